/**
 * The header: the What We Do menu (a <details> dropdown with an Escape / outside-click script) by
 * keyboard and mouse on wide screens, the same menu inside the mobile navigation popover, and the skip link.
 */
import type { Locator, Page } from '@playwright/test';
import { contentField, expect, SERVICE_SLUGS, serviceName, test, whatWeDoMenu } from './fixtures';

/** The twelve links of What We Do, in order: the ten services, then the two pages with a menuLabel. */
const MENU = [
  ...SERVICE_SLUGS.map((slug) => ({ href: `/services/${slug}`, label: serviceName(slug) })),
  { href: '/software-defined-parcs', label: contentField('pages/software-defined-parcs.md', 'menuLabel') },
  { href: '/airport-parking', label: contentField('pages/airport-parking.md', 'menuLabel') },
];

const menuOf = whatWeDoMenu;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the locator has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

async function expectMenuLinks(links: Locator): Promise<void> {
  await expect(links).toHaveCount(12);
  const found = await links.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), label: a.textContent?.trim() })));
  expect(found.toSorted((a, b) => String(a.href).localeCompare(String(b.href)))).toEqual(MENU.toSorted((a, b) => a.href.localeCompare(b.href)));
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows Who We Are, What We Do, News, Request a Demo and Login', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(nav.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/request-a-demo');
    await expect(nav.getByText('Login', { exact: true })).toBeVisible();
    await expect(menuOf(page).summary).toHaveText('What We Do');
  });

  test('What We Do opens by keyboard, Tab walks its twelve links, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const { details, summary, links } = menuOf(page);
    await expect(links.first()).toBeHidden();

    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expectMenuLinks(links);
    for (const link of await links.all()) await expect(link).toBeVisible();

    for (const link of await links.all()) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    // Escape from a link inside the menu.
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(10)).toBeFocused();
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(links.first()).toBeHidden();
    await expect(summary).toBeFocused();

    // Space toggles it too, and Escape on the summary itself closes it.
    await page.keyboard.press('Space');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
  });

  test('Tab past the last link closes the menu', async ({ page }) => {
    await page.goto('/');
    const { details, summary, links } = menuOf(page);
    await summary.focus();
    await page.keyboard.press('Enter');
    // The menu's last link is Industries we serve, under the twelve.
    await details.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(details).not.toHaveAttribute('open');
  });

  test('a click outside closes the menu; a menu link navigates', async ({ page }) => {
    await page.goto('/');
    const { details, summary, links } = menuOf(page);
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await page.locator('h1').click();
    await expect(details).not.toHaveAttribute('open');

    await summary.click();
    await links.filter({ hasText: MENU[11]?.label ?? '' }).click();
    await expect(page).toHaveURL('/airport-parking');
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Open menu shows the navigation popover; What We Do works inside it; Escape closes', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('#site-nav');
    const { details, summary, links } = menuOf(page);
    await expect(nav).toBeHidden();

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Who We Are' })).toBeVisible();

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expectMenuLinks(links);
    await expect(links.last()).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();

    // The first Escape closes the dropdown and leaves the menu open; the next closes the menu.
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });

  test('the Close menu button closes the popover, and a link inside it navigates', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('#site-nav');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menuOf(page).summary.click();
    await nav.getByRole('link', { name: serviceName('online-reservations'), exact: true }).click();
    await expect(page).toHaveURL('/services/online-reservations');
  });
});

test('the skip link is the first stop and moves focus to main', async ({ page }) => {
  await page.goto('/career');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab continues inside main, not in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
