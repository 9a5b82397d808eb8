import { INVOICE_ORIGIN, SANDBOX_ORIGIN } from '../env';
import { expect, sessionFor, test, USERS, useSession } from './fixtures';

const rows = (page: import('@playwright/test').Page) => page.locator('.billing__table tbody tr');

test.describe('billing', () => {
  test('sends a visitor to /page, which ends at /', async ({ page }) => {
    await page.goto('/billing');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('pages through the history with next, previous, the page input, and the URL', async ({ page, request }) => {
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
  });

  test('searches on Enter and says when nothing matches', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/billing?page=2');
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

  test('shows dates in New York time', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/billing');
    const history = (await (
      await request.get(`${SANDBOX_ORIGIN}/partner/payment-history?page=1`, {
        headers: {
          Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
        },
      })
    ).json()) as { data: Array<{ payment_date: string }> };
    const utc = new Date(`${history.data[0]?.payment_date.replace(' ', 'T')}Z`);
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(utc);
    await expect(rows(page).first()).toContainText(expected);
  });

  for (const width of [390, 1280]) {
    test(`the billing account card names its fields in plain words, nothing overlapping (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await useSession(page, await sessionFor(request, USERS.partner));
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

  test('an invoice file that stalls after its headers ends in the generic failure within the deadline', async ({ page, request }) => {
    test.setTimeout(60_000);
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.route('**/invoice/jpg/1001', (route) => route.continue({ url: route.request().url().replace(/1001$/, 'stall') }));
    await page.goto('/billing');
    await page.getByRole('button', { name: 'View invoice 1001' }).click();
    await expect(page.locator('.notyf__toast').filter({ hasText: 'Sorry, Something went Wrong!Please Try again letter!' })).toBeVisible({
      timeout: 25_000,
    });
    await expect(page.getByRole('dialog', { name: 'Invoice 1001' })).toHaveCount(0);
  });

  test('views an invoice in a dialog and downloads its PDF, from an invoice host other than the API', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    const invoiceRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/invoice/')) invoiceRequests.push(new URL(sent.url()).origin);
    });
    await page.goto('/billing');
    const view = page.getByRole('button', { name: 'View invoice 1001' });
    await view.click();
    const viewer = page.getByRole('dialog', { name: 'Invoice 1001' });
    await expect(viewer).toBeVisible();
    const image = viewer.getByRole('img');
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(view).toBeFocused();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice 1001 as PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^invoice-1001-\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    // Both files came from the invoice base's own origin, which the policy names exactly.
    expect(new Set(invoiceRequests)).toEqual(new Set([INVOICE_ORIGIN]));
    expect(new URL(INVOICE_ORIGIN).origin).not.toBe(new URL(SANDBOX_ORIGIN).origin);
  });

  test.describe('with a token the API refuses', () => {
    test.use({ allowedFailedRequests: [/partner\//] });
    test('clears the session and opens the login dialog', async ({ page, request }) => {
      const session = await sessionFor(request, USERS.partner);
      await useSession(page, { ...session, access_token: 'sbx_expired' });
      await page.goto('/billing');
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });
  });
});
