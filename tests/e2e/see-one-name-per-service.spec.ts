/**
 * One name per service, where a visitor chooses or reads services outside the demo forms: the trial's
 * checkboxes and its "always included" line, and the billing rows show the site's name of a service
 * (content/services, field serviceId), the API's full_name only for ids the site has no page for.
 *
 * Elsewhere: the demo forms' services (and the API's names without the names file) in request-a-demo.spec.ts,
 * the names file itself in tests/build/forms.test.ts.
 */
import { API_ONLY_SERVICE_NAMES, expect, sessionFor, SITE_SERVICE_NAMES, test, USERS, useSession } from './fixtures';

/** The site's names of the API's ids, from the Markdown; the API's names for the ids without a page. */
const SITE = { ...SITE_SERVICE_NAMES, ...API_ONLY_SERVICE_NAMES };
/** The API's names that differ from the site's (sandbox/data.ts). */
const API_ONLY = ['Monthly Parking Management', 'Touchless Parking', 'Quick Valet', 'White Label Apps'];

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

test("billing rows name each service as the site does (matched by the API's full_name, which §3's row carries)", async ({ page, request }) => {
  await useSession(page, await sessionFor(request, USERS.partner));
  await page.goto('/billing');
  const services = page.locator('.billing__table tbody tr td:nth-child(3)');
  await expect(services).toHaveCount(10);
  // Ids 1001–1036 cycle through the sandbox's twelve services in order.
  await expect(services).toHaveText([SITE[1], SITE[2], SITE[3], SITE[4], SITE[5], SITE[6], SITE[7], SITE[8], SITE[9], SITE[10]]);
  for (const name of API_ONLY) await expect(page.locator('.billing__table')).not.toContainText(name);
});
