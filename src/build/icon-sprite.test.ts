import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '../components/icons';
import { FIRST_SCREEN_TEXT } from './critical-css';
import { iconSprite, iconSpritePath, withIconsFromSprite } from './icon-sprite';

const HREF = '/_astro/icons.abc.svg';
const PATHS = { check: 'm5 12 5 5 9-10', close: 'M6 6l12 12M18 6 6 18' };
/** An icon as Icon.astro draws it. */
const icon = (d: string, extra = '') =>
  `<svg class="icon${extra}" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}"></path></svg>`;
const fromSprite = (name: string, extra = '') =>
  `<svg class="icon${extra}" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><use href="${HREF}#${name}"></use></svg>`;
/** A first screen's worth of text in two sections, so the first screen ends after the second. */
const FIRST = `<section><h1>Title</h1><p>${'a'.repeat(FIRST_SCREEN_TEXT)}</p>${icon(PATHS.check)}</section><section><p>b</p></section>`;
const page = (after: string) =>
  `<html><head></head><body><header>${icon(PATHS.close)}</header><main>${FIRST}<section>${after}</section></main></body></html>`;

describe('the icon sprite', () => {
  it('holds every icon of icons.ts as a symbol named by the icon, with its path on the 24 × 24 grid', () => {
    const sprite = iconSprite();
    for (const [name, d] of Object.entries(ICON_PATHS))
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    // No style and no script: an image, drawn in the colours the page gives its icons.
    expect(sprite).not.toMatch(/<(style|script)|fill=|stroke=/);
  });

  it('is named by its content, as Vite names the files it caches for a year', () => {
    expect(iconSpritePath(iconSprite())).toMatch(/^\/_astro\/icons\.[\w-]{8}\.svg$/);
    expect(iconSpritePath(iconSprite(PATHS))).not.toBe(iconSpritePath(iconSprite()));
  });
});

describe('withIconsFromSprite', () => {
  it("draws the icons after the first screen from the sprite and leaves the header's and the first screen's inline", () => {
    const html = page(`<p>${icon(PATHS.check, ' card__icon')} Done</p><a href="/x">${icon(PATHS.close, ' icon--filled')}</a>`);
    expect(withIconsFromSprite(html, HREF, PATHS)).toBe(
      page(`<p>${fromSprite('check', ' card__icon')} Done</p><a href="/x">${fromSprite('close', ' icon--filled')}</a>`),
    );
  });

  it('takes the icons in the footer too', () => {
    const footer = (inner: string) => `<footer><ul><li>${inner}</li></ul></footer></body>`;
    const html = page('<p>c</p>').replace('</body>', footer(icon(PATHS.check)));
    expect(withIconsFromSprite(html, HREF, PATHS)).toBe(page('<p>c</p>').replace('</body>', footer(fromSprite('check'))));
  });

  it("leaves what a React island renders (hydration expects its markup), but draws an island's slot from the sprite", () => {
    const island = (inner: string) => `<astro-island uid="1" ssr client="visible"><div>${inner}</div></astro-island>`;
    const slotted = (inner: string) => island(`<astro-slot><p>${inner}</p></astro-slot>`);
    const html = page(island(icon(PATHS.check)) + slotted(icon(PATHS.close)));
    expect(withIconsFromSprite(html, HREF, PATHS)).toBe(page(island(icon(PATHS.check)) + slotted(fromSprite('close'))));
  });

  it('leaves an icon with a name of its own, one drawn otherwise, and a drawing that is not an icon', () => {
    const named = `<svg class="icon" width="18" height="18" viewBox="0 0 24 24" role="img" aria-label="Done"><path d="${PATHS.check}"></path></svg>`;
    const unknown = icon('M1 1h2');
    const twoPaths = `<svg class="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="${PATHS.check}"></path><path d="${PATHS.close}"></path></svg>`;
    const drawing = `<svg class="chart" viewBox="0 0 24 24" aria-hidden="true"><path d="${PATHS.check}"></path></svg>`;
    const html = page(named + unknown + twoPaths + drawing);
    expect(withIconsFromSprite(html, HREF, PATHS)).toBe(html);
  });

  it('leaves a page without a main as it is (its first screen is the whole page)', () => {
    const html = `<html><body><div>${icon(PATHS.check)}</div></body></html>`;
    expect(withIconsFromSprite(html, HREF, PATHS)).toBe(html);
  });
});
