/**
 * The icons past each page's first screen come from one cached sprite (src/build/icon-sprite.ts): the build wrote it
 * under /_astro/ with every icon as a symbol, every `<use>` of a page draws a symbol it holds, none is in a first
 * screen or drawn by a React island, and no icon the step would take is left inline.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenEnd } from '../../src/build/critical-css';
import { iconSprite, iconSpritePath, withIconsFromSprite } from '../../src/build/icon-sprite';
import { ICON_PATHS } from '../../src/components/icons';
import { BUILD_DIR, pagePaths, read } from './dist';

const SPRITE = iconSpritePath(iconSprite());
const USE = /<use href="([^"#]+)#([\w-]+)"><\/use>/g;
const pages = pagePaths().map((path) => ({ path, html: read(path) }));
const drawing = pages.filter(({ html }) => html.includes('<use href='));

describe('the icon sprite', () => {
  it('is one file under /_astro/, every icon of icons.ts a symbol of it', () => {
    expect(readdirSync(join(BUILD_DIR, '_astro')).filter((file) => /^icons\.[\w-]+\.svg$/.test(file))).toEqual([SPRITE.slice('/_astro/'.length)]);
    expect(read(SPRITE)).toBe(iconSprite());
  });

  it("draws most pages' icons past their first screen", () => expect(drawing.length).toBeGreaterThan(40));

  it('is the only file a page draws with <use>, each time a symbol it holds, and never in the first screen', () => {
    for (const { path, html } of drawing) {
      const end = firstScreenEnd(html);
      for (const match of html.matchAll(USE)) {
        expect(match[1], path).toBe(SPRITE);
        expect(Object.keys(ICON_PATHS), path).toContain(match[2]);
        expect(match.index, `${path}: #${match[2]} before the first screen's end`).toBeGreaterThanOrEqual(end);
      }
    }
  });

  it('leaves no icon inline that it would draw (each page is as the step leaves it)', () => {
    for (const { path, html } of pages) expect(withIconsFromSprite(html, SPRITE) === html, path).toBe(true);
  });

  it("draws nothing a React island renders: a <use> in an island is in the island's slot", () => {
    for (const { path, html } of drawing) {
      for (const island of html.matchAll(/<astro-island\b[\s\S]*?<\/astro-island>/g)) {
        const outsideSlots = island[0].replace(/<astro-slot>[\s\S]*?<\/astro-slot>/g, '');
        expect(outsideSlots, path).not.toContain('<use href=');
      }
    }
  });
});
