/**
 * The header: its entries and the little script a content page loads, the skip link, the What We Do menu (a
 * <details> dropdown with an Escape / outside-click script) by keyboard and by pointer, the same menu inside
 * the phone's navigation popover, and for a logged-in user the greeting and the account menu (Dashboard,
 * Billing, Logout), right from the first frame.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../env';
import { contentField, expect, SERVICE_SLUGS, serviceName, sessionFor, test, USERS, useSession, whatWeDoMenu } from './fixtures';

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

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows its five entries with little script and no React; the skip link comes first', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    const measure = (response: Response) => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => body.length));
    };
    page.on('response', measure);
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(nav.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/request-a-demo');
    await expect(nav.getByText('Login', { exact: true })).toBeVisible();
    await expect(menuOf(page).summary).toHaveText('What We Do');
    // A content page: React alone is over 150 KB; the header's session script and its helpers are a few KB.
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThan(20_000);
    // Only this page's scripts: a body asked for on the next page may still be on its way when the test ends.
    page.off('response', measure);

    // The skip link: the first stop, in view, and it moves focus to main, where the next Tab continues.
    await page.goto('/career');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('What We Do opens and closes by keyboard and by pointer', async ({ page }) => {
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

    // Tab past the last link closes the menu.
    await summary.focus();
    await page.keyboard.press('Enter');
    // The menu's last link is Industries we serve, under the twelve.
    await details.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(details).not.toHaveAttribute('open');

    // A click outside closes the menu; a menu link navigates.
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await page.locator('h1').click();
    await expect(details).not.toHaveAttribute('open');
    await summary.click();
    await links.filter({ hasText: MENU[11]?.label ?? '' }).click();
    await expect(page).toHaveURL('/airport-parking');
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Open menu popover holds the navigation, What We Do works inside it, and it closes', async ({ page }) => {
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

    // The Close menu button closes it too, and a link inside it navigates.
    await open.click();
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await open.click();
    await menuOf(page).summary.click();
    await nav.getByRole('link', { name: serviceName('online-reservations'), exact: true }).click();
    await expect(page).toHaveURL('/services/online-reservations');
  });
});

test.describe('for a logged-in user', () => {
  test('the account menu greets the user and offers Dashboard, Billing and Logout by keyboard', async ({ page, request }) => {
    const session = await sessionFor(request, USERS.customer);
    await useSession(page, session);
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi, Casey Customer')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();

    const summary = header.locator('summary', { hasText: 'Hi, Casey Customer' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const dashboard = header.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toBeVisible();
    // The href is the portal without tokens (it can be copied or shown); the tokens are added on the click, below.
    await expect(dashboard).toHaveAttribute('href', `${SANDBOX_ORIGIN}/stand-in/customer-portal/downtown-garages`);
    await expect(header.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await expect(header.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/log-out');
    await page.keyboard.press('Escape');
    await expect(dashboard).toBeHidden();
    await expect(summary).toBeFocused();

    // Opened by pointer: the avatar stays upright; only the chevron turns.
    await summary.click();
    await expect(dashboard).toBeVisible();
    const transforms = await summary.locator('svg').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
    // The avatar's icon, then the chevron.
    expect(transforms).toHaveLength(2);
    expect(transforms[0]).toBe('none');
    expect(transforms[1]).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(dashboard).toBeHidden();

    // Tab order in the menu: Dashboard, Billing, Logout; Billing is followed by keyboard.
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dashboard).toBeFocused();
    await page.keyboard.press('Tab');
    const billing = header.getByRole('link', { name: 'Billing' });
    await expect(billing).toBeFocused();
    await expect(billing).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('/billing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Dashboard by keyboard: the portal, with the tokens in the fragment.
    await page.goto('/about-us');
    await summary.focus();
    await page.keyboard.press('Enter');
    await dashboard.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      `${SANDBOX_ORIGIN}/stand-in/customer-portal/downtown-garages#access_token=${encodeURIComponent(session['access_token'] ?? '')}&refresh_token=${encodeURIComponent(session['refresh_token'] ?? '')}`,
    );
  });

  test('the first frame shows a logged-in header, never the Login entry', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    // What the header holds when the browser first renders it (requestAnimationFrame runs before each paint).
    await page.addInitScript(() => {
      const seen: { name: string | null; href: string | null } = { name: null, href: null };
      (window as unknown as { __firstHeader: typeof seen }).__firstHeader = seen;
      const look = () => {
        const name = document.querySelector('[data-session-name]');
        const dashboard = document.querySelector('[data-dashboard]');
        if (name && dashboard) Object.assign(seen, { name: name.textContent, href: dashboard.getAttribute('href') });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // Hold back every bundled script, so the load event cannot come: only the inline scripts run.
    await page.route('**/_astro/*.js', () => undefined);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Hi,' })).toBeVisible();
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Hi,' })).toHaveText('Hi, Pat Partner');
    expect(await page.evaluate(() => (window as unknown as { __firstHeader: unknown }).__firstHeader)).toEqual({
      name: 'Pat Partner',
      href: `${SANDBOX_ORIGIN}/stand-in/admin-portal/3`,
    });
  });
});
