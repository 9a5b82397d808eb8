/**
 * What search engines, language models and shared links read from the built site: each indexable
 * page's own share card, the JSON-LD of every page type checked against the fields Google's rich
 * results require, /llms.txt, and lastmod in the sitemap.
 */
import { readdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { SERVICES } from '../../sandbox/data';
import { NOINDEX_PATHS } from '../../src/lib/seo';
import { SITE_ORIGIN } from '../env';
import { richResultProblems } from '../unit/rich-results';
import { contentField, expect, SERVICE_SLUGS, serviceName, SITE_ROUTES, test } from './fixtures';

/** The routes that search engines index: they end where they start and are not flow pages. */
const INDEXABLE = SITE_ROUTES.filter(
  (route) => route.finalPath === route.path && !route.canonicalPath && !(NOINDEX_PATHS as readonly string[]).includes(route.path),
);
const JOB_IDS = readdirSync(new URL('../../content/careers/', import.meta.url)).map((file) => file.replace(/\.md$/, ''));

/** A page's HTML. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The content of a <meta property|name="key">, or null. */
function meta(page: string, key: string): string | null {
  const found = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1];
  return found === undefined ? null : found.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** The JSON-LD items of a page. */
function jsonLd(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? 'null') as unknown;
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  });
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('every indexable page shares its own 1200×630 card in og:image and twitter:image, with width, height and alt', async ({ request }) => {
  const images = new Set<string>();
  for (const route of INDEXABLE) {
    const page = await html(request, route.path);
    const image = meta(page, 'og:image');
    expect(image, route.path).toBe(`${SITE_ORIGIN}/og${route.path === '/' ? '/index' : route.path}.png`);
    expect(meta(page, 'twitter:image'), route.path).toBe(image);
    expect(meta(page, 'twitter:card'), route.path).toBe('summary_large_image');
    expect([meta(page, 'og:image:width'), meta(page, 'og:image:height')], route.path).toEqual(['1200', '630']);
    // The alt text says what the card shows: the brand and the page's heading.
    expect(meta(page, 'og:image:alt'), route.path).toContain(`ParkCloud. `);
    expect(meta(page, 'og:image:alt'), route.path).toContain(route.h1);
    expect(meta(page, 'twitter:image:alt'), route.path).toBe(meta(page, 'og:image:alt'));

    const card = await request.get(new URL(image ?? '').pathname);
    expect(card.status(), `${route.path} card`).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body()), `${route.path} card`).toEqual({ width: 1200, height: 630 });
    images.add(image ?? '');
  }
  expect(images.size).toBe(INDEXABLE.length);
});

test('flow pages kept out of search engines share the site card', async ({ request }) => {
  for (const path of ['/login', '/thank-you']) {
    expect(meta(await html(request, path), 'og:image'), path).toBe(`${SITE_ORIGIN}/og-image.png`);
  }
  expect((await request.get('/og-image.png')).status()).toBe(200);
});

test("each page type's JSON-LD has the fields Google's rich results require", async ({ request }) => {
  const types = async (path: string) => {
    const items = jsonLd(await html(request, path));
    expect(
      items.flatMap((item) => richResultProblems(item)),
      path,
    ).toEqual([]);
    return items;
  };
  const home = await types('/');
  expect(home.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);

  const service = await types('/services/monthly-parking-system');
  expect(service.map((item) => item['@type'])).toEqual(['Service', 'BreadcrumbList']);
  expect(service[0]).toMatchObject({ name: serviceName('monthly-parking-system'), provider: { '@type': 'Organization', name: 'ParkCloud' } });
  expect(service[1]?.['itemListElement']).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_ORIGIN}/` },
    { '@type': 'ListItem', position: 2, name: contentField('pages/services.md', 'heading'), item: `${SITE_ORIGIN}/services` },
    { '@type': 'ListItem', position: 3, name: serviceName('monthly-parking-system'), item: `${SITE_ORIGIN}/services/monthly-parking-system` },
  ]);

  const career = await types('/career');
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

test("each service page's Service carries an Offer per public plan, as the API priced it at build", async ({ request }) => {
  // The end-to-end build reads GET /services from its sandbox (started first): its plans, without the ones §9
  // hides (trials, status other than 1, amount 0).
  for (const slug of SERVICE_SLUGS) {
    const id = Number(contentField(`services/${slug}.md`, 'serviceId'));
    const plans = (SERVICES.find((service) => service.id === id)?.membership_plan ?? []).filter(
      (plan) => plan.is_trial !== 1 && plan.status === 1 && plan.amount !== 0,
    );
    expect(plans.length, slug).toBeGreaterThan(0);
    const service = jsonLd(await html(request, `/services/${slug}`)).find((item) => item['@type'] === 'Service');
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

test('every nested indexable page carries a BreadcrumbList from the home page; flow pages carry no JSON-LD', async ({ request }) => {
  for (const route of INDEXABLE.filter((candidate) => candidate.path !== '/')) {
    const trail = jsonLd(await html(request, route.path)).find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail, route.path).toBeDefined();
    expect(richResultProblems(trail ?? {}), route.path).toEqual([]);
    const crumbs = trail?.['itemListElement'] as Array<Record<string, unknown>>;
    expect(crumbs[0]?.['item'], route.path).toBe(`${SITE_ORIGIN}/`);
    expect(crumbs.at(-1)?.['item'], route.path).toBe(`${SITE_ORIGIN}${route.path}`);
  }
  for (const path of ['/login', '/thank-you', '/payment']) {
    expect(jsonLd(await html(request, path)), path).toEqual([]);
  }
});

test('/llms.txt says what the company does and links every service, page and job', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
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
  for (const link of links) {
    const path = new URL(link.url).pathname;
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  // The job links point at the listing's heading.
  expect(await html(request, '/career')).toContain(`id="job-${JOB_IDS[0] ?? ''}"`);
});

test('the sitemap gives every page its lastmod', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  for (const sitemapUrl of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')) {
    const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] ?? '';
      expect(lastmod, entry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(lastmod), entry).toBeLessThanOrEqual(Date.now());
    }
  }
});
