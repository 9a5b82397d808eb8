/**
 * Accessibility in the states the route scan does not reach: the logged-in header and its menu, the
 * login dialog, the billing table and invoice viewer, and every form showing its validation errors.
 * Also: no page scrolls sideways at 320 px.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations as violations, expect, keepLocal, sessionFor, SITE_ROUTES, test, USERS, useSession } from './fixtures';

test.describe.configure({ timeout: 60_000 });

test.describe('logged in', () => {
  test('the header greeting and open account menu', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.customer));
    await page.goto('/about-us');
    const summary = page.getByRole('banner').locator('summary', { hasText: 'Hi,' });
    await summary.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the billing table and the invoice viewer', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/billing');
    await expect(page.locator('.billing__table tbody tr')).toHaveCount(10);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'View invoice 1001' }).click();
    await expect(page.getByRole('dialog', { name: 'Invoice 1001' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('the login dialog, empty and with its errors', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

/** Forms and how to find their submit button on their page. */
const FORMS: ReadonlyArray<{ name: string; path: string; form: (page: Page) => Locator }> = [
  { name: 'footer demo form', path: '/about-us', form: (page) => page.locator('footer form') },
  { name: 'demo page form', path: '/request-a-demo', form: (page) => page.locator('main form') },
  { name: 'white-label demo form', path: '/whitelabel', form: (page) => page.locator('main form') },
  { name: 'software-defined PARCS demo form', path: '/software-defined-parcs', form: (page) => page.locator('main form') },
  { name: 'contact form', path: '/contact-us', form: (page) => page.locator('main form') },
  { name: 'newsletter', path: '/', form: (page) => page.locator('main form').last() },
  { name: 'forgot password', path: '/forgot-password', form: (page) => page.locator('main form') },
  { name: 'reset password', path: '/reset-password/a11y-token', form: (page) => page.locator('main form') },
  { name: 'create password', path: '/generate-new-password/a11y-token', form: (page) => page.locator('main form') },
  { name: 'trial', path: '/request-trial', form: (page) => page.locator('main form') },
];

test.describe('forms showing their validation errors', () => {
  for (const { name, path, form } of FORMS) {
    test(name, async ({ page }) => {
      await keepLocal(page);
      await page.goto(path);
      const target = form(page);
      await target.scrollIntoViewIfNeeded();
      const submit = target.locator('button[type="submit"]');
      await expect(submit).toBeEnabled({ timeout: 15_000 });
      await submit.click();
      await expect(target.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('the pricing of a service page (issue 13)', () => {
  for (const width of [320, 390, 1280]) {
    test(`Yearly, the recommended plan chosen and the details form with its errors, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await keepLocal(page);
      await page.goto('/services/monthly-parking-system');
      const pricing = page.locator('#pricing');
      await pricing.scrollIntoViewIfNeeded();
      await pricing.getByRole('radio', { name: 'Yearly' }).check({ timeout: 15_000 });
      await pricing.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Choose plan' }).click();
      const form = pricing.getByRole('form', { name: 'Your details' });
      await form.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no route scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await keepLocal(page);
    const wide: string[] = [];
    for (const route of SITE_ROUTES) {
      if (route.thirdParty) continue;
      await page.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname === route.finalPath);
      await page.waitForLoadState('load');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${route.path}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });
});
