/**
 * Every page's first screen is drawn from its inline styles alone: held back, the stylesheet the page links at the
 * end of its body (src/build/critical-css.ts) changes no pixel of the first 900 px at 320, 390 or 1280 px once it
 * arrives, logged out and logged in, so nothing shifts and nothing visible is restyled (npm test: a visitor at 390 px
 * on one page of each layout; npm run test:full: every page at every width).
 */
import { writeFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { expect, keepLocal, SERVICE_SLUGS, SITE_ROUTES, test, untilStill } from './fixtures';

const WIDTHS = [320, 390, 1280] as const;
const DEFERRED = /\/_astro\/style\.[\w-]+\.css$/;
const ROUTES = SITE_ROUTES.filter((route, index) => SITE_ROUTES.findIndex((other) => other.finalPath === route.finalPath) === index);

/**
 * What npm test's visitor at 390 px takes: one page of each kind of first screen (the home page's hero, a prose
 * page, a service's, an article's, a form's, an answer's); test:full takes every page at every width.
 */
const SAMPLED_PATHS = new Set([
  '/',
  '/about-us',
  `/services/${SERVICE_SLUGS[0]}`,
  '/resources/parcs-upgrade-or-touchless',
  '/contact-us',
  '/thank-you',
]);
const SAMPLED = ROUTES.filter((route) => SAMPLED_PATHS.has(route.finalPath));

test.describe.configure({ timeout: 300_000 });

/**
 * The first screen as drawn, once its images are decoded and nothing moves. Through Chromium's own capture: Playwright's screenshot
 * waits for document.fonts.ready, which waits for the held stylesheet too (the site's fonts are the system's).
 */
async function screen(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  // Pixels read at rest: a stylesheet that arrives may start a transition (a button's colours easing to its own).
  await untilStill(page);
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  await cdp.detach();
  return Buffer.from(data, 'base64');
}

for (const state of ['visitor', 'customer'] as const) {
  for (const width of WIDTHS) {
    // npm test takes a visitor at 390 px on one page of each layout; test:full every page at every width, logged out and in.
    const sampled = state === 'visitor' && width === 390;
    test.describe(`${state} at ${width} px`, () => {
      // Without scripts: the deferred ones (islands, filters, focus) run only once parsing ends, which the pending
      // stylesheet holds, so what they change would come with it. A logged-in visitor's page is marked as its head
      // script marks it before the first paint.
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false, allowedFailedRequests: [/^https:\/\//] });

      for (const route of ROUTES) {
        const tag = sampled && SAMPLED.includes(route) ? '' : ' @full';
        test(`${route.path}: the first screen needs only the inline styles${tag}`, async ({ page }) => {
          await keepLocal(page);
          if (state === 'customer')
            await page.route(
              (url) => url.pathname === route.finalPath,
              async (document: Route) => {
                const response = await document.fetch();
                await document.fulfill({ response, body: (await response.text()).replace('<html lang="en"', '<html lang="en" data-session="in"') });
              },
            );
          let release: () => void = () => undefined;
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route(DEFERRED, async (route: Route) => {
            await held;
            await route.continue();
          });
          // The page is drawn once the parser has reached the stylesheet's link.
          await page.goto(route.finalPath, { waitUntil: 'commit' });
          await expect(page.locator('link[href*="/_astro/style."]')).toHaveCount(1);
          const before = await screen(page);
          release();
          await page.waitForLoadState('load');
          await page.waitForTimeout(300);
          const after = await screen(page);
          if (!before.equals(after)) {
            await writeFile(test.info().outputPath('without-the-stylesheet.png'), before);
            await writeFile(test.info().outputPath('with-it.png'), after);
          }
          expect(before.equals(after), `${route.path} at ${width} px (${state}) changes when its stylesheet arrives`).toBe(true);
        });
      }
    });
  }
}
