/**
 * A page's first screen carries what draws it and nothing else: its module loads, the import map of their
 * integrity, its structured data and its speculation rules come after its footer (src/build/script-priority.ts,
 * src/layouts/Base.astro), and every page leaves room in the first screen's budget (src/build/html-weight.ts).
 */
import { describe, expect, it } from 'vitest';
import { firstScreenEnd } from '../../src/build/critical-css';
import { FIRST_SCREEN_BUDGET, PAGE_BUDGET, weighPage } from '../../src/build/html-weight';
import { EDITOR_PATH } from '../../src/lib/routes';
import { pagePaths, read } from './dist';

const pages = pagePaths().filter((path) => path !== EDITOR_PATH);

/** What draws nothing on the first screen. */
const NOT_DRAWN = [
  ['a module script', /<script\b[^>]*\btype="module"[^>]*\bsrc=/],
  ['a module preload', /<link\b[^>]*\brel="modulepreload"/],
  ['the import map', /<script type="importmap">/],
  ['structured data', /<script type="application\/ld\+json">/],
  ['speculation rules', /<script type="speculationrules">/],
] as const;

describe("a page's first screen", () => {
  it('carries no module load, import map, structured data or speculation rules: they come after the footer', () => {
    for (const path of pages) {
      const html = read(path);
      const first = html.slice(0, firstScreenEnd(html));
      const footerEnd = html.lastIndexOf('</footer>');
      for (const [what, pattern] of NOT_DRAWN) {
        expect(pattern.test(first), `${path}: ${what} in its first screen`).toBe(false);
        const at = html.search(pattern);
        if (at !== -1) expect(at, `${path}: ${what} before its footer's end`).toBeGreaterThan(footerEnd);
      }
    }
  });

  it('is within its budget on every page, and the page within its own', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const weight = weighPage(read(path));
      expect(weight.firstScreen, path).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
      expect(weight.whole, path).toBeLessThanOrEqual(PAGE_BUDGET);
    }
  });
});
