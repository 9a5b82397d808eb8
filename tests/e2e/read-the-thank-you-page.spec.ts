/** /thank-you: the message for each navigation state, read once; the default lead otherwise; no layout shift. */
import type { Page } from '@playwright/test';
import { contentField, expect, test } from './fixtures';

const DEFAULT = contentField('pages/thank-you.md', 'lead');
const HEADING = contentField('pages/thank-you.md', 'heading');

const STATES: Array<[string, unknown, string]> = [
  ['contactus', { kind: 'contactus' }, 'Your request has been submitted successfully'],
  ['demo', { kind: 'demo' }, 'Your request has been submitted successfully'],
  ['Trial', { kind: 'Trial' }, 'Your request for Trial has been submitted successfully'],
  [
    'payment',
    { kind: 'payment', serviceId: 3, planId: 302, plan_type: 1, request_trial: 1, services: 'Touchless Parking', amount: 149 },
    'Payment has been done successfully',
  ],
];

/** Leaves navigation state for /thank-you the way the site's navigate() does, then opens the page. */
async function arriveWith(page: Page, state: unknown) {
  await page.goto('/privacy-policy');
  await page.evaluate((value) => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/thank-you', state: value })), state);
  await page.goto('/thank-you');
}

const message = (page: Page) => page.getByRole('main').getByRole('status');
/** Waits until the page's scripts have run (module scripts run before the load event). */
const settled = (page: Page) => page.waitForLoadState('load');

test('visited directly, it shows the default lead under the heading', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(message(page)).toHaveText(DEFAULT);
  await expect(message(page)).toHaveAttribute('aria-live', 'polite');
});

for (const [kind, state, text] of STATES) {
  test(`state ${kind}: "${text}", and a reload shows the default again`, async ({ page }) => {
    await arriveWith(page, state);
    await expect(message(page)).toHaveText(text);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(message(page)).toHaveText(DEFAULT);
  });
}

test('state for another page or of an unknown kind leaves the default', async ({ page }) => {
  await arriveWith(page, { kind: 'something-else' });
  await settled(page);
  await expect(message(page)).toHaveText(DEFAULT);

  await page.evaluate(() => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/payment', state: { kind: 'Trial' } })));
  await page.reload();
  await settled(page);
  await expect(message(page)).toHaveText(DEFAULT);
  // State meant for another page is left for that page.
  expect(await page.evaluate(() => sessionStorage.getItem('navigation-state'))).not.toBeNull();
});

for (const width of [375, 1280]) {
  test(`the text below the message does not move when the message changes (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const below = page.getByRole('main').locator('.prose');
    await page.goto('/thank-you');
    await expect(message(page)).toHaveText(DEFAULT);
    const direct = await below.boundingBox();
    for (const [, state, text] of STATES) {
      await arriveWith(page, state);
      await expect(message(page)).toHaveText(text);
      expect(await below.boundingBox()).toEqual(direct);
    }
  });
}
