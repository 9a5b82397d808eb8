/**
 * Articles and guides in the build: /resources lists every published article newest first with its topics,
 * each article has its page (byline with author, date and a reading time computed from its text; Article
 * structured data; the services it is about), each tag its page, and /resources/rss.xml is valid RSS 2.0 with
 * absolute links, linked from every page's head.
 */
import { languageOfPath } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { readingMinutes, tagSlug } from '../../src/features/resources/resources';
import { exists, pagePaths, read } from './dist';
import { contentEntries, decode, has, pageHeading, PRODUCTION, SITE } from './head';
import { expectIndexable } from './indexable';

interface ResourceFields {
  readonly heading: string;
  readonly summary: string;
  readonly format: string;
  readonly author: { readonly name: string; readonly kind: string };
  readonly datePublished: string;
  readonly tags: readonly string[];
  readonly services: readonly string[];
  readonly sample?: boolean;
}

const RESOURCES = contentEntries('resources')
  .map((entry) => ({ id: entry.id, body: entry.body, ...(entry.data as unknown as ResourceFields) }))
  .filter((entry) => !PRODUCTION || !entry.sample)
  .sort((a, b) => b.datePublished.localeCompare(a.datePublished));
const TAGS = [...new Set(RESOURCES.flatMap((entry) => entry.tags.map(tagSlug)))];
const FEED = '/resources/rss.xml';

describe('articles and guides', () => {
  it('are three real articles of 600 to 1,200 words', () => {
    const real = contentEntries('resources').filter((entry) => !entry.data['sample']);
    expect(real.length).toBeGreaterThanOrEqual(3);
    for (const entry of real) {
      const words = entry.body.split(/\s+/).filter(Boolean).length;
      expect(words, entry.id).toBeGreaterThanOrEqual(600);
      expect(words, entry.id).toBeLessThanOrEqual(1200);
    }
  });

  it('/resources lists them newest first, with every topic, and is indexable', () => {
    expectIndexable('/resources', pageHeading('resources'));
    const html = read('/resources');
    const listed = [...html.matchAll(/<h2 id="resource-([^"]+)"/g)].map((match) => match[1]);
    expect(listed).toEqual(RESOURCES.map((entry) => entry.id));
    for (const tag of TAGS) expect(has(html, `href="/resources/tags/${tag}"`), tag).toBe(true);
    expect(has(html, `href="${FEED}"`)).toBe(true);
  });

  it('each article has its byline, reading time, tags, Article structured data and the services it is about', () => {
    for (const entry of RESOURCES) {
      const path = `/resources/${entry.id}`;
      const items = expectIndexable(path, entry.heading);
      const html = read(path);
      const text = decode(html);
      expect(has(text, entry.author.name), path).toBe(true);
      expect(has(html, `<time datetime="${entry.datePublished}"`), path).toBe(true);
      expect(has(text, `${readingMinutes(entry.body)} min read`), path).toBe(true);
      for (const tag of entry.tags) expect(has(html, `href="/resources/tags/${tagSlug(tag)}"`), `${path} → ${tag}`).toBe(true);
      for (const service of entry.services) expect(has(html, `href="/services/${service}"`), `${path} → ${service}`).toBe(true);
      const article = items.find((item) => item['@type'] === 'Article');
      expect(article, path).toMatchObject({
        headline: entry.heading,
        datePublished: entry.datePublished,
        url: `${SITE}${path}`,
        image: [`${SITE}/og${path}.png`],
        author: { '@type': entry.author.kind === 'person' ? 'Person' : 'Organization', name: entry.author.name },
      });
      const trail = items.find((item) => item['@type'] === 'BreadcrumbList')?.['itemListElement'] as Array<Record<string, unknown>>;
      expect(
        trail.map((crumb) => crumb['item']),
        path,
      ).toEqual([`${SITE}/`, `${SITE}/resources`, `${SITE}${path}`]);
    }
  });

  it('each tag has its page listing the articles that carry it', () => {
    for (const tag of TAGS) {
      const path = `/resources/tags/${tag}`;
      const carrying = RESOURCES.filter((entry) => entry.tags.some((label) => tagSlug(label) === tag));
      expectIndexable(path, carrying[0]?.tags.find((label) => tagSlug(label) === tag) ?? '');
      const listed = [...read(path).matchAll(/<h2 id="resource-([^"]+)"/g)].map((match) => match[1]);
      expect(listed, path).toEqual(carrying.map((entry) => entry.id));
    }
  });

  it('/resources/rss.xml is valid RSS 2.0 with one absolute, built link per article, newest first', () => {
    const xml = read(FEED);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'category'].includes(name) }).parse(xml) as {
      rss: {
        '@_version': string;
        channel: {
          title: string;
          link: string;
          description: string;
          'atom:link': Record<string, string>;
          item: Array<{
            title: string;
            link: string;
            guid: { '#text': string };
            pubDate: string;
            description: string;
            category: string[];
            'dc:creator': string;
          }>;
        };
      };
    };
    expect(feed.rss['@_version']).toBe('2.0');
    const { channel } = feed.rss;
    expect(channel.title).toMatch(/^ParkCloud: \S/);
    expect(channel.description.length).toBeGreaterThan(20);
    expect(channel.link).toBe(`${SITE}/resources`);
    expect(channel['atom:link']).toMatchObject({ '@_href': `${SITE}${FEED}`, '@_rel': 'self', '@_type': 'application/rss+xml' });
    expect(channel.item.map((item) => item.title)).toEqual(RESOURCES.map((entry) => entry.heading));
    for (const [index, item] of channel.item.entries()) {
      const entry = RESOURCES[index];
      expect(item.link).toBe(`${SITE}/resources/${entry?.id ?? ''}`);
      expect(item.guid['#text']).toBe(item.link);
      expect(exists(new URL(item.link).pathname), item.link).toBe(true);
      // RFC 822 dates, as RSS 2.0 requires.
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(entry?.datePublished);
      expect(item.description).toBe(entry?.summary);
      expect(item.category).toEqual(entry?.tags);
      expect(item['dc:creator']).toBe(entry?.author.name);
    }
  });

  it('every page links the feed in its head', () => {
    for (const path of pagePaths().filter((page) => page !== '/admin')) {
      // Its title in the page's language ("ParkCloud: articles and guides" in English).
      const title = translator(languageOfPath(path))('{brand}: articles and guides', { brand: 'ParkCloud' });
      expect(has(read(path), `<link rel="alternate" type="application/rss+xml" title="${title}" href="${SITE}${FEED}">`), path).toBe(true);
    }
  });

  it('are in llms.txt, one line each', () => {
    const llms = decode(read('/llms.txt'));
    for (const entry of RESOURCES) expect(has(llms, `- [${entry.heading}](${SITE}/resources/${entry.id}): ${entry.summary}`)).toBe(true);
    for (const tag of TAGS) expect(has(llms, `](${SITE}/resources/tags/${tag}): `), tag).toBe(true);
  });
});
