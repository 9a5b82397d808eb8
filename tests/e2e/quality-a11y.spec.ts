/**
 * Accessibility in the states the route scan does not reach: the logged-in header and its menu, the
 * login dialog, the billing table and invoice viewer, and every form showing its validation errors.
 * Also: no page scrolls sideways, logged out or in, at 320, 390 and 1280 px.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations as violations, expect, holdOrder, keepLocal, sessionFor, SITE_ROUTES, test, USERS, useSession } from './fixtures';

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

/**
 * Nothing scrolls sideways: every route, logged out and logged in, on a small phone, a phone and a laptop.
 * Logged in, /billing shows its rows (its View and Download buttons and their hidden invoice names) and
 * /payment holds an order (its card fields and their hidden legend): the states where hidden text once
 * widened the page.
 */
const WIDTHS = [320, 390, 1280] as const;

/** Opens `path`, logged in with an order held for the payment pages. */
async function open(page: Page, path: string, loggedIn: boolean): Promise<void> {
  if (loggedIn && (path === '/payment' || path === '/make-Payment')) await holdOrder(page, path);
  await page.goto(path);
}

/** How wide the open page is once it has loaded, with its rows or its order shown when logged in. */
async function pageWidth(page: Page, path: string, loggedIn: boolean): Promise<number> {
  await page.waitForLoadState('load');
  if (loggedIn && path === '/billing') await expect(page.locator('.billing__table tbody tr')).toHaveCount(10, { timeout: 15_000 });
  if (loggedIn && (path === '/payment' || path === '/make-Payment'))
    await expect(page.getByRole('form', { name: 'Card details' }).getByLabel(/^Card number/)).toBeVisible({ timeout: 15_000 });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no route scrolls sideways for a visitor', async ({ page }) => {
      test.setTimeout(180_000);
      await keepLocal(page);
      const wide: string[] = [];
      for (const route of SITE_ROUTES) {
        if (route.thirdParty) continue;
        await open(page, route.path, false);
        await expect(page).toHaveURL((url) => url.pathname === route.finalPath);
        const scrollWidth = await pageWidth(page, route.path, false);
        if (scrollWidth > width) wide.push(`${route.path}: ${scrollWidth}px`);
      }
      expect(wide).toEqual([]);
    });

    test('no route scrolls sideways logged in, /billing with its rows and /payment with an order', async ({ page, request }) => {
      test.setTimeout(180_000);
      await keepLocal(page);
      await useSession(page, await sessionFor(request, USERS.partner));
      await page.goto('/about-us');
      const wide: string[] = [];
      // The logout pages end the session: they come last.
      const routes = [
        ...SITE_ROUTES.filter((route) => !route.thirdParty && !/^\/log-?out$/.test(route.path)),
        ...SITE_ROUTES.filter((route) => /^\/log-?out$/.test(route.path)),
      ];
      for (const route of routes) {
        await open(page, route.path, true);
        const scrollWidth = await pageWidth(page, route.path, true);
        if (scrollWidth > width) wide.push(`${route.path}: ${scrollWidth}px`);
      }
      expect(wide).toEqual([]);
    });
  });
}
