/**
 * /billing for a logged-in user: the account card in plain words, the payment history paged, searched and
 * dated in New York time, its empty states, the invoices (viewed in a dialog, downloaded as PDF, from their
 * own host, within the deadline when the file stalls), and a token the API refuses. A visitor sent on to /
 * is a row of the route sweep (browse-every-page.spec.ts › /billing), which also runs axe and the sideways
 * check on the page with its rows.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { INVOICE_ORIGIN, SANDBOX_ORIGIN } from '../env';
import { expect, GENERIC, sessionFor, test, toasts, USERS, useSession } from './fixtures';

const rows = (page: Page) => page.locator('.billing__table tbody tr');

test('the account card and billing table fit 390 and 1280 px, in plain words', async ({ page, request }) => {
  await useSession(page, await sessionFor(request, USERS.partner));
  for (const width of [390, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/billing');
      const card = page.getByRole('region', { name: 'Billing account' });
      await expect(card.locator('dt')).toHaveText(['Company', 'Account holder', 'Billing email', 'Open balance', 'Next invoice']);
      await expect(card.locator('dd').nth(3)).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expect(card.locator('dd').nth(4)).toHaveText('January 1, 2027');
      await expect(card).not.toContainText(/_|PARTNER NAME|OPEN BALANCE|2027-01-01/);
      // No value runs into its neighbour: every value stays inside its own term's box.
      const boxes = await card.locator('dl > div').evaluateAll((items) =>
        items.map((item) => {
          const own = item.getBoundingClientRect();
          const value = item.querySelector('dd')!;
          return { right: own.right, valueRight: value.getBoundingClientRect().left + value.scrollWidth };
        }),
      );
      for (const box of boxes) expect(box.valueRight).toBeLessThanOrEqual(box.right + 1);
    });
  }

  // At 1280 px the table shows every column, View and Download included, without scrolling it sideways.
  await expect(rows(page)).toHaveCount(10, { timeout: 90_000 });
  const wrap = page.locator('.billing__table-wrap');
  expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const download = (await page.getByRole('button', { name: 'Download invoice 1001 as PDF' }).boundingBox())!;
  expect(download.x + download.width).toBeLessThanOrEqual((await wrap.boundingBox())!.x + (await wrap.boundingBox())!.width);
});

test('pages and searches the billing history, in New York time', async ({ page, request }) => {
  const session = await sessionFor(request, USERS.partner);
  await useSession(page, session);
  const historyRequest = page.waitForRequest((r) => r.url().includes('/partner/payment-history'));
  await page.goto('/billing');
  const first = await historyRequest;
  expect(first.headers()['authorization']).toBe(`Bearer ${session['access_token']}`);
  expect(new URL(first.url()).searchParams.get('page')).toBe('1');

  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText('1001');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // The payment dates, given in UTC by the API, are shown in New York time.
  const history = (await (
    await request.get(`${SANDBOX_ORIGIN}/partner/payment-history?page=1`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
    })
  ).json()) as { data: Array<{ payment_date: string }> };
  const utc = new Date(`${history.data[0]?.payment_date.replace(' ', 'T')}Z`);
  const expected = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' }).format(utc);
  await expect(rows(page).first()).toContainText(expected);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rows(page).first()).toContainText('1011');

  await page.reload();
  await expect(rows(page).first()).toContainText('1011');
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('2');

  await page.goBack();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(rows(page).first()).toContainText('1001');

  await page.getByLabel('Page', { exact: true }).fill('4');
  await page.getByLabel('Page', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\?page=4$/);
  await expect(rows(page)).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\?page=3$/);

  // A search from a later page starts again at page 1.
  await expect(rows(page)).toHaveCount(10);
  const search = page.getByRole('searchbox', { name: 'Search payments' });
  await search.fill('Discover');
  const searched = page.waitForRequest((r) => r.url().includes('search=Discover'));
  await search.press('Enter');
  expect(new URL((await searched).url()).searchParams.get('page')).toBe('1');
  await expect(page).toHaveURL(/\?search=Discover$/);
  await expect(rows(page).first()).toContainText('Discover');

  await search.fill('no such payment');
  await search.press('Enter');
  await expect(page.getByText('No results for that search.')).toBeVisible();
});

test('says "No data available" when there are no payments', async ({ page, request }) => {
  await useSession(page, await sessionFor(request, USERS.empty));
  await page.goto('/billing');
  await expect(page.getByText('No data available')).toBeVisible();
});

test('a stalled invoice file ends in the generic failure; the next opens in a dialog and downloads', async ({ page, request }) => {
  await useSession(page, await sessionFor(request, USERS.partner));
  const invoiceRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/invoice/')) invoiceRequests.push(new URL(sent.url()).origin);
  });
  // The page's clock, stopped: the 15 s deadline is measured in the page's own time, whatever the machine's load.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.route('**/invoice/jpg/1001', (route) => route.continue({ url: route.request().url().replace(/1001$/, 'stall') }));
  await page.goto('/billing');
  const view = page.getByRole('button', { name: 'View invoice 1001' });
  const headers = page.waitForResponse((response) => response.url().includes('/invoice/jpg/'));
  await view.click();
  await headers;
  // Just before the deadline nothing is said yet; just after it, the generic failure, and no viewer.
  await page.clock.runFor(14_000);
  await expect(toasts(page)).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(toasts(page).filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Invoice 1001' })).toHaveCount(0);

  // The file answers again: the viewer shows it, and the PDF downloads.
  await page.unroute('**/invoice/jpg/1001');
  await page.clock.resume();
  await view.click();
  const viewer = page.getByRole('dialog', { name: 'Invoice 1001' });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // [§7](docs/CONTRACT.md#7-calls): the image too is saved as a file named from the id and the date.
  const savedPromise = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Save image of invoice 1001' }).click();
  expect((await savedPromise).suggestedFilename()).toMatch(/^invoice-1001-\d{4}-\d{2}-\d{2}\.jpg$/);
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(view).toBeFocused();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice 1001 as PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^invoice-1001-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  // Every file came from the invoice base's own origin, which the policy names exactly.
  expect(new Set(invoiceRequests)).toEqual(new Set([INVOICE_ORIGIN]));
  expect(new URL(INVOICE_ORIGIN).origin).not.toBe(new URL(SANDBOX_ORIGIN).origin);
});

test.describe('with a token the API refuses', () => {
  test.use({ allowedFailedRequests: [/partner\//] });
  test('clears the session and opens the login dialog', async ({ page, request }) => {
    const session = await sessionFor(request, USERS.partner);
    await useSession(page, { ...session, access_token: 'sbx_expired' });
    // A draft of another form in this tab: a 401 clears the session's keys only.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('draft:/contact-us#contact')) sessionStorage.setItem('draft:/contact-us#contact', '{"first_name":"Ada"}');
    });
    await page.goto('/billing');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('draft:/contact-us#contact'))).toBe('{"first_name":"Ada"}');
  });
});

test.describe('after a deploy', () => {
  test.use({ allowedFailedRequests: [/\/_astro\//] });
  test('code gone: the billing page offers a Reload that shows the history', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    // The deploy: the HTTP client's chunk (the one that defines ky's HTTPError) is gone; every other chunk loads.
    const asked: string[] = [];
    await page.route('**/_astro/*.js', async (route) => {
      const body = await (await route.fetch()).text();
      if (!body.includes('HTTPError')) return route.fallback();
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto('/billing');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not load what it needs to show your payments and invoices' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading payments' })).toHaveCount(0);
    // Tried more than once before giving up.
    expect(asked.length).toBeGreaterThanOrEqual(2);
    await page.unroute('**/_astro/*.js');
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('button', { name: 'View invoice 1001' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
