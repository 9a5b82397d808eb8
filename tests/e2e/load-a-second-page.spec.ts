/**
 * A visitor's second page is nearly free: after reading the home page, another page transfers at most 35% of what the
 * same page costs from a cold cache, since what pages share (scripts, styles, fonts, drawings) is cached for a
 * year under hashed names, and the service worker answers with the page's second view (src/lib/second-view/): its
 * HTML without the first screen's inline stylesheet, which the visitor has as a file.
 *
 * Bytes on the wire, as Chromium counts them (headers and gzip bodies), until the network is quiet: the page's own
 * requests and the service worker's (the view it fetches, its script when the browser checks it for an update). The
 * same on any machine, so these run in npm test. The figures go to the test's annotations (docs/BENCHMARKS.md keeps
 * them); SHOW_TRANSFERS=1 prints every file each view transferred.
 */
import type { Page, Request } from '@playwright/test';
import { deliveryType, expect, sessionFor, test, useSession, USERS, watchFetchAhead } from './fixtures';

/** The pages a visitor goes on to from the home page: a form page, content pages, service pages with and without the payback estimate. */
const SECOND_PAGES = [
  '/contact-us',
  '/about-us',
  '/services',
  '/industries/airports',
  '/customers/harbor-point-garages',
  '/industries',
  '/customers',
  '/our-team',
  '/resources',
  '/career',
  '/resources/parcs-upgrade-or-touchless',
  '/integrations',
  '/services/analytics-system',
  '/services/monthly-parking-system',
  '/services/touchless-parking-system',
] as const;

/** npm test takes a form page and a content page; test:full every page above (the same measure, the same build). */
const IN_EVERY_RUN = new Set<string>(['/contact-us', '/services/touchless-parking-system']);

/** The most a second page may transfer, against its cold view. */
const MOST = 0.35;

interface Transfer {
  readonly requests: number;
  readonly bytes: number;
}

/** What loading `path` in `page` transfers, from the navigation until the network is quiet. */
async function transferOf(page: Page, path: string): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let requests = 0;
  let bytes = 0;
  const count = (url: string | undefined, length: number) => {
    // A file taken from the cache (the browser's or the worker's) finishes too, with nothing on the wire.
    if (length > 0) requests += 1;
    bytes += Math.max(length, 0);
    if (process.env['SHOW_TRANSFERS']) console.log(path, url, length);
  };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => count(urls.get(requestId), encodedDataLength));
  // The service worker's own requests are not the page's: Playwright reports them on the context, with their sizes.
  const fromWorker = (request: Request) => {
    if (!request.serviceWorker()) return;
    void request.sizes().then(
      (sizes) => count(`(worker) ${request.url()}`, sizes.responseHeadersSize + sizes.responseBodySize),
      () => undefined,
    );
  };
  page.context().on('requestfinished', fromWorker);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.context().off('requestfinished', fromWorker);
  await cdp.detach();
  return { requests, bytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const path of SECOND_PAGES) {
  test(
    `${path} after the home page transfers at most a third of its cold view`,
    { tag: IN_EVERY_RUN.has(path) ? [] : ['@full'] },
    async ({ page, browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'chromium', "Chromium's own count of bytes on the wire");
      const cold = await transferOf(page, path);

      const { baseURL } = testInfo.project.use;
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      try {
        const warmPage = await context.newPage();
        // The visitor reads the home page to its end (its islands load as they come into view), then goes on.
        await warmPage.goto('/');
        await warmPage.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await warmPage.waitForLoadState('networkidle');
        const warm = await transferOf(warmPage, path);
        testInfo.annotations.push({
          type: 'transfer',
          description: `${path}: cold ${cold.requests} requests, ${kb(cold.bytes)}; after / ${warm.requests} requests, ${kb(warm.bytes)} (${Math.round((warm.bytes / cold.bytes) * 100)}%)`,
        });
        console.log(testInfo.annotations.at(-1)?.description);
        expect(warm.bytes / cold.bytes).toBeLessThanOrEqual(MOST);
      } finally {
        await context.close();
      }
    },
  );
}

/** Speculation rules are Chromium's: Firefox and WebKit ignore them and load a page when it is followed. */
const CHROMIUM_ONLY = 'speculation rules: Firefox and WebKit ignore them';

/**
 * The visitor points at the footer's Contact Us link, Chromium fetches that page ahead (that page alone: the rules
 * wait for the pointer, 'moderate', they do not fetch every link of the page), and the click opens what was fetched.
 */
async function openContactUsFetchedAhead(page: Page, ahead: Awaited<ReturnType<typeof watchFetchAhead>>): Promise<void> {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).first();
  await link.hover();
  await expect
    .poll(() => ahead.fetched(), { message: "the hovered link's page, fetched ahead with Sec-Purpose: prefetch" })
    .toEqual([{ path: '/contact-us', purpose: 'prefetch', status: 200 }]);
  await link.click();
  await page.waitForURL('/contact-us');
  expect(await deliveryType(page), 'the page shown is the one fetched ahead').toBe('navigational-prefetch');
}

test('a page the visitor points at is fetched ahead, and opens from what was fetched', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', CHROMIUM_ONLY);
  const ahead = await watchFetchAhead(page);
  await page.goto('/about-us');
  await openContactUsFetchedAhead(page, ahead);
});

// test:full only: npm test keeps the fetch ahead above, and its 8 minutes are nearly full.
test(
  'with the service worker in control, the page pointed at is fetched ahead as its second view, and opens from it',
  { tag: '@full' },
  async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium', CHROMIUM_ONLY);
    await page.goto('/about-us');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 30_000 })
      .toBe('activated');
    const ahead = await watchFetchAhead(page);
    await page.goto('/career');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the worker answers this page').toBe(true);
    await openContactUsFetchedAhead(page, ahead);
    expect(await page.evaluate(() => Boolean(document.head.querySelector('link[rel="stylesheet"][href^="/_astro/site."]'))), 'its second view').toBe(
      true,
    );
  },
);

test('neither the editor nor a logout link is ever fetched ahead', async ({ page, request, browserName }) => {
  test.skip(browserName !== 'chromium', CHROMIUM_ONLY);
  await useSession(page, await sessionFor(request, USERS.customer));
  const ahead = await watchFetchAhead(page);
  // The create-password page warns a logged-in visitor with a link to /logout; the account menu has /log-out.
  await page.goto('/generate-new-password/tok-ahead');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  const header = page.getByRole('banner');
  await header.locator('summary', { hasText: 'Hi, Casey Customer' }).click();
  await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
  // No page links to the editor: links to it are added, with one to a page the rules do fetch ahead, to know when
  // Chromium has read them.
  await main.evaluate((element) => {
    for (const href of ['/admin', '/admin/', '/thank-you']) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      element.prepend(link);
    }
  });
  await expect
    .poll(() => ahead.candidates(), { message: 'the links Chromium may fetch ahead, the open menu and the added link among them' })
    .toEqual(expect.arrayContaining(['/billing', '/thank-you']));
  expect(ahead.candidates().filter((path) => ['/logout', '/log-out', '/admin', '/admin/'].includes(path))).toEqual([]);
});
