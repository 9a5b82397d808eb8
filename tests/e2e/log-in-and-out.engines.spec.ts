/**
 * In every engine: the login dialog opens from the header, refuses wrong details with [§8](docs/CONTRACT.md#8-notices)'s notice, logs a
 * partner in (the admin portal, the user type in its path), and Logout ends the session.
 */
import { SANDBOX_ORIGIN } from '../env';
import { engineTest as test, expect, pathOf, tabToasts, USERS } from './fixtures';

// A refused login is a failed request (401) on purpose.
test.use({ allowedFailedRequests: [/\/oauth\/access_token$/] });

test('the login dialog refuses wrong details, logs in, and Logout ends the session', { tag: '@engines' }, async ({ tab }) => {
  await tab.goto('/about-us');
  await tab.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Log in' });
  await expect.poll(() => dialog.isVisible()).toBe(true);

  await dialog.getByLabel('Email').fill(USERS.partner.username);
  const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('Wrong@123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => tabToasts(tab).first().textContent()).toBe('Something went wrong!The user credentials were incorrect.');
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Something went wrong! The user credentials were incorrect.');

  await password.fill(USERS.partner.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => tab.url()).toBe(`${SANDBOX_ORIGIN}/stand-in/admin-portal/3`);

  await tab.goto('/about-us');
  const account = tab.getByRole('banner').locator('.account__menu summary');
  await expect.poll(() => account.isVisible()).toBe(true);
  await account.click();
  await tab.getByRole('banner').getByRole('link', { name: 'Logout', exact: true }).click();
  await expect.poll(() => tab.getByText('Please wait', { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => pathOf(tab)).toBe('/');
  await expect.poll(() => tab.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  expect(await tab.evaluate(() => localStorage.length + sessionStorage.length, null)).toBe(0);
});
