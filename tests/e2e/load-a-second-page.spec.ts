/**
 * A visitor's second page is nearly free: after reading the home page, another page transfers at most 35% of what the
 * same page costs from a cold cache, since what pages share (scripts, styles, fonts, drawings) is cached for a
 * year under hashed names and only the page's own HTML, asked again on every view, travels.
 *
 * Bytes on the wire, as Chromium counts them (headers and gzip bodies), until the network is quiet: the same on
 * any machine, so these run in npm test. The figures go to the test's annotations (docs/BENCHMARKS.md keeps them);
 * SHOW_TRANSFERS=1 prints every file each view transferred.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The pages a visitor goes on to from the home page that hold the target today: with the site's stylesheet cached,
 * such a view is the page's HTML alone (and a form page's own scripts). The career page, articles, service pages and
 * customer stories do not yet (36–43%: their HTML alone is 13.4–19.2 KB gzip); they join this list as it shrinks.
 */
const SECOND_PAGES = ['/contact-us', '/about-us', '/services', '/industries/airports'] as const;

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
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    // A file taken from the cache finishes too, with nothing on the wire.
    if (encodedDataLength > 0) requests += 1;
    bytes += encodedDataLength;
    if (process.env['SHOW_TRANSFERS']) console.log(path, urls.get(requestId), encodedDataLength);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { requests, bytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const path of SECOND_PAGES) {
  test(`${path} after the home page transfers at most a third of its cold view`, async ({ page, browser }, testInfo) => {
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
  });
}
