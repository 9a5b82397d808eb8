/**
 * What search engines, language models and shared links read from the built site, read as files: the route
 * table against the sitemap, each page's robots rule and title, each indexable page's own share card, the
 * JSON-LD of every page type checked against the fields Google's rich results require, /llms.txt, the
 * sitemap with lastmod, and robots.txt.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../sandbox/data';
import { NOINDEX_PATHS } from '../../src/lib/seo';
import { SITE_ORIGIN } from '../env';
import { contentField, SERVICE_SLUGS, serviceName } from '../support/content';
import { SITE_ROUTES } from '../support/routes';
import { LANGUAGE_CODES, pathInLanguage, pathWithoutLanguage } from '../../src/i18n/languages';
import { richResultProblems } from '../support/rich-results';
import { exists, jsonLd, locs, meta, read, readBytes, sitemapUrls } from './dist';

/** The routes that search engines index: they end where they start and are not flow pages. */
const INDEXABLE = SITE_ROUTES.filter(
  (route) => route.finalPath === route.path && !route.canonicalPath && !(NOINDEX_PATHS as readonly string[]).includes(route.path),
);
const JOB_IDS = readdirSync(new URL('../../content/careers/', import.meta.url)).map((file) => file.replace(/\.md$/, ''));

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('the route table', () => {
  it('covers all ten services', () => {
    expect(SITE_ROUTES.filter((route) => route.path.startsWith('/services/'))).toHaveLength(10);
  });

  it('has a row for every page of the sitemap, and every indexable row is in the sitemap', () => {
    const listed = sitemapUrls().map((url) => new URL(url).pathname);
    const rows = new Set(SITE_ROUTES.map((route) => route.path));
    // A translated page (/fr/solutions) is its English page's row in another language (tests/build/languages.test.ts).
    expect(listed.filter((path) => !rows.has(pathWithoutLanguage(path)))).toEqual([]);
    expect(INDEXABLE.map((route) => route.path).filter((path) => !listed.includes(path))).toEqual([]);
  });
});

describe('the head of every page', () => {
  it('keeps flow pages out of search engines, not content pages; the home title leads with the brand', () => {
    const robotsMeta = (path: string) => /<meta name="robots" content="([^"]*)"/.exec(read(path))?.[1] ?? null;
    for (const path of ['/login', '/thank-you', '/forgot-password', '/reset-password', '/payment', '/testpay']) {
      expect(robotsMeta(path), path).toBe('noindex');
    }
    for (const path of ['/', '/about-us', '/services', '/career', '/services/promotion']) {
      expect(robotsMeta(path), path).toBeNull();
    }
    expect(/<title>([^<]*)<\/title>/.exec(read('/'))?.[1]).toMatch(/^ParkCloud – /);
    expect(/<title>([^<]*)<\/title>/.exec(read('/about-us'))?.[1]).toMatch(/ \| ParkCloud$/);
  });

  it('keeps the flow pages out of search engines in every language: noindex in their head, and in no sitemap', () => {
    const robotsMeta = (path: string) => /<meta name="robots" content="([^"]*)"/.exec(read(path))?.[1] ?? null;
    const listed = new Set(sitemapUrls().map((url) => new URL(url).pathname));
    // /fr/thank-you and /fr/login show translated (their canonical is their own address): still no sitemap entry.
    for (const path of ['/thank-you', '/login', '/forgot-password', '/logout', '/billing']) {
      for (const language of LANGUAGE_CODES) {
        const there = pathInLanguage(path, language);
        expect(robotsMeta(there), there).toBe('noindex');
        expect(listed.has(there), `${there} in the sitemap`).toBe(false);
      }
    }
  });

  it('gives every indexable page its own 1200×630 card in og:image and twitter:image, with width, height and alt', () => {
    const images = new Set<string>();
    for (const route of INDEXABLE) {
      const page = read(route.path);
      const image = meta(page, 'og:image');
      expect(image, route.path).toBe(`${SITE_ORIGIN}/og${route.path === '/' ? '/index' : route.path}.png`);
      expect(meta(page, 'twitter:image'), route.path).toBe(image);
      expect(meta(page, 'twitter:card'), route.path).toBe('summary_large_image');
      expect([meta(page, 'og:image:width'), meta(page, 'og:image:height')], route.path).toEqual(['1200', '630']);
      // The alt text says what the card shows: the brand and the page's heading.
      expect(meta(page, 'og:image:alt'), route.path).toContain(`ParkCloud. `);
      expect(meta(page, 'og:image:alt'), route.path).toContain(route.h1);
      expect(meta(page, 'twitter:image:alt'), route.path).toBe(meta(page, 'og:image:alt'));

      const card = new URL(image ?? '').pathname;
      expect(card, `${route.path} card`).toMatch(/\.png$/);
      expect(pngSize(readBytes(card)), `${route.path} card`).toEqual({ width: 1200, height: 630 });
      images.add(image ?? '');
    }
    expect(images.size).toBe(INDEXABLE.length);
  });

  it('lets flow pages kept out of search engines share the site card', () => {
    for (const path of ['/login', '/thank-you']) {
      expect(meta(read(path), 'og:image'), path).toBe(`${SITE_ORIGIN}/og-image.png`);
    }
    expect(exists('/og-image.png')).toBe(true);
  });
});

describe('structured data', () => {
  it("has the fields Google's rich results require on each page type", () => {
    const types = (path: string) => {
      const items = jsonLd(read(path));
      expect(
        items.flatMap((item) => richResultProblems(item)),
        path,
      ).toEqual([]);
      return items;
    };
    const home = types('/');
    expect(home.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);

    const service = types('/services/monthly-parking-system');
    expect(service.map((item) => item['@type'])).toEqual(['Service', 'BreadcrumbList']);
    expect(service[0]).toMatchObject({ name: serviceName('monthly-parking-system'), provider: { '@type': 'Organization', name: 'ParkCloud' } });
    expect(service[1]?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: contentField('pages/services.md', 'heading'), item: `${SITE_ORIGIN}/services` },
      { '@type': 'ListItem', position: 3, name: serviceName('monthly-parking-system'), item: `${SITE_ORIGIN}/services/monthly-parking-system` },
    ]);

    const career = types('/career');
    const postings = career.filter((item) => item['@type'] === 'JobPosting');
    expect(postings.map((posting) => (posting['identifier'] as Record<string, unknown>)['value'])).toEqual(expect.arrayContaining(JOB_IDS));
    for (const posting of postings) {
      expect(posting['baseSalary']).toMatchObject({
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', unitText: 'YEAR' },
      });
      const { minValue, maxValue } = (posting['baseSalary'] as { value: { minValue: number; maxValue: number } }).value;
      expect(minValue).toBeLessThanOrEqual(maxValue);
    }
  });

  it("gives each service page's Service an Offer per public plan, as the API priced it at build", () => {
    // The tests' build reads GET /services from its sandbox: its plans, without the ones [§9](docs/CONTRACT.md#9-constants) hides (trials, status
    // other than 1, amount 0).
    for (const slug of SERVICE_SLUGS) {
      const id = Number(contentField(`services/${slug}.md`, 'serviceId'));
      const plans = (SERVICES.find((service) => service.id === id)?.membership_plan ?? []).filter(
        (plan) => plan.is_trial !== 1 && plan.status === 1 && plan.amount !== 0,
      );
      expect(plans.length, slug).toBeGreaterThan(0);
      const service = jsonLd(read(`/services/${slug}`)).find((item) => item['@type'] === 'Service');
      expect(richResultProblems(service ?? {}), slug).toEqual([]);
      expect(service?.['offers'], slug).toEqual(
        plans.map((plan) => ({
          '@type': 'Offer',
          name: plan.name,
          url: `${SITE_ORIGIN}/services/${slug}#pricing`,
          price: plan.amount,
          priceCurrency: 'USD',
          priceSpecification: [
            { '@type': 'UnitPriceSpecification', price: plan.amount, priceCurrency: 'USD', billingDuration: 'P1M', unitCode: 'MON' },
            { '@type': 'UnitPriceSpecification', price: plan.annual_amount, priceCurrency: 'USD', billingDuration: 'P1Y', unitCode: 'ANN' },
          ],
        })),
      );
    }
  });

  it('gives every nested indexable page a BreadcrumbList from the home page, and flow pages none', () => {
    for (const route of INDEXABLE.filter((candidate) => candidate.path !== '/')) {
      const trail = jsonLd(read(route.path)).find((item) => item['@type'] === 'BreadcrumbList');
      expect(trail, route.path).toBeDefined();
      expect(richResultProblems(trail ?? {}), route.path).toEqual([]);
      const crumbs = trail?.['itemListElement'] as Array<Record<string, unknown>>;
      expect(crumbs[0]?.['item'], route.path).toBe(`${SITE_ORIGIN}/`);
      expect(crumbs.at(-1)?.['item'], route.path).toBe(`${SITE_ORIGIN}${route.path}`);
    }
    for (const path of ['/login', '/thank-you', '/payment']) {
      expect(jsonLd(read(path)), path).toEqual([]);
    }
  });
});

describe('/llms.txt', () => {
  it('says what the company does and links every service, page and job', () => {
    const text = read('/llms.txt');
    expect(text).toMatch(/^# ParkCloud\n\n> \S/);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): \S/gm)].map((match) => ({ label: match[1] ?? '', url: match[2] ?? '' }));
    for (const slug of SERVICE_SLUGS) {
      expect(links, slug).toContainEqual({ label: serviceName(slug), url: `${SITE_ORIGIN}/services/${slug}` });
    }
    for (const route of INDEXABLE)
      expect(
        links.map((link) => link.url),
        route.path,
      ).toContain(`${SITE_ORIGIN}${route.path === '/' ? '/' : route.path}`);
    for (const id of JOB_IDS) expect(links.map((link) => link.url)).toContain(`${SITE_ORIGIN}/career#job-${id}`);
    // Every link is a page of the build (served.test.ts checks that each answers 200 without a redirect).
    for (const link of links) expect(exists(new URL(link.url).pathname), link.url).toBe(true);
    // The job links point at the listing's heading.
    expect(read('/career')).toContain(`id="job-${JOB_IDS[0] ?? ''}"`);
  });
});

describe('the sitemap', () => {
  it('lists the public pages with absolute URLs and leaves out the flow pages', () => {
    const index = locs(read('/sitemap-index.xml'));
    expect(index.length).toBeGreaterThan(0);
    for (const sitemap of index) {
      expect(sitemap.startsWith(`${SITE_ORIGIN}/`)).toBe(true);
      expect(exists(new URL(sitemap).pathname), sitemap).toBe(true);
    }
    const pages = sitemapUrls();
    for (const path of ['/', '/about-us', '/services', '/career', '/airport-parking', ...SERVICE_SLUGS.map((slug) => `/services/${slug}`)]) {
      expect(pages, path).toContain(new URL(path, SITE_ORIGIN).href);
    }
    for (const path of ['/login', '/thank-you', '/payment', '/logout', '/billing', '/404']) {
      expect(pages, path).not.toContain(new URL(path, SITE_ORIGIN).href);
    }
  });

  it('gives every page its lastmod', () => {
    for (const sitemap of locs(read('/sitemap-index.xml'))) {
      const entries = [...read(new URL(sitemap).pathname).matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
      expect(entries.length).toBeGreaterThan(10);
      for (const entry of entries) {
        const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] ?? '';
        expect(lastmod, entry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(Date.parse(lastmod), entry).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it('is named by robots.txt, which allows crawling', () => {
    const text = read('/robots.txt');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap-index.xml`);
  });
});
