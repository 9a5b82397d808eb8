/**
 * The drawings as built: the product screens, the home video's poster and the contact page's map are files under
 * /_astro/ (content-hashed, cached for a year), shown by <img> with a width and a height so nothing moves while
 * they load, and each file is what scripts/design/draw.ts draws from the screens, the colour tokens and the page's
 * font stack. No page repeats one of them inline: what stays inline is small (the icons and the logo, which take
 * the text colour of where they stand, and the payback chart its island redraws).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawContactMapFile, drawPoster, drawScreenFile, colourTokens, fontStack } from '../../scripts/design/draw';
import { SCREEN_NAMES, type ScreenName } from '../../src/components/product-screens';
import { contentField, SERVICE_SLUGS } from '../support/content';
import { BUILD_DIR, pagePaths, read } from './dist';
import { attribute, element, elements, heroOf } from './html';

const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const tokens = colourTokens(css);
const font = fontStack(css);
const pages = pagePaths().map((path) => ({ path, html: read(path) }));

/** The text of a file the site serves from /_astro/, by its URL path. */
const served = (src: string): string => readFileSync(join(BUILD_DIR, src), 'utf8');

/** Every SVG picture of a page: its <img> tags whose src (or a srcset entry) is an .svg file. */
const svgImages = (html: string) => elements(html, /^<img\b[^>]*\ssrc="[^"]+\.svg"/);

describe('drawings are files, not inline markup', () => {
  it.each(pages)('$path inlines no drawing larger than an icon, and no screen or map', ({ html }) => {
    const inline = [...html.matchAll(/<svg\b[\s\S]*?<\/svg>/g)].map((match) => match[0]);
    expect(inline.filter((svg) => /\sdata-screen=|contact-map__drawing/.test(svg))).toEqual([]);
    // The screens are 1.9 to 7.5 KB of markup, the map 3.5 KB; an icon is under 400 characters, the logo and the payback chart under 1.5 KB.
    expect(inline.filter((svg) => svg.length > 1500).map((svg) => svg.slice(0, 120))).toEqual([]);
  });

  it.each(pages)('every SVG picture on $path is a served file, and has a width and a height', ({ html }) => {
    for (const image of svgImages(html)) {
      expect(attribute(image, 'width'), image).toMatch(/^\d+$/);
      expect(attribute(image, 'height'), image).toMatch(/^\d+$/);
      const sources = [
        attribute(image, 'src') ?? '',
        ...(attribute(image, 'srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
      ];
      for (const src of sources.filter(Boolean)) {
        expect(src, image).toMatch(/^\/_astro\/[\w.-]+\.svg$/);
        expect(existsSync(join(BUILD_DIR, src)), `${src} is in the build`).toBe(true);
        const root = /^<svg\b[^>]*>/.exec(served(src))?.[0] ?? '';
        expect(root, `${src} has its own width and height`).toMatch(/\swidth="\d+"[^>]*\sheight="\d+"/);
      }
    }
  });
});

describe('the served drawings are the drawn ones', () => {
  const screensShown = new Map<ScreenName, string>(
    elements(element(read('/'), /^<section\b[^>]*aria-label="Services"/), /^<img\b[^>]*\sdata-screen=/).map((image) => [
      attribute(image, 'data-screen') as ScreenName,
      attribute(image, 'src') ?? '',
    ]),
  );

  it('the home carousel shows every screen', () => {
    expect([...screensShown.keys()].toSorted()).toEqual([...SCREEN_NAMES].toSorted());
  });

  it.each(SCREEN_NAMES)('the %s screen is served as drawn, with its colours and the page font stack baked in', (name) => {
    expect(served(screensShown.get(name) ?? '')).toBe(drawScreenFile(name, tokens, font));
  });

  it('a service hero shows the same file as the carousel', () => {
    for (const slug of SERVICE_SLUGS) {
      const screen = contentField(`services/${slug}.md`, 'screen') as ScreenName;
      const hero = element(heroOf(read(`/services/${slug}`)), /^<img\b[^>]*\sdata-screen=/);
      expect(attribute(hero, 'src')).toBe(screensShown.get(screen));
    }
  });

  it('the home video poster is served as drawn, fetched first', () => {
    const poster = element(heroOf(read('/')), /^<img\b[^>]*hero-video__poster/);
    expect(attribute(poster, 'fetchpriority')).toBe('high');
    expect(attribute(poster, 'loading')).not.toBe('lazy');
    expect(served(attribute(poster, 'src') ?? '')).toBe(drawPoster(tokens));
  });

  it('the contact map is served as drawn, named as the map of the office', () => {
    const map = element(read('/contact-us'), /^<img\b[^>]*contact-map__drawing/);
    expect(attribute(map, 'alt')).toMatch(/^Illustrated street map showing the .+ at .+/);
    expect(served(attribute(map, 'src') ?? '')).toBe(drawContactMapFile(tokens, font));
  });
});
