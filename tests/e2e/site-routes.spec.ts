/**
 * Every route of §2 (the table SITE_ROUTES in fixtures/routes.ts): the final URL, exactly one h1 with the
 * heading from content/, and the head every page carries (title, description, canonical, lang).
 * Also the sitemap and robots.txt, and the two pages with specific content (/services, /airport-parking).
 */
import { expect, keepLocal, SERVICE_SLUGS, serviceName, SITE_ROUTES, test } from './fixtures';
import { SITE_ORIGIN } from '../env';

test.describe('every route of §2', () => {
  for (const route of SITE_ROUTES) {
    test.describe(() => {
      test.use({ allowedFailedRequests: route.thirdParty ?? [] });

      test(`${route.path} → ${route.finalPath}`, async ({ page }) => {
        await keepLocal(page);
        await page.goto(route.path);
        await expect(page).toHaveURL((url) => url.pathname === route.finalPath);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(route.h1);

        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page).toHaveTitle(/\S/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim().length ?? 0, 'meta description').toBeGreaterThan(20);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toBe(new URL(route.canonicalPath ?? route.finalPath, SITE_ORIGIN).href);
      });
    });
  }
});

test('flow pages are kept out of search engines; content pages are not; the home title leads with the brand', async ({ request }) => {
  const robotsMeta = async (path: string) => /<meta name="robots" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1] ?? null;
  for (const path of ['/login', '/thank-you', '/forgot-password', '/reset-password/abc', '/payment', '/testpay']) {
    expect(await robotsMeta(path), path).toBe('noindex');
  }
  for (const path of ['/', '/about-us', '/services', '/career', '/services/promotion']) {
    expect(await robotsMeta(path), path).toBeNull();
  }
  const home = await (await request.get('/')).text();
  expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).toMatch(/^ParkCloud – /);
  const about = await (await request.get('/about-us')).text();
  expect(/<title>([^<]*)<\/title>/.exec(about)?.[1]).toMatch(/ \| ParkCloud$/);
});

test('the routes table covers all ten services', () => {
  expect(SITE_ROUTES.filter((route) => route.path.startsWith('/services/'))).toHaveLength(10);
});

test('/services shows What we do and a Read more link to each of the ten services', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we do');
  const main = page.getByRole('main');
  const readMore = main.getByRole('link', { name: /^Read more/ });
  await expect(readMore).toHaveCount(10);
  const hrefs = await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.toSorted()).toEqual(SERVICE_SLUGS.map((slug) => `/services/${slug}`).toSorted());
  // Each card names its service, and its Read more link is described by that name.
  for (const slug of SERVICE_SLUGS) {
    await expect(main.getByRole('heading', { name: serviceName(slug), exact: true })).toBeVisible();
  }
});

test('a Read more link of /services opens that service', async ({ page }) => {
  await page.goto('/services');
  const slug = SERVICE_SLUGS[2];
  await page.locator(`main a[href="/services/${slug}"]`).click();
  await expect(page).toHaveURL(`/services/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceName(slug));
});

test('/airport-parking shows the three steps Find, Reserve, Park in order', async ({ page }) => {
  await page.goto('/airport-parking');
  const steps = page.locator('ol.steps > li').getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Find', 'Reserve', 'Park']);
});

test('the sitemap lists the public pages with absolute URLs and leaves out the flow pages', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemapUrls = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(sitemapUrls.length).toBeGreaterThan(0);

  const pages: string[] = [];
  for (const sitemapUrl of sitemapUrls) {
    expect(sitemapUrl.startsWith(`${SITE_ORIGIN}/`)).toBe(true);
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    expect(sitemap.status()).toBe(200);
    pages.push(...[...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  for (const path of ['/', '/about-us', '/services', '/career', '/airport-parking', ...SERVICE_SLUGS.map((slug) => `/services/${slug}`)]) {
    expect(pages, path).toContain(new URL(path, SITE_ORIGIN).href);
  }
  for (const path of ['/login', '/thank-you', '/payment', '/logout', '/billing', '/404']) {
    expect(pages, path).not.toContain(new URL(path, SITE_ORIGIN).href);
  }
});

test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({ request }) => {
  const response = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap-index.xml`);
});
