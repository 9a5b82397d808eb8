/**
 * What every indexable page of the build must carry, as one check: its canonical URL, title and description,
 * its own 1200×630 share card (named with width, height and an alt text that says its heading), JSON-LD that
 * rich-results.ts accepts with a BreadcrumbList from the home page to the page, the RSS feed's link, and a
 * sitemap entry with lastmod.
 */
import { expect } from 'vitest';
import { richResultProblems } from '../support/rich-results';
import { exists, read, readBytes } from './dist';
import { canonical, has, heading, jsonLd, meta, pngSize, SITE, sitemapEntries } from './head';

const sitemap = sitemapEntries();

/** The checks of one indexable page whose h1 is `h1`; returns its JSON-LD items for more specific checks. */
export function expectIndexable(path: string, h1: string): Array<Record<string, unknown>> {
  const html = read(path);
  const url = `${SITE}${path}`;
  expect(heading(html), path).toBe(h1);
  expect([...html.matchAll(/<h1[\s>]/g)], `${path} has one h1`).toHaveLength(1);
  expect(canonical(html), path).toBe(url);
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(/\S \| ParkCloud$/);
  expect(meta(html, 'description')?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50);
  expect(has(html, '<meta name="robots"'), `${path} is indexable`).toBe(false);

  const card = `/og${path}.png`;
  expect(meta(html, 'og:image'), path).toBe(`${SITE}${card}`);
  expect(meta(html, 'twitter:image'), path).toBe(`${SITE}${card}`);
  expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], path).toEqual(['1200', '630']);
  expect(meta(html, 'og:image:alt'), path).toContain(h1);
  expect(exists(card), `${card} is built`).toBe(true);
  expect(pngSize(readBytes(card)), card).toEqual({ width: 1200, height: 630 });

  const items = jsonLd(html);
  expect(
    items.flatMap((item) => richResultProblems(item)),
    path,
  ).toEqual([]);
  const trail = items.find((item) => item['@type'] === 'BreadcrumbList');
  const crumbs = (trail?.['itemListElement'] ?? []) as Array<Record<string, unknown>>;
  expect(crumbs[0]?.['item'], `${path} breadcrumbs start at home`).toBe(`${SITE}/`);
  expect(crumbs.at(-1)?.['item'], `${path} breadcrumbs end at the page`).toBe(url);

  expect(
    has(html, `<link rel="alternate" type="application/rss+xml" title="ParkCloud: articles and guides" href="${SITE}/resources/rss.xml">`),
    `${path} links the RSS feed`,
  ).toBe(true);
  expect(sitemap.get(url), `${path} in the sitemap with lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  return items;
}
