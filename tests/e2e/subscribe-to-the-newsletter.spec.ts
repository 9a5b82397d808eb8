/** The newsletter form in the home page's dark band: payload, 'Please wait...', notices, failures. */
import type { Locator, Page } from '@playwright/test';
import { expect, expectKept, expectShownAsText, GENERIC, openForm, recordPosts, test, toasts } from './fixtures';

test.use({ allowedFailedRequests: [/\/newsletter$/] });

/** Opens the home page and returns the hydrated newsletter form. */
const openNewsletter = (page: Page) => openForm(page, '/', 'Subscribe to the newsletter');

const emailOf = (form: Locator) => form.getByRole('textbox', { name: 'Email address', exact: true });
const submitOf = (form: Locator) => form.getByRole('button', { name: 'Subscribe' });

test('sends the email, says "Please wait..." meanwhile, thanks and clears the field', async ({ page }) => {
  const form = await openNewsletter(page);
  const posts = await recordPosts(page, '/newsletter', 600);
  await emailOf(form).fill('reader@example.com');
  await expect(emailOf(form)).toHaveAttribute('name', 'email');
  await submitOf(form).click();
  await expect(form.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await expect(toasts(page)).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
  expect(posts).toEqual([{ email: 'reader@example.com' }]);
  await expect(emailOf(form)).toHaveValue('');
  await expect(submitOf(form)).toBeEnabled();
  await expect(page).toHaveURL('/');
});

test('a double click sends exactly one request', async ({ page }) => {
  const form = await openNewsletter(page);
  const posts = await recordPosts(page, '/newsletter', 500);
  await emailOf(form).fill('double@example.com');
  await submitOf(form).dblclick();
  await expect(toasts(page)).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
  expect(posts).toHaveLength(1);
});

test('checks the email beside the field and sends nothing', async ({ page }) => {
  const form = await openNewsletter(page);
  const posts = await recordPosts(page, '/newsletter');
  await submitOf(form).click();
  await expect(emailOf(form)).toHaveAccessibleDescription('Please enter your email address.');
  await emailOf(form).fill('reader@');
  await submitOf(form).click();
  await expect(emailOf(form)).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(emailOf(form)).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);
});

const failures: Array<[string, string, string]> = [
  ['422 with detail', 'invalid@example.com', 'SorryThe email has already been taken.'],
  ['422 for an address already subscribed', 'subscribed@example.com', 'SorryThe email has already been taken.'],
  ['422 without detail', 'nodetail@example.com', 'SorryThe given data was invalid'],
  ['500', 'servererror@example.com', 'SorryServer Error'],
  ['an answer that is not JSON', 'notjson@example.com', GENERIC],
];
for (const [name, email, notice] of failures) {
  test(`${name}: "${notice}", the email kept`, async ({ page }) => {
    const form = await openNewsletter(page);
    await emailOf(form).fill(email);
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText([notice]);
    await expectKept(form, { 'Email address': email }, { submit: 'Subscribe' });
  });
}

test('network failure: the generic notice, the email kept', async ({ page }) => {
  const form = await openNewsletter(page);
  await page.route('**/newsletter', (route) => route.abort());
  await emailOf(form).fill('reader@example.com');
  await submitOf(form).click();
  await expect(toasts(page)).toHaveText([GENERIC]);
  await expectKept(form, { 'Email address': 'reader@example.com' }, { submit: 'Subscribe' });
});

test("the server's HTML shows as text and never runs", async ({ page }) => {
  const form = await openNewsletter(page);
  await emailOf(form).fill('hostile@example.com');
  await submitOf(form).click();
  await expect(toasts(page)).toHaveText(['Sorry<script>window.__xss=2</script>Nope']);
  await expectShownAsText(page, '.notyf script');
});
