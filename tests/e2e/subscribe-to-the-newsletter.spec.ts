/**
 * Subscribing to the newsletter in the home page's dark band: the email checked beside the field, the payload,
 * 'Please wait...' meanwhile, the thanks, the field cleared. This is also the site's one browser check that a
 * double click sends one request (the lock is unit-tested in src/lib/forms/form-state.test.ts).
 *
 * Elsewhere: the failures in the fault matrix (send-forms-when-things-go-wrong.spec.ts); offline, code gone after
 * a deploy, a stalled answer and the draft cleared by a success in keep-what-you-typed.spec.ts.
 */
import type { Locator } from '@playwright/test';
import { expect, openForm, recordPosts, test, toasts } from './fixtures';

const emailOf = (form: Locator) => form.getByRole('textbox', { name: 'Email address', exact: true });
const submitOf = (form: Locator) => form.getByRole('button', { name: 'Subscribe' });

test('checks the email, sends it once for a double click, says "Please wait...", thanks and clears it', async ({ page }) => {
  const form = await openForm(page, '/', 'Subscribe to the newsletter');
  // The answer is slowed down, so "Please wait..." can be seen and the second click lands while the request is out.
  const posts = await recordPosts(page, '/newsletter', 600);

  await submitOf(form).click();
  await expect(emailOf(form)).toHaveAccessibleDescription('Please enter your email address.');
  await emailOf(form).fill('reader@');
  await submitOf(form).click();
  await expect(emailOf(form)).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(emailOf(form)).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);

  await emailOf(form).fill('reader@example.com');
  await expect(emailOf(form)).toHaveAttribute('name', 'email');
  await submitOf(form).dblclick();
  await expect(form.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await expect(toasts(page)).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
  expect(posts).toEqual([{ email: 'reader@example.com' }]);
  await expect(emailOf(form)).toHaveValue('');
  await expect(submitOf(form)).toBeEnabled();
  await expect(page).toHaveURL('/');
});
