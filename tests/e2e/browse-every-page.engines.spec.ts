/**
 * In every engine: each route of [§2](docs/CONTRACT.md#2-routes) loads where it should, with its heading, no console error, no uncaught
 * exception, no unhandled rejection and no CSP violation, and nothing scrolls sideways at 390 or 1280 px.
 * Also: the page guard itself catches each kind of problem in this engine (their reporting differs from one
 * engine to the next, so a guard that sees nothing must be shown to see).
 */
import { engineTest as test, expect, SITE_ROUTES, takeProblems, type Tab } from './fixtures';

// The third-party requests some pages make by design (/testpay's Google Pay): no network here, so they fail.
test.use({ allowedFailedRequests: SITE_ROUTES.flatMap((route) => route.thirdParty ?? []) });

/** The routes in a few groups, one test each: every route once, without a test per route in every engine. */
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, group) => SITE_ROUTES.filter((_route, index) => index % GROUPS === group));

/**
 * What the page is still loading: an island that hydrates now and has not yet, what is aria-busy (the pricing,
 * the trial's products, billing, a select waiting for its countries or services) and every select of a running
 * island without its options.
 * The sweep leaves a page only then, as a visitor would: Firefox logs a request the next navigation cuts
 * off as a failed cross-origin request.
 */
const pending = (tab: Tab) =>
  tab.evaluate(() => {
    const name = (element: Element) =>
      `${element.localName}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''}`;
    if (document.readyState !== 'complete') return [`document ${document.readyState}`];
    // An island is a box of `display: contents`: what it shows is its children's boxes.
    const inView = (island: Element) =>
      [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
      });
    return [
      // An island that hydrates now (on load, or on view and in view) but has not yet: it is about to load its lists.
      ...[...document.querySelectorAll('astro-island[ssr]')]
        .filter((island) => island.getAttribute('client') !== 'visible' || inView(island))
        .map((island) => `waking: ${island.getAttribute('component-export') ?? ''} ${island.getAttribute('component-url') ?? ''}`),
      // Prerendered islands not running yet (below the fold, or in the footer's closed disclosure) wait as they are.
      ...[...document.querySelectorAll('[aria-busy="true"]')]
        .filter((element) => !element.closest('astro-island[ssr]'))
        .map((element) => `busy: ${name(element)}`),
      ...[...document.querySelectorAll<HTMLSelectElement>('astro-island:not([ssr]) select')]
        .filter((select) => select.options.length <= 1)
        .map((select) => `no options: ${name(select)}`),
    ];
  }, null);

/** How wide the document is, against the viewport. */
const documentWidth = (tab: Tab) =>
  tab.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }), null);

test.describe('every page', { tag: '@engines' }, () => {
  for (const [index, routes] of groups.entries()) {
    test(`loads cleanly and fits 390 and 1280 px (group ${index + 1} of ${GROUPS}: ${routes.map((route) => route.path).join(' ')})`, async ({
      tab,
    }) => {
      // A minute a route at most: WebKit on a loaded 2-core machine needs that much.
      test.setTimeout(routes.length * 60_000);
      const wide: string[] = [];
      // Each page is opened at the width the last one ended at and checked at both (one resize a page).
      let widths: [number, number] = [1280, 390];
      for (const route of routes) {
        await tab.goto(route.path);
        await expect.poll(async () => new URL(await tab.url()).pathname, `${route.path} ends at ${route.finalPath}`).toBe(route.finalPath);
        await expect.poll(() => tab.locator('h1').textContent(), `${route.path}'s one h1`).toBe(route.h1);
        await expect.poll(() => pending(tab), `${route.path} has loaded what it shows`).toEqual([]);
        for (const width of widths) {
          await tab.setViewportSize({ width, height: 800 });
          const { page, viewport } = await documentWidth(tab);
          if (page > viewport) wide.push(`${route.path} at ${width} px: ${page} px wide`);
        }
        // A new width can bring an island into view (the footer's form), which then loads its lists: the sweep
        // leaves once they are in, or the next page cuts the request off (WebKit logs it as an access-control error).
        await expect.poll(() => pending(tab), `${route.path} has loaded what the new width shows`).toEqual([]);
        widths = [widths[1], widths[0]];
      }
      expect(wide).toEqual([]);
    });
  }
});

test.describe('the page guard', { tag: '@engines' }, () => {
  test('catches a console error, an uncaught exception, an unhandled rejection and a CSP violation', async ({ tab }) => {
    await tab.goto('/about-us');
    await tab.evaluate(() => {
      console.error('guard check: a console error');
      setTimeout(() => {
        throw new Error('guard check: an uncaught exception');
      });
      void Promise.reject(new Error('guard check: an unhandled rejection'));
      // An image from an origin the policy's img-src does not name.
      const image = document.createElement('img');
      image.src = 'http://127.0.0.2:9/guard-check.png';
      document.body.append(image);
    }, null);
    const seen: string[] = [];
    await expect
      .poll(async () => {
        seen.push(...(await takeProblems(tab)).map((problem) => `${problem.kind}: ${problem.text}`));
        return [
          seen.some((line) => /a console error/.test(line)),
          seen.some((line) => /an uncaught exception/.test(line)),
          seen.some((line) => /an unhandled rejection/.test(line)),
          seen.some((line) => /^csp: .*(img-src|guard-check)/.test(line)),
        ];
      })
      .toEqual([true, true, true, true]);
  });
});
