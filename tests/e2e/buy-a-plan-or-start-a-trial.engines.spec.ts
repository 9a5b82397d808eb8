/**
 * In every engine: a visitor buys a plan (a service page's pricing, the details form, the card on /payment,
 * /thank-you) and starts a trial on /request-trial; /payment opened without an order goes to /request-trial before it
 * loads anything. The payloads, the nonce and where the card never goes are Chromium's (commerce-*.spec.ts); here
 * each flow is done as a visitor would and succeeds.
 */
import type { Page } from '@playwright/test';
import { ADA, engineTest as test, expect, fillTabForm, GRACE, pathOf, tabForm, tabToasts, uniqueEmail, type Engine, type Tab } from './fixtures';

/**
 * What the pages a tab left cut off, as Chromium and Firefox report it (Playwright's page): each report of an
 * integrity failure, the empty body's that the page guard lets pass included (Firefox's report of a module download
 * cut off by the page's departure), and each request that failed, but two that no page can help: its own document,
 * whose last bytes may still be on their way when its head sends it on (Chromium then reports the document's
 * request as aborted), and the stylesheet at the end of the body, which Firefox requests even once a redirect has
 * begun and cancels in the same instant, before any answer and without an error. WebKit reports a cut-off load on
 * its console, which the page guard reads whole.
 */
function watchCutOffs(tab: Tab, engine: Engine): string[] {
  const seen: string[] = [];
  if (engine === 'webkit') return seen;
  const page = tab as unknown as Page;
  const integrity = (text: string) => /integrity/i.test(text);
  page.on('pageerror', (error) => {
    if (integrity(error.message)) seen.push(`pageerror: ${error.message}`);
  });
  page.on('console', (message) => {
    if (integrity(message.text())) seen.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.isNavigationRequest() || request.resourceType() === 'stylesheet') return;
    seen.push(`failed: ${request.url()} (${request.failure()?.errorText ?? ''})`);
  });
  return seen;
}

/**
 * How the form named `name` is laid out: for each heading of a group of fields (a fieldset's legend that shows), the
 * space from its box to the first field's; for each select, its height, its minimum (the text fields' 2.75rem) and
 * the height of a text field of the same form.
 */
const formLayout = (tab: Tab, name: string) =>
  tab.evaluate((label) => {
    const form = [...document.forms].find(
      (element) =>
        element.getAttribute('aria-label') === label ||
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === label,
    );
    const textField = form?.querySelector('input[type="text"], input[type="email"], input[type="tel"]');
    return {
      headings: [...(form?.querySelectorAll('.fieldset > legend:not(.visually-hidden)') ?? [])].map((legend) => ({
        legend: legend.textContent,
        gap: (legend.nextElementSibling?.getBoundingClientRect().top ?? NaN) - legend.getBoundingClientRect().bottom,
      })),
      selects: [...(form?.querySelectorAll('select') ?? [])].map((select) => ({
        name: select.name,
        height: select.getBoundingClientRect().height,
        minimum: parseFloat(getComputedStyle(select).minHeight),
        textField: textField?.getBoundingClientRect().height ?? NaN,
      })),
    };
  }, name);

/** The headings 20 px above their first field (the form's 1rem gap and the legend's own 0.25rem) and each select as tall as a text field's minimum. */
function expectEvenLayout(layout: Awaited<ReturnType<typeof formLayout>>, where: string, legends: readonly string[]) {
  expect(layout.headings.map((heading) => heading.legend)).toEqual(legends);
  for (const { legend, gap } of layout.headings) expect(gap, `${where}: from "${legend}" to its first field`).toBeCloseTo(20, 0);
  expect(layout.selects.map((select) => select.name)).toEqual(['country']);
  for (const select of layout.selects) {
    expect(select.height, `${where}: the ${select.name} select, against the fields' minimum`).toBeCloseTo(select.minimum, 0);
    expect(select.height, `${where}: the ${select.name} select, against a text field`).toBeLessThanOrEqual(select.textField);
  }
}

/** On a service page's pricing, the Starter plan billed monthly: the details form opens. */
async function chooseStarterMonthly(tab: Tab): Promise<void> {
  await tab.goto('/services/monthly-parking-system');
  const pricing = tab.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  // The prerendered controls are disabled until the island runs.
  const choose = pricing.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Choose plan' });
  await expect.poll(() => choose.isEnabled()).toBe(true);
  await pricing.getByRole('radio', { name: 'Monthly' }).check();
  await choose.click();
}

const CARD = { 'Name on card': 'Ada Lovelace', 'Card number': '4111111111111111', 'Expiry date': '1229', CVV: '123', 'Zip code': '07102' };

test.describe('commerce', { tag: '@engines' }, () => {
  test('pricing → the details form → the card on /payment → /thank-you', async ({ tab }) => {
    await chooseStarterMonthly(tab);

    const details = await tabForm(tab, 'Your details');
    await fillTabForm(details, { ...ADA, Email: uniqueEmail('ada') }, ['Country']);
    await details.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await details.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect.poll(() => pathOf(tab)).toBe('/payment');
    const summary = () => tab.getByRole('region', { name: 'Order summary' }).textContent();
    await tabForm(tab, 'Card details');
    await expect.poll(summary).toMatch(/Monthly Parking.*Starter.*Monthly.*\$149\.00.*N\/A.*\$149\.00/s);
    // A reload keeps the order: the page's head, which sends a visitor without one away before anything loads,
    // reads this load as a reload.
    await tab.reload();
    const card = await tabForm(tab, 'Card details');
    await expect.poll(() => pathOf(tab)).toBe('/payment');
    await expect.poll(summary).toMatch(/Monthly Parking.*Starter.*Monthly.*\$149\.00.*N\/A.*\$149\.00/s);
    await fillTabForm(card, CARD);
    await card.getByRole('button', { name: 'Pay $149.00' }).click();

    await expect.poll(() => pathOf(tab)).toBe('/thank-you');
    await expect.poll(() => tab.getByRole('main').getByRole('status').textContent()).toBe('Payment has been done successfully');
    await expect.poll(() => tabToasts(tab).first().textContent()).toBe('Thank YouYour request has been submitted successfully');
  });

  test('/payment and /make-Payment without an order go to /request-trial before their scripts load, cutting nothing off, at 390 and 1280 px', async ({
    tab,
    engine,
  }) => {
    const cutOff = watchCutOffs(tab, engine);
    for (const width of [390, 1280]) {
      await tab.setViewportSize({ width, height: 900 });
      for (const path of ['/payment', '/make-Payment']) {
        await tab.goto(path);
        await expect.poll(() => pathOf(tab), `${path} at ${width} px`).toBe('/request-trial');
        // /request-trial loaded whole (its form hydrated, its products in, the header's code, which starts on load,
        // downloaded), so the next address cuts nothing of it off.
        const form = await tabForm(tab, 'Start your free trial');
        await expect.poll(() => form.getByRole('checkbox', { name: 'Monthly Parking' }).isVisible()).toBe(true);
        await expect
          .poll(() =>
            tab.evaluate(
              () =>
                document.readyState === 'complete' &&
                performance.getEntriesByType('resource').some((entry) => /\/_astro\/header\.[^/]*\.js$/.test(entry.name)),
              null,
            ),
          )
          .toBe(true);
      }
    }
    expect(cutOff, 'downloads the pages that left cut off').toEqual([]);
  });

  test('a free trial with two products ends on /thank-you', async ({ tab }) => {
    await tab.goto('/request-trial');
    const form = await tabForm(tab, 'Start your free trial');
    await expect.poll(() => form.getByRole('checkbox', { name: 'Monthly Parking' }).isVisible()).toBe(true);
    await fillTabForm(form, { ...GRACE, Email: uniqueEmail('grace'), ...CARD, 'Name on card': 'Grace Hopper' }, ['Country']);
    await form.getByRole('checkbox', { name: 'Monthly Parking' }).check();
    await form.getByRole('checkbox', { name: 'Analytics Dashboards' }).check();
    await form.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await form.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect.poll(() => pathOf(tab)).toBe('/thank-you');
    await expect.poll(() => tab.getByRole('main').getByRole('status').textContent()).toBe('Your request for Trial has been submitted successfully');
  });

  test("the trial form's and the plan details form's headings sit 20 px above their first field, and the country select is as tall as a field's minimum, at 390 and 1280 px", async ({
    tab,
  }) => {
    // Measured before: WebKit put each heading 4 px above its first field and drew the select 48 px tall; Chromium
    // and Firefox 20 px and 44 px (the text fields beside it are 45.2 px: a line of text and the padding).
    for (const width of [390, 1280]) {
      await tab.setViewportSize({ width, height: 900 });
      await tab.goto('/request-trial');
      const trial = await tabForm(tab, 'Start your free trial');
      await expect.poll(() => trial.getByRole('checkbox', { name: 'Monthly Parking' }).isVisible()).toBe(true);
      expectEvenLayout(await formLayout(tab, 'Start your free trial'), `/request-trial at ${width} px`, [
        'Choose your services',
        'Your details',
        'Card details',
      ]);

      await chooseStarterMonthly(tab);
      await tabForm(tab, 'Your details');
      expectEvenLayout(await formLayout(tab, 'Your details'), `the plan details at ${width} px`, ['Your details']);
    }
  });

  test("the trial form's legends sit inside their cards at 390 and 1280 px", async ({ tab }) => {
    for (const width of [390, 1280]) {
      await tab.setViewportSize({ width, height: 900 });
      await tab.goto('/request-trial');
      const form = await tabForm(tab, 'Start your free trial');
      await expect.poll(() => form.getByRole('checkbox', { name: 'Monthly Parking' }).isVisible()).toBe(true);
      // Each legend's box against the inside of the card it heads (the nearest ancestor drawn as a card, itself
      // included): below its top border and padding. A legend drawn on a fieldset's border moves the border down to
      // the legend's middle, and the fieldset's box then starts at the legend's top, so the padding is what tells.
      const boxes = await tab.evaluate(
        () =>
          [...document.querySelectorAll('form legend')].map((legend) => {
            const card = legend.closest('.card');
            const inner = legend.getBoundingClientRect();
            const outer = card?.getBoundingClientRect();
            const style = card ? getComputedStyle(card) : null;
            const top = outer && style ? outer.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) : NaN;
            return { legend: legend.textContent, top: inner.top, bottom: inner.bottom, cardTop: top, cardBottom: outer?.bottom ?? NaN };
          }),
        null,
      );
      expect(boxes.map((box) => box.legend)).toEqual(['Choose your services', 'Your details', 'Card details']);
      for (const box of boxes) {
        expect(box.top, `${box.legend} at ${width} px: its top inside its card, below the border and padding`).toBeGreaterThanOrEqual(box.cardTop);
        expect(box.bottom, `${box.legend} at ${width} px`).toBeLessThanOrEqual(box.cardBottom);
      }
    }
  });
});
