/**
 * Screenshots of every route at 320, 390 and 1280 px, logged out and logged in (a customer, with /billing's rows
 * and a /payment order), for refactors that must not change a pixel. Not part of `npm test`: a refactor
 * runs `npm run screens -- --update-snapshots` on the commit before it (the baseline) and `npm run screens`
 * after it; any difference fails with the diff images in test-results/.
 *
 * The baseline lives outside the repository (SCREENS_DIR, by default node_modules/.cache/screens), since
 * pictures depend on the machine's fonts.
 */
import { drawEveryPart, expect, keepLocal, SITE_ROUTES, sessionFor, test, USERS, useSession, holdOrder } from '../e2e/fixtures';

const WIDTHS = [320, 390, 1280] as const;
const STATES = ['visitor', 'customer'] as const;

/** Routes whose final page is another route's (the same picture twice) are taken once. */
const ROUTES = SITE_ROUTES.filter(
  (route, index) => SITE_ROUTES.findIndex((other) => other.finalPath === route.finalPath) === index || route.path === '/billing',
);

// Full-page pictures of long pages take a while on a busy machine; there is no hurry here.
test.describe.configure({ timeout: 180_000 });

for (const state of STATES) {
  for (const width of WIDTHS) {
    test.describe(`${state} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, allowedFailedRequests: [/^https:\/\//] });

      for (const route of ROUTES) {
        test(route.path, async ({ page, request }) => {
          await keepLocal(page);
          if (state === 'customer') await useSession(page, await sessionFor(request, USERS.customer));
          if (route.path === '/payment') {
            await page.goto('/about-us');
            await holdOrder(page);
          }
          await page.goto(route.path);
          // Islands hydrate as they come into view: bring every part into view, then wait for what they load.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 400) {
              window.scrollTo({ top: y, behavior: 'instant' });
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 500));
            window.scrollTo({ top: 0, behavior: 'instant' });
          });
          await page.waitForLoadState('networkidle');
          // Nothing still says it is loading (a closed disclosure's island sleeps, and may): what does is
          // brought into view again, for an island that missed its first chance to hydrate.
          await expect
            .poll(
              () =>
                page.evaluate(() => {
                  const loading = [...document.querySelectorAll<HTMLElement>('p, span, div, select')].filter(
                    (element) =>
                      element.checkVisibility() &&
                      /^Loading/.test(
                        element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.text ?? '') : (element.innerText ?? '').trim(),
                      ),
                  );
                  if (loading[0]) loading[0].scrollIntoView({ behavior: 'instant', block: 'center' });
                  else window.scrollTo({ top: 0, behavior: 'instant' });
                  return loading.length > 0;
                }),
              { timeout: 30_000 },
            )
            .toBe(false);
          if (state === 'customer' && route.path === '/billing') await expect(page.getByRole('table')).toBeVisible();
          await drawEveryPart(page);
          await expect(page).toHaveScreenshot(`${state}-${width}${route.path.replace(/\//g, '_') || '_'}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixels: 0,
            timeout: 90_000,
          });
        });
      }
    });
  }
}
