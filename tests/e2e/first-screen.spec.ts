/**
 * Every page's first screen is drawn from its inline styles alone: held back, the stylesheet the page links at the
 * end of its body (src/build/critical-css.ts) changes no pixel of the first 900 px at 320, 390 or 1280 px once it
 * arrives, logged out and logged in, so nothing shifts and nothing visible is restyled (npm test: a visitor at 390 px;
 * npm run test:full: all of them).
 */
import type { Page, Route } from '@playwright/test';
import { expect, keepLocal, SITE_ROUTES, sessionFor, test, USERS, useSession } from './fixtures';

const WIDTHS = [320, 390, 1280] as const;
const DEFERRED = /\/_astro\/page\.[\w-]+\.css$/;
const ROUTES = SITE_ROUTES.filter((route, index) => SITE_ROUTES.findIndex((other) => other.finalPath === route.finalPath) === index);

test.describe.configure({ timeout: 300_000 });

/** The first screen, once fonts, images and the islands in view are done. */
async function firstScreen(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('astro-island[ssr]')].some(
          (island) => island.getBoundingClientRect().top < innerHeight && island.checkVisibility(),
        ),
      ),
    )
    .toBe(false);
  await page.waitForTimeout(300);
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

for (const state of ['visitor', 'customer'] as const) {
  for (const width of WIDTHS) {
    // npm test takes a visitor at 390 px; test:full every width, logged out and in.
    const tag = state === 'visitor' && width === 390 ? '' : ' @full';
    test.describe(`${state} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, allowedFailedRequests: [/^https:\/\//] });

      for (const route of ROUTES) {
        test(`${route.path}: the first screen needs only the inline styles${tag}`, async ({ page, request }) => {
          await keepLocal(page);
          if (state === 'customer') await useSession(page, await sessionFor(request, USERS.customer));
          let release: () => void = () => undefined;
          const held = new Promise<void>((resolve) => (release = resolve));
          let deferred = false;
          await page.route(DEFERRED, async (route: Route) => {
            deferred = true;
            await held;
            await route.continue();
          });
          await page.goto(route.path, { waitUntil: 'domcontentloaded' });
          const before = await firstScreen(page);
          release();
          if (deferred) await page.waitForFunction(() => [...document.styleSheets].some((sheet) => /\/page\.[\w-]+\.css$/.test(sheet.href ?? '')));
          const after = await firstScreen(page);
          if (!before.equals(after)) {
            await test.info().attach('without the stylesheet', { body: before, contentType: 'image/png' });
            await test.info().attach('with it', { body: after, contentType: 'image/png' });
          }
          expect(before.equals(after), `${route.path} at ${width} px (${state}) changes when its stylesheet arrives`).toBe(true);
        });
      }
    });
  }
}
