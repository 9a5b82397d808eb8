/**
 * One name per service (issue 14): the demo selects, the trial's checkboxes and its "always included" line,
 * and the billing rows show the site's name of a service (content/services, field serviceId) and the API's
 * full_name only for ids the site has no page for. The footer's demo form offers §9's four products only.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, serviceName, sessionFor, test, USERS, useSession } from './fixtures';

// A busy machine can take seconds to hydrate an island or answer.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The site's names of the API's ids, from the Markdown; the API's names for the ids without a page. */
const SITE = {
  1: serviceName('monthly-parking-system'),
  2: serviceName('parking-inventory-management-system'),
  3: serviceName('touchless-parking-system'),
  4: serviceName('valet-parking-system'),
  5: serviceName('online-reservations'),
  6: serviceName('promotion'),
  7: serviceName('parking-enforcement-system'),
  8: serviceName('analytics-system'),
  9: serviceName('permit-parking-system'),
  10: 'Airport Parking',
  15: serviceName('white-label-apps'),
  16: 'Software-Defined PARCS',
} as const;
/** The API's names that differ from the site's (sandbox/data.ts). */
const API_ONLY = ['Monthly Parking Management', 'Touchless Parking', 'Quick Valet', 'White Label Apps'];

/** The options of a hydrated demo form's Service select, as [value, label] pairs (the placeholder left out). */
async function serviceOptions(page: Page, region: 'contentinfo' | 'main'): Promise<Array<[string, string]>> {
  // The footer's form sits behind its "Request a demo" disclosure, closed on pages with a demo form of their own.
  const disclosure = page.getByRole('contentinfo').locator('details');
  if (region === 'contentinfo' && !(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open)))
    await disclosure.locator('summary').click();
  const form = page.getByRole(region).locator('form', { has: page.getByRole('button', { name: 'Request a Demo' }) });
  await form.scrollIntoViewIfNeeded();
  const select = form.getByRole('combobox', { name: 'Service', exact: true });
  await expect(select.locator('option')).not.toHaveCount(1);
  return select
    .locator('option')
    .evaluateAll((options) =>
      options.flatMap((option): Array<[string, string]> =>
        option instanceof HTMLOptionElement && option.value ? [[option.value, option.textContent ?? '']] : [],
      ),
    );
}

test('the footer offers the four products of §9, by the names of their pages', async ({ page }) => {
  await page.goto('/about-us');
  expect(await serviceOptions(page, 'contentinfo')).toEqual([
    ['1', SITE[1]],
    ['2', SITE[2]],
    ['3', SITE[3]],
    ['4', SITE[4]],
  ]);
});

test('/request-a-demo keeps every service, named as the site names it', async ({ page }) => {
  await page.goto('/request-a-demo');
  expect(await serviceOptions(page, 'main')).toEqual(Object.entries(SITE));
  // The footer's form on the same page still offers its four only.
  expect((await serviceOptions(page, 'contentinfo')).map(([id]) => id)).toEqual(['1', '2', '3', '4']);
});

test("the trial's checkboxes and its always-included line use the site's names", async ({ page }) => {
  await page.goto('/request-trial');
  const products = page.getByRole('group', { name: 'Choose your services' });
  await expect(products.getByRole('checkbox', { name: SITE[1], exact: true })).toBeVisible();
  const labels = await products
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(labels).toEqual([SITE[1], SITE[5], SITE[6], SITE[7], SITE[8], SITE[9], SITE[10], SITE[15], SITE[16]]);
  await expect(products).toContainText(`${SITE[2]} and ${SITE[3]} are always included.`);
});

test.describe('billing', () => {
  test("rows name each service as the site does (matched by the API's full_name, which §3's row carries)", async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/billing');
    const services = page.locator('.billing__table tbody tr td:nth-child(3)');
    await expect(services).toHaveCount(10);
    // Ids 1001–1036 cycle through the sandbox's twelve services in order.
    await expect(services).toHaveText([SITE[1], SITE[2], SITE[3], SITE[4], SITE[5], SITE[6], SITE[7], SITE[8], SITE[9], SITE[10]]);
    for (const name of API_ONLY) await expect(page.locator('.billing__table')).not.toContainText(name);
  });
});

test.describe('without the names file', () => {
  test.use({ allowedFailedRequests: [/\/service-names\.json$/] });

  test("every service keeps the API's name, and the forms still work", async ({ page }) => {
    await page.route('**/service-names.json', (route) => route.abort());
    await page.goto('/request-a-demo');
    const options = await serviceOptions(page, 'main');
    expect(options.map(([, label]) => label)).toEqual([
      'Monthly Parking Management',
      'Parking Inventory Management',
      'Touchless Parking',
      'Quick Valet',
      'Online Reservations',
      'Promotions & Loyalty',
      'ALPR Enforcement',
      'Analytics Dashboards',
      'Permit Parking',
      'Airport Parking',
      'White Label Apps',
      'Software-Defined PARCS',
    ]);
  });
});

test('the names file is small, same-origin JSON built from the Markdown', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/service-names.json`);
  expect(response.headers()['content-type']).toContain('application/json');
  const names = (await response.json()) as Record<string, string>;
  expect(names).toEqual(Object.fromEntries(Object.entries(SITE).filter(([id]) => !['10', '16'].includes(id))));
});
