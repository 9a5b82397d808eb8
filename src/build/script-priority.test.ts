import { describe, expect, it } from 'vitest';
import { withModulesLast } from './script-priority';

describe('withModulesLast', () => {
  it('fetches every module script with a source at low priority', () => {
    expect(
      withModulesLast(
        '<head><script type="module" src="/_astro/a.js" integrity="sha256-x"></script></head><body><script type="module" src="/_astro/b.js"></script></body>',
      ),
    ).toBe(
      '<head></head><body><script type="module" src="/_astro/a.js" integrity="sha256-x" fetchpriority="low"></script><script type="module" src="/_astro/b.js" fetchpriority="low"></script></body>',
    );
  });

  it('moves every module script and module preload to the end of the body, in their order, the preloads at their own priority', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/_astro/p.js"><script type="module" src="/_astro/runtime.js"></script></head>' +
      '<body><main><h1>A</h1><script type="module" src="/_astro/hero.js"></script><p>b</p></main><footer>f</footer>' +
      '<script type="module" src="/_astro/base.js"></script></body></html>';
    expect(withModulesLast(html)).toBe(
      '<html><head></head><body><main><h1>A</h1><p>b</p></main><footer>f</footer>' +
        '<link rel="modulepreload" href="/_astro/p.js"><script type="module" src="/_astro/runtime.js" fetchpriority="low"></script>' +
        '<script type="module" src="/_astro/hero.js" fetchpriority="low"></script><script type="module" src="/_astro/base.js" fetchpriority="low"></script></body></html>',
    );
  });

  it('moves an inline module with the others, in its order, and leaves classic scripts, data and a priority already chosen', () => {
    const html =
      '<body><script>go()</script><script type="module">scroll()</script><script type="application/ld+json">{}</script>' +
      '<script type="module" src="/_astro/d.js" fetchpriority="high"></script><p>x</p></body>';
    expect(withModulesLast(html)).toBe(
      '<body><script>go()</script><script type="application/ld+json">{}</script><p>x</p>' +
        '<script type="module">scroll()</script><script type="module" src="/_astro/d.js" fetchpriority="high"></script></body>',
    );
  });

  it('leaves a page without modules as it is', () => {
    const html = '<body><script>go()</script><p>x</p></body>';
    expect(withModulesLast(html)).toBe(html);
  });
});
