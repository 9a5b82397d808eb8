/**
 * /thank-you's next steps by state (issue 14): under §8's message each state says what happens next —
 * after a trial when it ends (15 days, New York's calendar) and how to log in, after a payment what was
 * bought and for how much — and nothing moves when they appear. No state is promised "one business day".
 */
import type { Page } from '@playwright/test';
import { axeViolations, contentField, expect, test } from './fixtures';

const DEFAULT = contentField('pages/thank-you.md', 'lead');
const PAYMENT = {
  kind: 'payment',
  serviceId: 3,
  planId: 304,
  plan_type: 2,
  request_trial: 1,
  services: 'Touchless Self Parking',
  amount: 8990,
  planName: 'Enterprise',
};

async function arriveWith(page: Page, state: unknown) {
  await page.goto('/privacy-policy');
  await page.evaluate((value) => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/thank-you', state: value })), state);
  await page.goto('/thank-you');
}

const main = (page: Page) => page.getByRole('main');

/** The day 15 days after today on New York's calendar, as the page writes it. */
function trialEnd(now: Date): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 15)));
}

test('after a trial: when it ends, in New York time, and how to log in', async ({ page }) => {
  await arriveWith(page, { kind: 'Trial' });
  await expect(main(page).getByRole('status')).toHaveText('Your request for Trial has been submitted successfully');
  const end = trialEnd(new Date());
  await expect(main(page)).toContainText(`Your 15-day free trial ends on ${end} (New York time).`);
  await expect(main(page)).toContainText('To log in, create your password from the link we are emailing you');
  await expect(main(page)).not.toContainText('one business day');
});

test('after a payment: what was bought and for how much', async ({ page }) => {
  await arriveWith(page, PAYMENT);
  await expect(main(page).getByRole('status')).toHaveText('Payment has been done successfully');
  const summary = main(page).locator('dl:visible');
  await expect(summary.locator('dt')).toHaveText(['Service', 'Plan', 'Amount paid']);
  await expect(summary.locator('dd')).toHaveText(['Touchless Self Parking', 'Enterprise, billed yearly', '$8,990.00']);
  await expect(main(page)).toContainText('your Billing page lists this payment with its invoice');
  await expect(main(page)).not.toContainText('one business day');
});

test('a payment state without its details shows the steps without a summary', async ({ page }) => {
  await arriveWith(page, { kind: 'payment' });
  await expect(main(page).getByRole('status')).toHaveText('Payment has been done successfully');
  await expect(main(page).locator('dl:visible')).toHaveCount(0);
  await expect(main(page)).toContainText('your Billing page lists this payment');
});

test('after a demo request or a message: their own next steps; directly: the default', async ({ page }) => {
  await arriveWith(page, { kind: 'demo' });
  await expect(main(page)).toContainText('A product specialist will contact you to find a time for your demo');
  await expect(main(page).getByRole('link', { name: 'what each service does' })).toHaveAttribute('href', '/services');
  await arriveWith(page, { kind: 'contactus' });
  await expect(main(page)).toContainText('A member of our team will read your message');
  await expect(main(page).getByRole('link', { name: 'sales@parkcloud.example' })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('status')).toHaveText(DEFAULT);
  await expect(main(page)).toContainText('If you sent us a request, we will reply');
  // Exactly one set of steps is seen (the layout copies are invisible and out of the accessibility tree).
  await expect(main(page).getByRole('link', { name: 'sales@parkcloud.example' })).toHaveCount(1);
});

for (const width of [390, 1280]) {
  test(`nothing moves when the steps appear, and no axe violations (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const below = main(page).locator('.prose');
    await page.goto('/thank-you');
    await expect(main(page).getByRole('status')).toHaveText(DEFAULT);
    const direct = await below.boundingBox();
    for (const state of [
      { kind: 'contactus' },
      { kind: 'demo' },
      { kind: 'Trial' },
      PAYMENT,
      { ...PAYMENT, services: 'Parking Inventory Management', planName: 'Professional' },
    ]) {
      await arriveWith(page, state);
      await expect(main(page).getByRole('status')).not.toHaveText(DEFAULT);
      expect(await below.boundingBox()).toEqual(direct);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
