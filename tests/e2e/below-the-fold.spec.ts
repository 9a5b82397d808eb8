/**
 * The parts below the first screen are drawn only as they near the viewport while the page loads
 * (`content-visibility: auto`, src/styles/global.css), which took most of the style and layout work after the first
 * paint off the main thread (docs/BENCHMARKS.md, "Blocking time"), then one a frame once it has loaded
 * (src/components/below-the-fold.ts). The tests' long landing (tests/fixtures/content/landings/long-page.md) on a
 * phone: its last blocks are not drawn when the page loads, every part is drawn after it, a jump to the last block
 * lands on it, and neither the drawing nor scrolling the page from top to bottom and back moves anything a visitor
 * sees (no layout shift).
 * Chromium only: checkVisibility's `contentVisibilityAuto` is how a page tells a skipped part (Firefox and WebKit
 * draw the same page through the same rule).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PATH = '/long-page';
const PARTS = 'main > section ~ section, body > footer';

test.use({ viewport: { width: 390, height: 800 } });

/** Two frames: what a scroll brought near the viewport is drawn, and the shifts it caused are reported. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

interface Watched {
  /** Whether each section of main was being drawn when the page's load event came. */
  atLoad: boolean[];
  /** Every layout shift without input. */
  shifts: number[];
}

test('the parts below the first screen wait for the load, are drawn after it, and nothing shifts', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'checkVisibility({ contentVisibilityAuto }) tells a skipped section in Chromium');
  await page.addInitScript(() => {
    const watched: Watched = { atLoad: [], shifts: [] };
    (window as unknown as { watched: Watched }).watched = watched;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) watched.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Before the page's own listener: the load is when the drawing of the rest starts.
    window.addEventListener('load', () => {
      watched.atLoad = [...document.querySelectorAll('main > section')].map(
        (section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      );
    });
  });
  const watched = () => page.evaluate(() => (window as unknown as { watched: Watched }).watched);
  await page.goto(PATH);

  const { atLoad } = await watched();
  expect(atLoad.length).toBeGreaterThan(6);
  expect(atLoad[0], 'the first section is drawn').toBe(true);
  expect(atLoad.at(-1), 'the last section waits while the page loads').toBe(false);

  // Then every part is drawn, one a frame.
  await expect
    .poll(() => page.evaluate((parts) => [...document.querySelectorAll(parts)].every((part) => part.hasAttribute('data-drawn')), PARTS))
    .toBe(true);
  const last = page.locator('main > section').last();
  await last.scrollIntoViewIfNeeded();
  await twoFrames(page);
  await expect(last).toBeInViewport();

  for (let top = await page.evaluate(() => window.scrollY); top > 0; top -= 400) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await twoFrames(page);
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 400) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await twoFrames(page);
  }
  expect((await watched()).shifts).toEqual([]);
});
