import { SANDBOX_ORIGIN } from '../env';
import { expect, expectShownAsText, GENERIC_FAILURE, test, toasts, USERS } from './fixtures';

const SESSION_KEYS = [
  'access_token',
  'token_type',
  'expires_in',
  'refresh_token',
  'username',
  'session_start_time',
  'user_id',
  'user_type',
  'partner_slug',
];

/** Opens the login dialog from the header and returns it. */
async function openLogin(page: import('@playwright/test').Page) {
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('login dialog', () => {
  test('is a modal dialog: focus moves in, Escape closes it, focus returns to Login', async ({ page }) => {
    const dialog = await openLogin(page);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeFocused();
  });

  test('keeps focus inside while tabbing', async ({ page }) => {
    const dialog = await openLogin(page);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('shows and hides the password, and links to Forgot Password', async ({ page }) => {
    const dialog = await openLogin(page);
    const password = dialog.getByRole('textbox', {
      name: 'Password',
      exact: true,
    });
    await password.fill('Secret@1');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });

  test('names the attribute in its messages and sends nothing while invalid', async ({ page }) => {
    const dialog = await openLogin(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/oauth/access_token')) sent += 1;
    });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Please enter valid email.')).toBeVisible();
    await expect(dialog.getByText('Please enter valid password.')).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Please enter valid email.')).toBeVisible();
    expect(sent).toBe(0);
  });

  test('a customer lands on the customer portal with the tokens in the fragment and nine keys stored', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill(USERS.customer.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.customer.password);
    const bodies: unknown[] = [];
    await page.route('**/oauth/access_token', async (route) => {
      if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toEqual({
      username: USERS.customer.username,
      password: USERS.customer.password,
      client_id: 'sandbox-client',
      client_secret: 'sandbox-secret',
      grant_type: 'password',
    });
    await expect(toasts(page)).toContainText('Login Successfully');
    const stored = await page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), SESSION_KEYS);
    for (const key of SESSION_KEYS) expect(stored[key], key).not.toBeNull();
    expect(stored['user_type']).toBe('5');
    expect(stored['partner_slug']).toBe('downtown-garages');
    expect(stored['username']).toBe('Casey Customer');

    await page.waitForURL(/stand-in\/customer-portal/);
    const url = new URL(page.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${SANDBOX_ORIGIN}/stand-in/customer-portal/downtown-garages`);
    expect(url.hash).toBe(
      `#access_token=${encodeURIComponent(stored['access_token'] ?? '')}&refresh_token=${encodeURIComponent(stored['refresh_token'] ?? '')}`,
    );
  });

  test('a customer without a partner slug goes to the default brand slug', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill(USERS.noSlug.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.noSlug.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/stand-in\/customer-portal\/parkcloud#access_token=/);
  });

  test('a partner lands on the admin portal with the user type in the path', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill(USERS.partner.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.partner.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${SANDBOX_ORIGIN}/stand-in/admin-portal/3`);
  });

  test.describe('failures', () => {
    test.use({ allowedFailedRequests: [/oauth\/access_token/] });

    test('wrong credentials: the server message under "Something went wrong!", the email stays', async ({ page }) => {
      const dialog = await openLogin(page);
      await dialog.getByLabel('Email').fill(USERS.partner.username);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@123');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      const toast = toasts(page).filter({ hasText: 'Something went wrong!' });
      await expect(toast).toContainText('The user credentials were incorrect.');
      await expect(dialog.getByLabel('Email')).toHaveValue(USERS.partner.username);
      await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });

    test('an answer without a message falls back to "Please try again with valid details !"', async ({ page }) => {
      const dialog = await openLogin(page);
      await page.route('**/oauth/access_token', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"status":401,"data":null,"errors":{}}',
        }),
      );
      await dialog.getByLabel('Email').fill(USERS.partner.username);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(toasts(page)).toContainText('Please try again with valid details !');
    });

    test.describe('when the network drops', () => {
      test.use({ allowedFailedRequests: [/oauth\/access_token/] });
      test('shows the generic notice and keeps the input', async ({ page }) => {
        const dialog = await openLogin(page);
        await page.route('**/oauth/access_token', (route) => route.abort());
        await dialog.getByLabel('Email').fill(USERS.partner.username);
        await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.partner.password);
        await dialog.getByRole('button', { name: 'Log in' }).click();
        await expect(toasts(page)).toContainText(GENERIC_FAILURE.title);
        await expect(dialog.getByLabel('Email')).toHaveValue(USERS.partner.username);
      });
    });

    test('hostile server text is shown as text', async ({ page }) => {
      const dialog = await openLogin(page);
      await dialog.getByLabel('Email').fill('hostile@example.com');
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(toasts(page)).toContainText('<img src=x onerror="window.__xss=1">Bad <b>input</b>');
      await expectShownAsText(page, '.notyf__toast img, .notyf__toast b');
    });
  });

  test('/login opens the dialog on arrival', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('the dialog code is not loaded until Login is pressed', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/LoginDialog|login-launcher/.test(request.url())) loaded.push(request.url());
    });
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);
  });
});
