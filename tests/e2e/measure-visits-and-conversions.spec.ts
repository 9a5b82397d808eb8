/**
 * Measurement without cookies when it is off: the run's own build has no PUBLIC_ANALYTICS_URL, so
 * a visit and a conversion that lands on /thank-you send nothing but the site's own requests and the API's.
 * With the collector set, measure-visits-and-conversions.own-build.spec.ts checks what it receives; the
 * build without it is read as files in tests/build/measurement.test.ts.
 */
import { DEMO_TYPED, DEMO_WIRE } from '../support/demo-request';
import { INVOICE_ORIGIN, SANDBOX_ORIGIN, SITE_ORIGIN } from '../env';
import { expect, fillForm, openDemoForm, recordPosts, test } from './fixtures';

test('with no collector configured, a visit and a demo request call only the site and its API', async ({ page }) => {
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  await page.goto('/about-us');
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  const form = await openDemoForm(page, '/request-a-demo', 'main');
  await fillForm(form, DEMO_TYPED, ['Country', 'Service']);
  const posts = await recordPosts(page, '/save-request-demo');
  await form.getByRole('button', { name: 'Request a Demo' }).click();
  await page.waitForURL('/thank-you');
  expect(posts).toEqual([{ ...DEMO_WIRE, country: 'United States', form_status: 'demoForm' }]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your request has been submitted successfully');
  // Leaving /thank-you too, where a page view's vitals would go.
  await page.goto('/about-us');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const origins = new Set(requests.map((url) => new URL(url).origin));
  expect([...origins].filter((origin) => ![SITE_ORIGIN, SANDBOX_ORIGIN, INVOICE_ORIGIN].includes(origin))).toEqual([]);
  expect(requests.filter((url) => /\/api\/event|PageMeasurement|\/_astro\/page\.[\w-]+\.js$/.test(url))).toEqual([]);
});
