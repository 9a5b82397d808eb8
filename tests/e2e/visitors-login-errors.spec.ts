/**
 * The login dialog's errors (issue 14): a wrong password's §8 toast shows above the modal dialog's backdrop,
 * and the dialog says the same inside, announced (role=alert). An error toast still on screen goes when a
 * later success arrives.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, USERS } from './fixtures';

// One pattern: a list of two would be read by test.use() as a value and its options.
test.use({ allowedFailedRequests: [/\/oauth\/access_token$|\/newsletter$/] });

const WRONG = 'Something went wrong!The user credentials were incorrect.';

async function failLogin(page: Page) {
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(USERS.partner.username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

test('a wrong password: the toast is drawn above the backdrop, and the dialog says it too', async ({ page }) => {
  const dialog = await failLogin(page);
  const toast = page.locator('.notyf__toast');
  await expect(toast).toHaveText([WRONG]);
  // The toast's container is in the top layer, above the modal dialog and not inert: the toast is what is hit
  // at its centre, and its dismiss button works.
  expect(await page.locator('.notyf').evaluate((element) => element.matches(':popover-open'))).toBe(true);
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    )
    .toBe(true);

  // Inside the dialog, announced, with the toast's words.
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText('Something went wrong! The user credentials were incorrect.');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();

  // A new attempt clears the old words; closing the dialog does too.
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.partner.password.replace('@', '#'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(alert).toHaveText('Something went wrong! The user credentials were incorrect.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The toast outlives the dialog.
  await expect(toast).toHaveText([WRONG]);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('');
});

test('a network failure is said in the dialog with the same words as its toast', async ({ page }) => {
  await page.route('**/oauth/access_token', (route) => route.abort());
  const dialog = await failLogin(page);
  await expect(page.locator('.notyf__toast')).toHaveText(['Sorry, Something went Wrong!Please Try again letter!']);
  await expect(dialog.getByRole('alert')).toHaveText('Sorry, Something went Wrong! Please Try again letter!');
});

test('a success takes away an error toast still on screen (any form)', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  const email = form.getByRole('textbox', { name: 'Email address', exact: true });
  await email.fill('subscribed@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.notyf__toast--error')).toHaveText(['SorryThe email has already been taken.']);
  await email.fill(`reader.${Date.now().toString(36)}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.notyf__toast--success')).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
  await expect(page.locator('.notyf__toast--error')).toHaveCount(0);
});
