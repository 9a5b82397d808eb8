/**
 * Astro's island runtime is one cached module, never inline: no built page carries the `astro-island` definition
 * or a client directive's script, every page with an island loads the module after its footer (with its integrity),
 * and a page whose island hydrates at once preloads that island's component and renderer.
 */
import { describe, expect, it } from 'vitest';
import { pagePaths, read } from './dist';

const RUNTIME = /<script type="module" src="(\/_astro\/astro-island\.[\w-]+\.js)"[^>]* integrity="sha256-[^"]+"[^>]*><\/script>/;
const withIslands = pagePaths().filter((path) => read(path).includes('<astro-island'));

describe('the island runtime', () => {
  it('has pages with islands to check', () => expect(withIslands.length).toBeGreaterThan(30));

  it('is inline on no page', () => {
    for (const path of pagePaths()) {
      const inline = [...read(path).matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      expect(
        inline.filter((script) => /customElements\.define\("astro-island"|self\.Astro\|\|/.test(script)),
        path,
      ).toEqual([]);
    }
  });

  it('is one module, which every page with an island loads after its footer', () => {
    const modules = new Set(
      withIslands.map((path) => {
        const html = read(path);
        const end = html.slice(html.lastIndexOf('</footer>'));
        const src = RUNTIME.exec(end)?.[1];
        expect(src, path).toBeDefined();
        return src;
      }),
    );
    expect(modules.size).toBe(1);
  });

  it('comes with a preload of the component and renderer of every island that hydrates at once', () => {
    let checked = 0;
    for (const path of withIslands) {
      const html = read(path);
      const end = html.slice(html.lastIndexOf('</footer>'));
      for (const [, attributes = ''] of html.matchAll(/<astro-island\b([^>]*)>/g)) {
        if (!/\bclient="(?:load|only)"/.test(attributes)) continue;
        for (const [, url] of attributes.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)) {
          expect(end, `${path}: ${url}`).toMatch(new RegExp(`<link rel="modulepreload" href="${url}" integrity="sha256-`));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
