/**
 * The product shown, as built: every service page's hero draws the screen its content names, as an image named
 * for what it shows and sized by its width and height (no layout shift); the home carousel's cards carry the
 * same drawings, hidden from assistive technology beside their text. How large the hero's drawing is drawn
 * at 390 and 1280 px is measured in a browser (tests/e2e/read-on-any-screen.spec.ts); the drawings' colours
 * and the poster are held by src/components/product-screens.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SCREEN_LABELS, type ScreenName } from '../../src/components/product-screens';
import { contentField, SERVICE_SLUGS } from '../support/content';
import { read } from './dist';
import { attribute, element, elements, heroOf } from './html';

describe('the service heroes', () => {
  for (const slug of SERVICE_SLUGS) {
    const screen = contentField(`services/${slug}.md`, 'screen') as ScreenName;
    it(`/services/${slug} shows the ${screen} screen in its hero, with its width and height`, () => {
      const drawings = elements(heroOf(read(`/services/${slug}`)), /^<svg\b[^>]*\srole="img"/).filter(
        (drawing) => attribute(drawing, 'aria-label') === SCREEN_LABELS[screen],
      );
      expect(drawings).toHaveLength(1);
      expect(attribute(drawings[0] ?? '', 'data-screen')).toBe(screen);
      expect(attribute(drawings[0] ?? '', 'width')).toMatch(/^\d+$/);
      expect(attribute(drawings[0] ?? '', 'height')).toMatch(/^\d+$/);
    });
  }

  it('each service names a different screen', () => {
    const screens = SERVICE_SLUGS.map((slug) => contentField(`services/${slug}.md`, 'screen'));
    expect(new Set(screens).size).toBe(SERVICE_SLUGS.length);
  });
});

describe('the home carousel', () => {
  it('shows the same drawings on its cards, decorative beside their text', () => {
    const carousel = element(read('/'), /^<section\b[^>]*aria-label="Services"/);
    const cards = elements(carousel, /^<article\b/);
    expect(cards).toHaveLength(SERVICE_SLUGS.length);
    const drawings = elements(carousel, /^<svg\b[^>]*\sdata-screen=/);
    expect(drawings).toHaveLength(SERVICE_SLUGS.length);
    for (const drawing of drawings) expect(attribute(drawing, 'aria-hidden')).toBe('true');
    // Nothing in a card is an image to assistive technology.
    expect(cards[0]).not.toMatch(/<img\b|\srole="img"/);
  });
});
