/**
 * A visitor's second page costs its own HTML: after reading the home page, another page transfers its HTML and only
 * the files the home page did not load (its own islands' code, its pictures), since what pages share (scripts, the
 * site stylesheet, fonts, drawings) is cached for a year under hashed names.
 *
 * Bytes on the wire, as Chromium counts them (headers and gzip bodies), until the network is quiet. The same on any
 * machine, so these run in npm test. The figures go to the test's annotations (docs/BENCHMARKS.md keeps them);
 * SHOW_TRANSFERS=1 prints every file each view transferred.
 */
import type { Page } from '@playwright/test';
import { SITE_ORIGIN } from '../env';
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

interface Transfer {
  /** The path of every file of the site that came over the wire (not from the cache), as each finished. */
  readonly files: readonly string[];
  readonly bytes: number;
}

/** What loading `path` in `page` transfers, from the navigation until the network is quiet. */
async function transferOf(page: Page, path: string): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const files: string[] = [];
  let bytes = 0;
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId) ?? '';
    if (process.env['SHOW_TRANSFERS']) console.log(path, url, encodedDataLength);
    // A file taken from the cache finishes too, with nothing on the wire.
    if (encodedDataLength <= 0) return;
    // The site's own files, by path (the API's answers are data, not files a page shares). A request whose start
    // the session did not see (one sent before Network.enable answered) has no address: its bytes still count.
    if (URL.canParse(url) && new URL(url).origin === SITE_ORIGIN) files.push(new URL(url).pathname);
    bytes += encodedDataLength;
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { files, bytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const path of SECOND_PAGES) {
  test(
    `${path} after the home page transfers its HTML and no file the home page loaded`,
    { tag: IN_EVERY_RUN.has(path) ? [] : ['@full'] },
    async ({ page, browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'chromium', "Chromium's own count of bytes on the wire");
      const cold = await transferOf(page, path);

      const { baseURL } = testInfo.project.use;
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      try {
        const warmPage = await context.newPage();
        // The visitor reads the home page to its end (its islands load as they come into view), then goes on.
        const home = await transferOf(warmPage, '/');
        await warmPage.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await warmPage.waitForLoadState('networkidle');
        const loaded = new Set(
          await warmPage.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).origin === location.origin)
              .map((entry) => new URL(entry.name).pathname),
          ),
        );
        for (const file of home.files) loaded.add(file);
        const warm = await transferOf(warmPage, path);
        testInfo.annotations.push({
          type: 'transfer',
          description: `${path}: cold ${cold.files.length} requests, ${kb(cold.bytes)}; after / ${warm.files.length} requests, ${kb(warm.bytes)} (${Math.round((warm.bytes / cold.bytes) * 100)}%)`,
        });
        console.log(testInfo.annotations.at(-1)?.description);
        // Files are listed as they finish: a small image may finish before the page's own document.
        expect(warm.files, 'the page itself, from the network').toContain(path);
        expect(
          warm.files.filter((file) => file !== path && loaded.has(file)),
          'files the home page loaded, transferred again',
        ).toEqual([]);
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
