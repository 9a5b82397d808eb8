/**
 * Screenshots of every route at 320, 390 and 1280 px in Firefox and WebKit, for changes that must not move a
 * pixel there either (screens.spec.ts takes Chromium's, full-page, logged out and in). WebKit's driver takes
 * the viewport only, so each page is taken as a series of viewports from the top down, in every engine alike.
 *
 *   npm run screens -- --project=firefox --project=webkit --update-snapshots   # the baseline, on the commit before
 *   npm run screens -- --project=firefox --project=webkit                      # after: any change fails
 *
 * The pictures are compared byte for byte (one engine encodes the same pixels the same way); a difference
 * leaves the new picture beside the test's output, to compare with the baseline's by eye. Two differences are the
 * engine's, not the page's: in WebKit the overlay scrollbar's thumb, in the last 7 px on the right, fades after each
 * scroll and is caught at another step of its fade from run to run; in Firefox the sticky header's band differs
 * between two loads of one build.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { engineTest as test, expect, SITE_ROUTES, takeProblems, type Tab } from '../e2e/fixtures';

const WIDTHS = [320, 390, 1280] as const;
const HEIGHT = 900;
const BASELINE = process.env['SCREENS_DIR'] ?? 'node_modules/.cache/screens';

/** Routes whose final page is another route's (the same picture twice) are taken once. */
const ROUTES = SITE_ROUTES.filter((route, index) => SITE_ROUTES.findIndex((other) => other.finalPath === route.finalPath) === index);

test.describe.configure({ timeout: 600_000 });

/** Scrolls through the page so every island comes into view, and waits until nothing says it is loading. */
async function settle(tab: Tab): Promise<void> {
  await tab.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }, null);
  await expect
    .poll(
      () =>
        tab.evaluate(() => {
          const loading = [...document.querySelectorAll<HTMLElement>('p, span, div, select')].filter(
            (element) =>
              element.checkVisibility() &&
              /^Loading/.test(element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.text ?? '') : (element.innerText ?? '').trim()),
          );
          if (loading[0]) loading[0].scrollIntoView({ behavior: 'instant', block: 'center' });
          return loading.length > 0;
        }, null),
      { timeout: 60_000 },
    )
    .toBe(false);
  // Fonts, and the images a scroll started, done. A lazy image beside the view (the home carousel's next slides, off
  // to the right) never starts to load, and its decode() never settles: only the images within the view's width count.
  await tab.evaluate(async () => {
    await document.fonts.ready;
    const started = [...document.images].filter((image) => {
      const { left, right } = image.getBoundingClientRect();
      return image.loading !== 'lazy' || (right > 0 && left < window.innerWidth);
    });
    await Promise.all(started.map((image) => image.decode().catch(() => undefined)));
  }, null);
}

for (const width of WIDTHS) {
  test.describe(`visitor at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT }, allowedFailedRequests: [/^https:\/\//] });

    for (const route of ROUTES) {
      test(`${route.path}`, { tag: '@engines' }, async ({ tab, engine }, testInfo) => {
        test.skip(engine === 'chromium', 'Chromium: screens.spec.ts, full-page');
        await tab.goto(route.path);
        await settle(tab);
        const height = await tab.evaluate(() => document.documentElement.scrollHeight, null);
        const update = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
        const changed: string[] = [];
        for (let index = 0, top = 0; top < height; index += 1, top += HEIGHT) {
          await tab.evaluate(async (y) => {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }, top);
          const name = `${engine}/visitor-${width}${route.path.replace(/\//g, '_') || '_'}-${index}.png`;
          const taken = testInfo.outputPath(name);
          await mkdir(dirname(taken), { recursive: true });
          await tab.screenshot({ path: taken });
          // Playwright readies a Firefox page for a picture with a <style> of its own, which the page's policy refuses
          // (as it should): that refusal is the picture's, not the page's. Anything else still fails the test.
          const problems = await takeProblems(tab);
          expect(problems.filter((problem) => !(engine === 'firefox' && /style-src-elem/.test(problem.text)))).toEqual([]);
          const baseline = join(BASELINE, name);
          if (update) {
            await mkdir(dirname(baseline), { recursive: true });
            await writeFile(baseline, await readFile(taken));
            continue;
          }
          const before = await readFile(baseline).catch(() => undefined);
          if (!before || !before.equals(await readFile(taken))) changed.push(`${name} (now ${taken}, before ${baseline})`);
        }
        expect(changed, 'pictures that differ from the baseline').toEqual([]);
      });
    }
  });
}
