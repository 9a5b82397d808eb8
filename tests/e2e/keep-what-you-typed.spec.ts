/**
 * Production life (issue 10): drafts that survive reloads, offline submits, code that vanished in a deploy,
 * answers that stall mid-body, one request per intent after success, Unicode names, the order on /payment
 * across a reload, tokens out of the address bar, card values never in the markup.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Some of these tests abort requests or stall answers on purpose. */
test.use({ allowedFailedRequests: [/\/_astro\/|\/newsletter$/] });

const RESTORED = 'We filled in what you typed here earlier.';
const OFFLINE = /You are offline, so nothing was sent/;
const CODE_FAILED = /could not load what it needs to send the form/;

/** Opens a page and waits until the island holding the form (by its name, or the page's own demo form) has hydrated. */
async function hydrated(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  const island =
    name === 'Request a demo'
      ? page
          .locator('main astro-island')
          .filter({ has: page.getByRole('button', { name: 'Request a Demo' }) })
          .first()
      : page.locator('astro-island', { has: page.getByRole('form', { name }) });
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
  return island.locator('form');
}

/** The POST requests to `path`, counted as they leave the browser. */
function countPosts(page: Page, path: string): { count: () => number } {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent += 1;
  });
  return { count: () => sent };
}

test.describe('drafts', () => {
  test('what was typed in the contact form survives a reload, with a polite note, and goes after a success', async ({ page }) => {
    let form = await hydrated(page, '/contact-us', 'Contact us');
    await form.getByRole('textbox', { name: 'First name' }).fill('José');
    await form.getByRole('textbox', { name: 'Message' }).fill('Three garages downtown.');
    await page.reload();
    form = await hydrated(page, '/contact-us', 'Contact us');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('José');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Three garages downtown.');
    await expect(form.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  });

  test('a newsletter success clears the draft', async ({ page }) => {
    let form = await hydrated(page, '/', 'Subscribe to the newsletter');
    await form.getByRole('textbox', { name: 'Email address' }).fill(`draft.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await page.reload();
    form = await hydrated(page, '/', 'Subscribe to the newsletter');
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(form.getByText(RESTORED)).toHaveCount(0);
  });

  test('card fields and passwords are never kept', async ({ page }) => {
    let form = await hydrated(page, '/request-trial', 'Start your free trial');
    await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await form.getByRole('textbox', { name: 'Name on card' }).fill('Grace Hopper');
    await form.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
    await form.getByRole('textbox', { name: 'CVV' }).fill('123');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).toContain('Grace');
    expect(stored).not.toMatch(/4111|Grace Hopper|"123"/);
    await page.reload();
    form = await hydrated(page, '/request-trial', 'Start your free trial');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveValue('');

    const login = await hydrated(page, '/reset-password/tok-draft', 'Reset Password');
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@123');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Secret@123');
  });
});

test('offline at submit: said at once, nothing sent, everything kept; the next click sends', async ({ page, context }) => {
  const form = await hydrated(page, '/', 'Subscribe to the newsletter');
  const posts = countPosts(page, '/newsletter');
  const email = `offline.${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  expect(posts.count()).toBe(0);
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  expect(posts.count()).toBe(1);
});

test('code gone after a deploy: tried twice, then a message with a reload that fills the form again', async ({ page }) => {
  // The deploy: the HTTP client's chunk, which the page loads with its first call, is gone.
  const chunks: string[] = [];
  await page.route('**/_astro/*.js', async (route) => {
    const body = await (await route.fetch()).text();
    // ky's chunk is the one that defines its HTTPError; every other chunk loads as usual.
    if (!body.includes('HTTPError')) return route.fallback();
    chunks.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  const form = await hydrated(page, '/', 'Subscribe to the newsletter');
  const posts = countPosts(page, '/newsletter');
  await form.getByRole('textbox', { name: 'Email address' }).fill('lukasz@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const alert = form.getByRole('alert').filter({ hasText: CODE_FAILED });
  await expect(alert).toBeVisible();
  expect(posts.count()).toBe(0);
  // The missing chunk was asked for again: the load was tried once more.
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  await page.unroute('**/_astro/*.js');
  await alert.getByRole('button', { name: 'Reload page' }).click();
  const again = await hydrated(page, '/', 'Subscribe to the newsletter');
  await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue('lukasz@example.com');
  await expect(again.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
});

test('an answer that stalls after its headers ends in the generic failure, the button back and the email kept', async ({ page }) => {
  test.setTimeout(60_000);
  const form = await hydrated(page, '/', 'Subscribe to the newsletter');
  await form.getByRole('textbox', { name: 'Email address' }).fill('stall@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await expect(page.locator('.notyf__toast').filter({ hasText: 'Sorry, Something went Wrong!Please Try again letter!' })).toBeVisible({
    timeout: 25_000,
  });
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('stall@example.com');
});

test('clicks while the next page loads after a success send one request', async ({ page }) => {
  const form = await hydrated(page, '/request-a-demo', 'Request a demo');
  const posts = countPosts(page, '/save-request-demo');
  // /thank-you is slow to arrive, so the impatient visitor keeps clicking.
  await page.route('**/thank-you', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fallback();
  });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('José Núñez');
  await form.getByRole('textbox', { name: 'Email' }).fill('jose@example.com');
  await form.getByRole('textbox', { name: 'Contact number' }).fill('5551234567');
  await form.getByRole('textbox', { name: 'Company name' }).fill('Metro Parking');
  await form.getByRole('textbox', { name: 'City' }).fill('Newark');
  await form.getByRole('textbox', { name: 'State' }).fill('NJ');
  await form.getByRole('combobox', { name: 'Country' }).selectOption('United States');
  await form.getByRole('combobox', { name: 'Service' }).selectOption({ index: 1 });
  const button = form.getByRole('button', { name: /Request a Demo|Please wait/ });
  await button.click();
  for (let i = 0; i < 10; i += 1) await button.click({ force: true, timeout: 500 }).catch(() => undefined);
  await page.waitForURL('/thank-you');
  expect(posts.count()).toBe(1);
});

test('names in every alphabet are accepted; digits and symbols are still refused with the field message', async ({ page }) => {
  const form = await hydrated(page, '/request-a-demo', 'Request a demo');
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Łukasz Zoë');
  await expect(name).toHaveValue('Łukasz Zoë');
  await name.pressSequentially('7$');
  await expect(name).toHaveValue('Łukasz Zoë');
});

test('the reset token leaves the address bar once read and is still sent', async ({ page }) => {
  const form = await hydrated(page, '/reset-password/tok-hidden', 'Reset Password');
  await expect(page).toHaveURL('/reset-password');
  const bodies: unknown[] = [];
  await page.route('**/user/reset-password', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fallback();
  });
  for (const label of ['Password', 'Confirm password']) await form.getByRole('textbox', { name: label, exact: true }).fill('Secret@123');
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toMatchObject({ token: 'tok-hidden' });
});

test('card number and CVV never appear in the markup', async ({ page }) => {
  const form = await hydrated(page, '/request-trial', 'Start your free trial');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
  await form.getByRole('textbox', { name: 'CVV' }).fill('737');
  await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111 1111 1111 1111');
  const markup = await page.content();
  expect(markup).not.toMatch(/4111 ?1111/);
  expect(markup).not.toContain('737');
});
