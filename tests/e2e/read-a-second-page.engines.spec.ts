/**
 * In every engine: once a visitor has read a page, the service worker answers the next one with its second view
 * (src/lib/second-view/), the page without the first screen's inline stylesheet, linking the cached one instead; and
 * that view is the page to the pixel's box: every element has the same box and the same computed style as in the
 * page's first view. An engine without service workers loads every page whole, which the annotation says.
 */
import { engineTest as test, expect, type Tab } from './fixtures';

/** Each element of the body, in order: its tag, its box and the computed styles that draw it. */
function drawing(tab: Tab): Promise<string[]> {
  return tab.evaluate(() => {
    const drawn = [
      'display',
      'position',
      'color',
      'background-color',
      'background-image',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'margin',
      'padding',
      'border',
      'border-radius',
      'box-shadow',
      'opacity',
      'visibility',
      'transform',
      'outline',
      'text-decoration-line',
    ];
    const round = (value: number) => Math.round(value * 10) / 10;
    // What draws: not the scripts, styles and links the body carries.
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const styles = drawn.map((property) => style.getPropertyValue(property)).join('|');
        return `${element.tagName} ${round(box.x)},${round(box.y)} ${round(box.width)}x${round(box.height)} ${styles}`;
      });
  }, null);
}

/**
 * The page with everything in: read to its end (each island hydrates as it comes into view), its fonts and images
 * loaded, nothing saying it is loading; then back at its top.
 */
async function settled(tab: Tab): Promise<void> {
  await tab.evaluate(async () => {
    if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await document.fonts.ready;
  }, null);
  await expect
    .poll(() =>
      tab.evaluate(
        () =>
          document.querySelector('astro-island[ssr]') !== null ||
          [...document.querySelectorAll<HTMLElement>('p, span, option:checked')].some((element) =>
            /^Loading/.test((element.textContent ?? '').trim()),
          ),
        null,
      ),
    )
    .toBe(false);
  await tab.evaluate(async () => {
    await Promise.all([...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, null);
}

/** How the tab's page was delivered: whether a worker answered it, and whether it links the site stylesheet from its head. */
const delivery = (tab: Tab) =>
  tab.evaluate(
    () => ({
      controlled: Boolean(navigator.serviceWorker?.controller),
      stylesheetInHead: Boolean(document.head.querySelector('link[rel="stylesheet"][href^="/_astro/site."]')),
      inlineRules: Math.max(0, ...[...document.querySelectorAll('style')].map((style) => style.textContent?.length ?? 0)),
    }),
    null,
  );

test.describe('a second page', { tag: '@engines' }, () => {
  for (const path of ['/about-us', '/services/monthly-parking-system', '/contact-us']) {
    test(`${path} comes from its second view once the worker is there, and draws as its first view`, async ({ tab }) => {
      await tab.goto(path);
      if (!(await tab.evaluate(() => 'serviceWorker' in navigator, null))) {
        test.info().annotations.push({ type: 'engine', description: 'No service workers here: every page loads whole.' });
        return;
      }
      await settled(tab);
      expect(await delivery(tab), 'the first view: inline rules, the stylesheet at the end of the body').toMatchObject({
        controlled: false,
        stylesheetInHead: false,
      });
      const first = await drawing(tab);

      // The worker registers once the page is idle and takes the next navigation.
      await expect
        .poll(() => tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none', null), { timeout: 30_000 })
        .toBe('activated');
      await tab.goto(path);
      await settled(tab);
      const second = await delivery(tab);
      expect(second, 'the second view: answered by the worker, the cached stylesheet in its head').toMatchObject({
        controlled: true,
        stylesheetInHead: true,
      });
      expect(second.inlineRules, 'no inline stylesheet but the islands’ one rule').toBeLessThan(100);
      expect(new URL(await tab.url()).pathname, 'the address stays the page’s').toBe(path);
      expect(await drawing(tab)).toEqual(first);
    });
  }
});
