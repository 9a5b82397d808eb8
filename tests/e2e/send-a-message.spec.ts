/** The contact form on /contact-us: wire payload, thank-you, server messages on the fields, failures, filters. */
import type { Locator, Page } from '@playwright/test';
import { TEST_BUILD_ENV } from '../env';
import { control, expect, expectKept, expectShownAsText, fillForm, GENERIC, openForm, recordPosts, test, toasts } from './fixtures';

test.use({ allowedFailedRequests: [/\/save-contact-us$/] });

const VALUES = {
  first_name: 'Ada',
  last_name: 'Lovelace King',
  email: 'ada@example.com',
  phone: '5551234567',
  company_name: 'Metro Parking',
  city: 'Newark',
  state: 'NJ',
  zipcode: '07102',
  country: 'United States',
  address: 'We run three garages downtown and would like a call.',
};

/** The label of each field on the page. */
const LABELS: Record<keyof typeof VALUES, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company_name: 'Company name',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
  country: 'Country',
  address: 'Message',
};

/** Opens /contact-us and returns the hydrated form. */
const openContact = (page: Page) => openForm(page, '/contact-us', 'Contact us');

/** VALUES (with `values` instead) by label, as the form shows them. */
const shown = (values: typeof VALUES) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [LABELS[name as keyof typeof VALUES], value]));

/** Fills every field with VALUES (or `values` instead) and returns what it typed. */
async function fill(form: Locator, values: Partial<typeof VALUES> = {}) {
  const all = { ...VALUES, ...values };
  await fillForm(form, shown(all), ['Country']);
  return all;
}

/** Every typed value is still in its field and the button can be pressed again. */
const expectContactKept = (form: Locator, values: typeof VALUES) => expectKept(form, shown(values), { submit: 'Send Message' });

test('sends the contact fields with client credentials, then shows the thank-you message', async ({ page }) => {
  const form = await openContact(page);
  await fill(form);
  const posts = await recordPosts(page, '/save-contact-us');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL('/thank-you');
  expect(posts).toEqual([{ ...VALUES, client_id: TEST_BUILD_ENV.PUBLIC_CLIENT_ID, client_secret: TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET }]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your request has been submitted successfully');
});

test('a double click sends exactly one request', async ({ page }) => {
  const form = await openContact(page);
  await fill(form);
  // The answer is slowed down, so the second click lands while the first request is still out.
  const posts = await recordPosts(page, '/save-contact-us', 500);
  await form.getByRole('button', { name: 'Send Message' }).dblclick();
  await page.waitForURL('/thank-you');
  expect(posts).toHaveLength(1);
});

test('filters input while typing: letters for names, digits for phone (10) and zip code (6)', async ({ page }) => {
  const form = await openContact(page);
  await control(form, 'First name').fill("Ada3 O'Neil!");
  await expect(control(form, 'First name')).toHaveValue('Ada ONeil');
  await control(form, 'Last name').pressSequentially('Love-lace2');
  await expect(control(form, 'Last name')).toHaveValue('Lovelace');
  await control(form, 'Phone').fill('(555) 123-4567');
  await expect(control(form, 'Phone')).toHaveValue('5551234567');
  await control(form, 'Phone').fill('+1 555 123 4567 89');
  await expect(control(form, 'Phone')).toHaveValue('1555123456');
  await control(form, 'Zip code').fill('10118-0110');
  await expect(control(form, 'Zip code')).toHaveValue('101180');
});

test('shows the rules beside the fields and sends nothing while they fail', async ({ page }) => {
  const form = await openContact(page);
  const posts = await recordPosts(page, '/save-contact-us');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const firstName = control(form, 'First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
  await expect(firstName).toBeFocused();
  await expect(control(form, 'Message')).toHaveAccessibleDescription('Please enter your message.');
  await expect(control(form, 'Country')).toHaveAccessibleDescription('Please select your country.');

  await fill(form, { phone: '555123456', zipcode: '1234', email: 'ada@example' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(control(form, 'Phone')).toHaveAccessibleDescription('10 digits Phone number must be exactly 10 digits.');
  await expect(control(form, 'Zip code')).toHaveAccessibleDescription('5 or 6 digits Zip code must be 5 or 6 digits.');
  await expect(control(form, 'Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(firstName).not.toHaveAttribute('aria-invalid');
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);
  await expect(page).toHaveURL('/contact-us');
});

test("422: the server's first message of each field appears on that field, with the notice", async ({ page }) => {
  const form = await openContact(page);
  const values = await fill(form, { email: 'invalid@example.com' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toHaveText(['The given data was invalid!']);
  await expect(control(form, 'Email')).toHaveAccessibleDescription('The email has already been taken.');
  await expect(control(form, 'First name')).toHaveAccessibleDescription('The first name may only contain letters and spaces.');
  await expectContactKept(form, values);
  await expect(page).toHaveURL('/contact-us');

  // Fixing a field clears the server's message on it.
  await control(form, 'First name').fill('Augusta');
  await expect(control(form, 'First name')).not.toHaveAttribute('aria-invalid');
});

/** The sandbox's answers for these addresses (sandbox/README.md), or the network dropped, and the notice each owes. */
const FAILURES = [
  { name: '422 without detail: the notice only', email: 'nodetail@example.com', notice: 'The given data was invalid!' },
  { name: '500: the server message as the notice, the values kept', email: 'servererror@example.com', notice: 'Server Error!' },
  { name: 'an answer that is not JSON: the generic notice, the values kept', email: 'notjson@example.com', notice: GENERIC },
  { name: 'network failure: the generic notice, the values kept', email: VALUES.email, notice: GENERIC, offline: true },
];
for (const { name, email, notice, offline } of FAILURES) {
  test(name, async ({ page }) => {
    const form = await openContact(page);
    const values = await fill(form, { email });
    if (offline) await page.route('**/save-contact-us', (route) => route.abort());
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toHaveText([notice]);
    await expectContactKept(form, values);
  });
}

test("the server's HTML shows as text and never runs", async ({ page }) => {
  const form = await openContact(page);
  const values = await fill(form, { email: 'hostile@example.com' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toHaveText(['<img src=x onerror="window.__xss=1">Bad <b>input</b>!']);
  await expect(control(form, 'Email')).toHaveAccessibleDescription('<script>window.__xss=2</script>Nope');
  await expectShownAsText(page, '.notyf img, .notyf b, .notyf script, .field__error script');
  await expectContactKept(form, values);
});

test('the office card links to the map and the drawn map names the address', async ({ page }) => {
  await page.goto('/contact-us');
  const office = page.getByRole('region', { name: 'Our office' });
  await expect(office.getByRole('img', { name: /350 Fifth Avenue/ })).toBeVisible();
  await expect(office.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /google\.com\/maps/);
});
