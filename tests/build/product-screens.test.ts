/**
 * The product shown, as built: every service page's hero draws the screen its content names, as an image named
 * for what it shows, sized by its width and height (no layout shift) and fetched first (the first screen shows
 * it); the home carousel's cards carry the same drawings, hidden from assistive technology beside their text, and
 * loaded as they near the view. The files they show are held by tests/build/drawings.test.ts. How large the hero's drawing is drawn
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
    it(`/services/${slug} shows the ${screen} screen in its hero, with its width and height, fetched first`, () => {
      const drawings = elements(heroOf(read(`/services/${slug}`)), /^<img\b/).filter(
        (drawing) => attribute(drawing, 'alt') === SCREEN_LABELS[screen],
      );
      expect(drawings).toHaveLength(1);
      expect(attribute(drawings[0] ?? '', 'data-screen')).toBe(screen);
      expect(attribute(drawings[0] ?? '', 'width')).toMatch(/^\d+$/);
      expect(attribute(drawings[0] ?? '', 'height')).toMatch(/^\d+$/);
      expect(attribute(drawings[0] ?? '', 'loading')).not.toBe('lazy');
      expect(attribute(drawings[0] ?? '', 'fetchpriority')).toBe('high');
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
    const drawings = elements(carousel, /^<img\b[^>]*\sdata-screen=/);
    expect(drawings).toHaveLength(SERVICE_SLUGS.length);
    for (const drawing of drawings) {
      expect(attribute(drawing, 'aria-hidden')).toBe('true');
      expect(attribute(drawing, 'loading')).toBe('lazy');
    }
    // Nothing in a card is an image to assistive technology: every picture in it has an empty text alternative.
    expect(cards[0]).not.toMatch(/\srole="img"/);
    for (const card of cards) for (const picture of elements(card, /^<img\b/)) expect(attribute(picture, 'alt')).toBe('');
  });
});
