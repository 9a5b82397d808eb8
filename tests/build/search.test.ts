/**
 * The site search as the build leaves it: Pagefind's index in /pagefind/ holds every indexable page with its
 * type, and no page kept out of search engines, /search itself or a page that exists only through samples; a
 * query through Pagefind's own script finds pages by their words, and each page's text, so each excerpt, starts
 * with its own words, not its eyebrow and title; every page allows WebAssembly and never eval; and /search lists
 * every section of the site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { queryIndex } from '../../scripts/search-query';
import { excerptSegments } from '../../src/features/search/excerpt';
import { pageType } from '../../src/features/search/page-type';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../../src/i18n/languages';
import { EDITOR_PATH } from '../../src/lib/routes';
import { isNoindex } from '../../src/lib/seo';
import { contentData, contentFiles, landingIsOver, landingIsPreviewOnly, pageHeading, SERVICE_SLUGS, serviceName, STORIES } from '../support/content';
import { SITE_ROUTES } from '../support/routes';
import { BUILD_DIR, exists, pagePaths, read } from './dist';
import { heading } from './head';
import { elements, heroOf, textOf } from './html';

const INDEX = join(BUILD_DIR, 'pagefind');

/** Every page of the index, as its fragment describes it. */
const fragments = readdirSync(join(INDEX, 'fragment')).map((file) => {
  const text = gunzipSync(readFileSync(join(INDEX, 'fragment', file))).toString('utf8');
  return JSON.parse(text.replace(/^pagefind_dcd/, '')) as {
    url: string;
    content: string;
    filters: Record<string, string[]>;
    meta: Record<string, string>;
  };
});
const indexed = new Map(fragments.map((fragment) => [fragment.url, fragment]));

/** The pages only samples make (all stories and all integrations of content/ are samples; sample and draft landing pages). */
const SAMPLE_PAGES = [
  ...contentFiles('landings')
    .filter((id) => landingIsPreviewOnly(contentData(`landings/${id}.md`)) && !landingIsOver(contentData(`landings/${id}.md`)))
    .map((id) => `/${id}`),
  ...STORIES.filter((story) => story.sample).map((story) => `/customers/${story.slug}`),
  ...(STORIES.every((story) => story.sample) ? ['/customers'] : []),
  ...(contentFiles('integrations').every((id) => contentData(`integrations/${id}.yaml`)['sample'] === true) ? ['/integrations'] : []),
];

/**
 * Whether a page's text opens with a block of its own (an eyebrow, a heading): Pagefind closes each block with a
 * full stop ("Service. Monthly Parking. …"; one that ends in punctuation may keep its own), while a lead that
 * starts with the name ("Monthly Parking moves …") is the page's own sentence.
 */
const opensWithBlock = (content: string, block: string): boolean =>
  content === block || content.startsWith(`${block}. `) || (/[.?!:]$/.test(block) && content.startsWith(`${block} `));

const SEARCH_PAGE = '/search';
/** A page of another language whose text is not translated yet: it says so, and search leaves it to the English page. */
const untranslated = (path: string) => read(path).includes('<p class="translation-notice"');
/** A page in any language is judged by its English page's address (/fr/thank-you is kept out as /thank-you is). */
const english = (path: string) => pathWithoutLanguage(path);
const searchable = pagePaths().filter(
  (path) =>
    path !== EDITOR_PATH &&
    !isNoindex(english(path)) &&
    english(path) !== SEARCH_PAGE &&
    !SAMPLE_PAGES.includes(english(path)) &&
    !untranslated(path),
);

describe('the search index', () => {
  it('holds every indexable page, once, by the path visitors use', () => {
    expect(searchable.length).toBeGreaterThan(40);
    expect([...indexed.keys()].sort()).toEqual([...searchable].sort());
    expect(fragments).toHaveLength(indexed.size);
  });

  it('gives each page its type and its heading as title', () => {
    for (const path of searchable) {
      expect(indexed.get(path)?.filters['type'], path).toEqual([pageType(english(path))]);
      expect(indexed.get(path)?.meta['title'], path).toBe(SITE_ROUTES.find((route) => route.path === path)?.h1 ?? indexed.get(path)?.meta['title']);
    }
    const types = new Set(fragments.map((fragment) => fragment.filters['type']?.[0]));
    expect([...types].sort()).toEqual(['article', 'industry', 'job', 'page', 'service']);
  });

  it('leaves out the pages kept from search engines, /search and the pages only samples make', () => {
    expect(SAMPLE_PAGES.length).toBeGreaterThan(0);
    for (const path of [...pagePaths().filter((page) => isNoindex(page)), EDITOR_PATH, SEARCH_PAGE, ...SAMPLE_PAGES]) {
      expect(indexed.has(path), path).toBe(false);
      if (exists(path)) expect(read(path), path).not.toContain('data-pagefind-body');
    }
  });

  it('finds a service by the words of its page, first, with the match marked', async () => {
    const run = await queryIndex(BUILD_DIR, serviceName(SERVICE_SLUGS[0]));
    expect(run.pages[0]?.url).toBe(`/services/${SERVICE_SLUGS[0]}`);
    expect(run.pages[0]?.excerpt).toMatch(/<mark>/);
  });

  it("starts each page's text with its own words, not its eyebrow and title, and keeps the title as the result's", () => {
    const eyebrows = new Set<string>();
    for (const fragment of fragments) {
      const html = read(fragment.url);
      const title = heading(html);
      const [eyebrow] = elements(heroOf(html), /^<p class="eyebrow"/).map(textOf);
      expect(fragment.meta['title'], fragment.url).toBe(title);
      expect(opensWithBlock(fragment.content, title), `${fragment.url} starts with its title: ${fragment.content.slice(0, 80)}`).toBe(false);
      if (eyebrow === undefined) continue;
      eyebrows.add(eyebrow);
      expect(opensWithBlock(fragment.content, eyebrow), `${fragment.url} starts with its eyebrow: ${fragment.content.slice(0, 80)}`).toBe(false);
    }
    // The pages drawn with an eyebrow are many and of every kind (Service, an industry's name, an article's format…).
    expect(eyebrows.size).toBeGreaterThan(3);
  });

  it("shows a found service's own words in its excerpt, not its eyebrow and name again", async () => {
    const name = serviceName(SERVICE_SLUGS[0]);
    const run = await queryIndex(BUILD_DIR, name);
    const found = run.pages[0];
    expect(found?.url).toBe(`/services/${SERVICE_SLUGS[0]}`);
    expect(found?.meta['title']).toBe(name);
    const excerpt = excerptSegments(found?.excerpt ?? '')
      .map((segment) => segment.text)
      .join('');
    expect(opensWithBlock(excerpt, 'Service'), excerpt).toBe(false);
    expect(opensWithBlock(excerpt, name), excerpt).toBe(false);
    expect(excerpt.length).toBeGreaterThan(name.length);
  });

  it('holds no word of a sample: not its page, nor its card on a service, industry or the home page', () => {
    for (const sample of STORIES.filter((story) => story.sample)) {
      for (const fragment of fragments) expect(fragment.content, `${sample.customer} on ${fragment.url}`).not.toContain(sample.customer);
    }
  });

  it('indexes the main region only, not the header, the footer or the menus', () => {
    const home = indexed.get('/');
    expect(home).toBeDefined();
    for (const fragment of fragments)
      expect(JSON.stringify(fragment), fragment.url).not.toMatch(/Skip to main content|Open menu|All rights reserved/);
  });
});

describe('the policy of every page for search', () => {
  it("allows WebAssembly ('wasm-unsafe-eval') and never eval ('unsafe-eval')", () => {
    for (const path of pagePaths().filter((page) => page !== EDITOR_PATH)) {
      const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(read(path))?.[1] ?? '';
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'wasm-unsafe-eval'");
      expect(policy, path).not.toContain("'unsafe-eval'");
    }
  });
});

describe('/search', () => {
  const html = read(SEARCH_PAGE);
  const hrefs = new Set([...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]));

  it('lists every section of the site and every page in it', () => {
    const sections = ['/services', '/industries', '/integrations', '/resources', '/customers', '/career', '/about-us', '/contact-us', '/security'];
    for (const href of sections) expect(hrefs.has(href), href).toBe(true);
    for (const slug of SERVICE_SLUGS) expect(hrefs.has(`/services/${slug}`), slug).toBe(true);
    for (const id of contentFiles('industries')) expect(hrefs.has(`/industries/${id}`), id).toBe(true);
    for (const id of contentFiles('resources')) expect(hrefs.has(`/resources/${id}`), id).toBe(true);
    for (const id of contentFiles('careers')) expect(hrefs.has(`/career#job-${id}`), id).toBe(true);
    expect(html).toContain(`>${pageHeading('search')}<`);
  });

  it('is where the header’s Search link leads on every page', () => {
    for (const path of pagePaths().filter((page) => page !== EDITOR_PATH)) {
      // /search in English, /fr/search on a French page.
      expect(read(path), path).toMatch(
        new RegExp(`<a class="[^"]*site-header__search[^"]*" href="${pathInLanguage('/search', languageOfPath(path))}" data-search-open`),
      );
    }
  });
});
