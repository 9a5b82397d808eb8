import { describe, expect, it } from 'vitest';
import { withLowPriorityModules } from './script-priority';

describe('withLowPriorityModules', () => {
  it('fetches every module script with a source at low priority', () => {
    expect(
      withLowPriorityModules(
        '<head><script type="module" src="/_astro/a.js" integrity="sha256-x"></script></head><body><script type="module" src="/_astro/b.js"></script></body>',
      ),
    ).toBe(
      '<head><script type="module" src="/_astro/a.js" integrity="sha256-x" fetchpriority="low"></script></head><body><script type="module" src="/_astro/b.js" fetchpriority="low"></script></body>',
    );
  });

  it('leaves inline modules, classic scripts, data, module preloads and a priority already chosen', () => {
    const html =
      '<script>go()</script><script type="module">go()</script><script type="application/ld+json">{}</script>' +
      '<link rel="modulepreload" href="/_astro/c.js"><script type="module" src="/_astro/d.js" fetchpriority="high"></script>';
    expect(withLowPriorityModules(html)).toBe(html);
  });
});
