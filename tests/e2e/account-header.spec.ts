import { SANDBOX_ORIGIN } from '../env';
import { expect, sessionFor, signInOnPage, test, USERS, useSession } from './fixtures';

test.describe('header for a logged-in user', () => {
  test('greets the user and offers Dashboard and Logout by keyboard', async ({ page, request }) => {
    const session = await sessionFor(request, USERS.customer);
    await useSession(page, session);
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi, Casey Customer')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();

    const summary = header.locator('summary', {
      hasText: 'Hi, Casey Customer',
    });
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

    await page.keyboard.press('Enter');
    await dashboard.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      `${SANDBOX_ORIGIN}/stand-in/customer-portal/downtown-garages#access_token=${encodeURIComponent(session['access_token'] ?? '')}&refresh_token=${encodeURIComponent(session['refresh_token'] ?? '')}`,
    );
  });

  test('offers Billing in the account menu, reached and followed by keyboard', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    const summary = header.locator('summary', { hasText: 'Hi, Pat Partner' });
    await summary.focus();
    await page.keyboard.press('Enter');
    // Tab order in the menu: Dashboard, Billing, Logout.
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeFocused();
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
  });

  test('shows the stored name and the real Dashboard address in the first frame, before any bundled script', async ({ page, request }) => {
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
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Hi,' })).toHaveText('Hi, Pat Partner');
    expect(await page.evaluate(() => (window as unknown as { __firstHeader: unknown }).__firstHeader)).toEqual({
      name: 'Pat Partner',
      href: `${SANDBOX_ORIGIN}/stand-in/admin-portal/3`,
    });
  });

  test('never shows the Login entry first, even before the page scripts run', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    // Hold back every bundled script: only the head's inline session check runs.
    await page.route('**/_astro/*.js', () => undefined);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Hi,' })).toBeVisible();
  });

  test('an expired session counts as logged out', async ({ page, request }) => {
    const session = await sessionFor(request, USERS.partner);
    await useSession(page, {
      ...session,
      session_start_time: String(Date.now() - 3_700_000),
    });
    await page.goto('/about-us');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('follows a logout made in another tab', async ({ page, context, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/about-us');
    await expect(page.getByRole('banner').getByText('Hi, Pat Partner')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/logout');
    await other.waitForURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a content page loads only a few kilobytes of script, no React', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => body.length));
    });
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    // React alone is over 150 KB; the header's session script and its helpers are a few KB.
    expect(total).toBeLessThan(20_000);
  });
});

test.describe('logout pages', () => {
  test('/log-out says Please wait, clears storage and is on / after 2 seconds', async ({ page, request }) => {
    await page.goto('/about-us');
    await signInOnPage(page, await sessionFor(request, USERS.partner));
    await page.evaluate(() => sessionStorage.setItem('something', '1'));
    const started = Date.now();
    await page.goto('/log-out');
    await expect(page.getByText('Please wait', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('/logout clears storage and goes to / at once', async ({ page, request }) => {
    await page.goto('/about-us');
    await signInOnPage(page, await sessionFor(request, USERS.partner));
    const started = Date.now();
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('login dialog hand-off', () => {
  test('a password reset ends on / with the login dialog open', async ({ page }) => {
    await page.goto('/reset-password/e2e-token');
    const save = page.getByRole('button', { name: /reset|update|save/i });
    // The submit button turns on once the form has hydrated; typing before that could be lost.
    await expect(save).toBeEnabled();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@12');
    await page.getByLabel(/Confirm/).fill('Secret@12');
    await save.click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    // Used up: a reload does not open it again.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  });
});
