/** The newsletter form in the home page's dark band: payload, 'Please wait...', notices, failures. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ allowedFailedRequests: [/\/newsletter$/] });

const GENERIC = 'Sorry, Something went Wrong!Please Try again letter!';
const toasts = (page: Page) => page.locator('.notyf__toast');

async function openForm(page: Page): Promise<Locator> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  return form;
}

const emailOf = (form: Locator) => form.getByRole('textbox', { name: 'Email address', exact: true });
const submitOf = (form: Locator) => form.getByRole('button', { name: 'Subscribe' });

/** Records the JSON body of every POST to /newsletter at the route (optionally slowed down) and lets it through. */
async function recordPosts(page: Page, delayMs = 0): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route('**/newsletter', async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
  return bodies;
}

test('sends the email, says "Please wait..." meanwhile, thanks and clears the field', async ({ page }) => {
  const form = await openForm(page);
  const posts = await recordPosts(page, 600);
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
  const form = await openForm(page);
  const posts = await recordPosts(page, 500);
  await emailOf(form).fill('double@example.com');
  await submitOf(form).dblclick();
  await expect(toasts(page)).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
  expect(posts).toHaveLength(1);
});

test('checks the email beside the field and sends nothing', async ({ page }) => {
  const form = await openForm(page);
  const posts = await recordPosts(page);
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
    const form = await openForm(page);
    await emailOf(form).fill(email);
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText([notice]);
    await expect(emailOf(form)).toHaveValue(email);
    await expect(submitOf(form)).toBeEnabled();
  });
}

test('network failure: the generic notice, the email kept', async ({ page }) => {
  const form = await openForm(page);
  await page.route('**/newsletter', (route) => route.abort());
  await emailOf(form).fill('reader@example.com');
  await submitOf(form).click();
  await expect(toasts(page)).toHaveText([GENERIC]);
  await expect(emailOf(form)).toHaveValue('reader@example.com');
  await expect(submitOf(form)).toBeEnabled();
});

test("the server's HTML shows as text and never runs", async ({ page }) => {
  const form = await openForm(page);
  await emailOf(form).fill('hostile@example.com');
  await submitOf(form).click();
  await expect(toasts(page)).toHaveText(['Sorry<script>window.__xss=2</script>Nope']);
  await expect(page.locator('.notyf script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
