/**
 * In every engine: on a page with a demo form of its own (the tests' landing of every block,
 * tests/fixtures/content/landings/every-block.md), the hero's Request a Demo leads to that form on the page, by
 * click or by Enter, and the form, its block's service chosen, has the focus in its first field once it runs; a
 * visit to the form's address (a QR code's) does the same, and a plain visit leaves the focus alone. On a page
 * without one (no-demo-form.md), Request a Demo leads to /request-a-demo.
 */
import { contentData, engineTest as test, expect, pathOf, type Tab } from './fixtures';

const WITH_FORM = '/every-block';
const WITHOUT_FORM = '/no-demo-form';
const BLOCKS = contentData('landings/every-block.md')['blocks'] as Array<{ type: string; heading?: string }>;
const DEMO_HEADING = BLOCKS.find((block) => block.type === 'demo')?.heading ?? '';
/** The demo form's heading id: the same on every page, whatever the blocks' order (a QR code's link keeps working). */
const DEMO_ID = 'request-a-demo';
/** The block's service, Permit Parking (tests/fixtures' every-block.md names permit-parking-system). */
const SERVICE = 'Permit Parking';
/** What focusIn says when the focus is in the demo form's first field. */
const FIRST_FIELD = "Name, the form's first field";

/** The hero's one main button. */
const heroAction = (tab: Tab) => tab.locator('.page-hero').getByRole('link', { name: 'Request a Demo', exact: true });

/** Where the focus is: the label of the focused control, and whether it is the first field of the region named `heading`. */
const focusIn = (tab: Tab, heading: string) =>
  tab.evaluate((name) => {
    const region = [...document.querySelectorAll('section[aria-labelledby]')].find(
      (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === name,
    );
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing';
    const label = active instanceof HTMLInputElement ? (active.labels?.[0]?.textContent ?? '').replace(/\s*\*$/, '').trim() : active.localName;
    return active === region?.querySelector('form input') ? `${label}, the form's first field` : label;
  }, heading);

/**
 * Where the scroll came to rest: the top of the element `id` in the viewport, once the page has not scrolled for
 * 100 ms (null while it scrolls).
 */
const restingTop = (tab: Tab, id: string) =>
  tab.evaluate(
    (target) =>
      new Promise<number | null>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y ? Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1) : null), 100);
      }),
    id,
  );

/** The option the form's Service select shows. */
const chosenService = (tab: Tab) =>
  tab.evaluate(() => document.querySelector<HTMLSelectElement>('.service-demo select[name="service"]')?.selectedOptions[0]?.text ?? '', null);

test.describe('Request a Demo on a landing page', { tag: '@engines' }, () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
  ])
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('leads to the page’s own demo form, its service chosen and its first field focused', async ({ tab }) => {
        await tab.goto(WITH_FORM);
        // A link within the page, so it leads there without a script too.
        expect(await heroAction(tab).getAttribute('href')).toBe(`#${DEMO_ID}`);
        // At once, while the parts of the page below its first screen still have their guessed heights.
        await heroAction(tab).click();
        await expect.poll(async () => `${await pathOf(tab)}${new URL(await tab.url()).hash}`).toBe(`${WITH_FORM}#${DEMO_ID}`);
        // The form's heading where the scroll rests: under the sticky header (global.css's scroll-padding-top), on screen.
        // Read once the scroll rests (a null reading is a scroll still moving: the island's focus may move it again).
        await expect.poll(() => restingTop(tab, DEMO_ID)).toBeGreaterThan(0);
        await expect.poll(async () => (await restingTop(tab, DEMO_ID)) ?? Infinity).toBeLessThan(viewport.height / 3);
        await expect.poll(() => focusIn(tab, DEMO_HEADING)).toBe(FIRST_FIELD);
        await expect.poll(() => chosenService(tab)).toBe(SERVICE);
        // Followed again, the form running: with the address already there (no hashchange), and from the page's top.
        for (const address of ['already there', 'the top']) {
          await tab.evaluate((top) => {
            if (top) history.replaceState(null, '', location.pathname);
            (document.activeElement as HTMLElement | null)?.blur();
            window.scrollTo({ top: 0, behavior: 'instant' });
          }, address === 'the top');
          await heroAction(tab).click();
          await expect.poll(() => focusIn(tab, DEMO_HEADING), address).toBe(FIRST_FIELD);
          await expect.poll(() => restingTop(tab, DEMO_ID), address).toBeGreaterThan(0);
          await expect.poll(async () => (await restingTop(tab, DEMO_ID)) ?? Infinity, address).toBeLessThan(viewport.height / 3);
        }
        // The call to action of the page that is not a demo keeps its page.
        expect(await tab.getByRole('main').getByRole('link', { name: 'Start a free trial', exact: true }).getAttribute('href')).toBe(
          '/request-trial',
        );
      });
    });

  test('by keyboard: Enter on the hero’s button does the same', async ({ tab }) => {
    await tab.goto(WITH_FORM);
    await heroAction(tab).press('Enter');
    await expect.poll(() => focusIn(tab, DEMO_HEADING)).toBe(FIRST_FIELD);
    await expect.poll(() => chosenService(tab)).toBe(SERVICE);
    expect(await pathOf(tab)).toBe(WITH_FORM);
  });

  test('a visit to the form’s address focuses its first field; a plain visit leaves the focus alone', async ({ tab }) => {
    await tab.goto(`${WITH_FORM}#${DEMO_ID}`);
    await expect.poll(() => focusIn(tab, DEMO_HEADING)).toBe(FIRST_FIELD);

    await tab.goto(WITH_FORM);
    const form = tab.getByRole('region', { name: DEMO_HEADING }).locator('form');
    await form.scrollIntoViewIfNeeded();
    // The service is chosen after the island's effects have run, the focus's among them.
    await expect.poll(() => chosenService(tab)).toBe(SERVICE);
    expect(await focusIn(tab, DEMO_HEADING)).toBe('nothing');
  });

  test('on a page without a demo form, leads to /request-a-demo', async ({ tab }) => {
    await tab.goto(WITHOUT_FORM);
    expect(await heroAction(tab).getAttribute('href')).toBe('/request-a-demo');
    const callToAction = tab.getByRole('region', { name: 'See it with your own lots' });
    expect(await callToAction.getByRole('link', { name: 'Request a Demo', exact: true }).getAttribute('href')).toBe('/request-a-demo');
    await heroAction(tab).click();
    await expect.poll(() => pathOf(tab)).toBe('/request-a-demo');
  });
});
