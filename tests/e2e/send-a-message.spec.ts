/**
 * Sending a message on /contact-us: the happy path with its exact wire payload and the thank-you; what is the
 * contact form's own: its filters, its rule texts beside the fields, the server's message of each field on that
 * field; and the office card with its click-to-load map (no request to the map provider until the visitor asks).
 *
 * Elsewhere: the failures in the fault matrix (send-forms-when-things-go-wrong.spec.ts), the draft and typing
 * before hydration in keep-what-you-typed.spec.ts, the map provider in frame-src on this page only in
 * tests/build/forms.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { translator, type Phrase } from '../../src/i18n/translate';
import { TEST_BUILD_ENV } from '../env';
import { axeViolations, control, expect, expectKept, fillForm, openForm, recordPosts, test, toasts } from './fixtures';

// The sandbox's 422 below logs its failed load.
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

test('sends the contact fields with client credentials, then shows the thank-you message', async ({ page }) => {
  const form = await openContact(page);
  await fill(form);
  const posts = await recordPosts(page, '/save-contact-us');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL('/thank-you');
  expect(posts).toEqual([{ ...VALUES, client_id: TEST_BUILD_ENV.PUBLIC_CLIENT_ID, client_secret: TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET }]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your request has been submitted successfully');
});

test("filters while typing, shows the rules beside the fields, and puts the server's messages on their fields", async ({ page }) => {
  const form = await openContact(page);
  const posts = await recordPosts(page, '/save-contact-us');
  const submit = form.getByRole('button', { name: 'Send Message' });
  const firstName = control(form, 'First name');

  await test.step('the rules beside the fields, on an empty form', async () => {
    await submit.click();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
    await expect(firstName).toBeFocused();
    await expect(control(form, 'Message')).toHaveAccessibleDescription('Please enter your message.');
    await expect(control(form, 'Country')).toHaveAccessibleDescription('Please select your country.');
  });

  await test.step('filters while typing: letters for names, digits for phone (10) and zip code (6)', async () => {
    await firstName.fill("Ada3 O'Neil!");
    await expect(firstName).toHaveValue('Ada ONeil');
    await control(form, 'Last name').fill('');
    await control(form, 'Last name').pressSequentially('Love-lace2');
    await expect(control(form, 'Last name')).toHaveValue('Lovelace');
    await control(form, 'Phone').fill('(555) 123-4567');
    await expect(control(form, 'Phone')).toHaveValue('5551234567');
    await control(form, 'Phone').fill('+1 555 123 4567 89');
    await expect(control(form, 'Phone')).toHaveValue('1555123456');
    await control(form, 'Zip code').fill('10118-0110');
    await expect(control(form, 'Zip code')).toHaveValue('101180');
  });

  await test.step('the rules of phone, zip code and email', async () => {
    await fill(form, { phone: '555123456', zipcode: '1234', email: 'ada@example' });
    await submit.click();
    await expect(control(form, 'Phone')).toHaveAccessibleDescription('10 digits Phone number must be exactly 10 digits.');
    await expect(control(form, 'Zip code')).toHaveAccessibleDescription('5 or 6 digits Zip code must be 5 or 6 digits.');
    await expect(control(form, 'Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL('/contact-us');
  });

  await test.step("the sandbox's 422: its first message of each field on that field, with the notice", async () => {
    const values = await fill(form, { email: 'invalid@example.com' });
    await submit.click();
    await expect(toasts(page)).toHaveText(['The given data was invalid!']);
    await expect(control(form, 'Email')).toHaveAccessibleDescription('The email has already been taken.');
    await expect(firstName).toHaveAccessibleDescription('The first name may only contain letters and spaces.');
    await expectKept(form, shown(values), { submit: 'Send Message' });
    await expect(page).toHaveURL('/contact-us');
    expect(posts).toHaveLength(1);

    // Fixing a field clears the server's message on it.
    await firstName.fill('Augusta');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
  });
});

// ---------------------------------------------------------------------------------------------------
// The office card and its map
// ---------------------------------------------------------------------------------------------------

const EMBED = TEST_BUILD_ENV.PUBLIC_MAP_EMBED_URL;
const PROVIDER = new URL(EMBED).origin;
const settings = readFileSync(new URL('../../content/settings/site.yaml', import.meta.url), 'utf8');
const setting = (name: string) => new RegExp(`^\\s+${name}: "?([^"\\n]+)"?$`, 'm').exec(settings)?.[1] ?? '';

test('the office card links to maps; the live map loads only when asked, within the CSP', async ({ page }) => {
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === PROVIDER) providerRequests.push(request.url());
  });
  // The provider is routed to a local page: nothing leaves the machine.
  await page.route(`${PROVIDER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Stand-in map of the office</p>' }),
  );

  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(providerRequests).toEqual([]);
  await expect(page.locator('contact-map iframe')).toHaveCount(0);

  // The address, the drawn map and the directions link are there without the map.
  const office = page.getByRole('region', { name: 'Our office' });
  await expect(office.getByRole('img', { name: /350 Fifth Avenue/ })).toBeVisible();
  await expect(office.getByText(setting('street'))).toBeVisible();
  await expect(office.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(office.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', setting('mapUrl'));
  await expect(office.getByText(`The live map loads from ${new URL(EMBED).hostname} when you ask for it.`)).toBeVisible();

  const box = await page.locator('.contact-map__frame').boundingBox();
  const show = office.getByRole('button', { name: 'Show the live map' });
  await show.focus();
  await page.keyboard.press('Enter');

  const map = page.locator('contact-map iframe');
  await expect(map).toHaveAttribute('src', EMBED);
  await expect(map).toHaveAttribute('title', /^Map of the /);
  await expect(map).toBeFocused();
  await expect(page.frameLocator('contact-map iframe').getByText('Stand-in map of the office')).toBeVisible();
  expect(providerRequests).toEqual([EMBED]);
  await expect(show).toHaveCount(0);
  // The map takes the drawing's place: the box keeps its size.
  const after = await page.locator('.contact-map__frame').boundingBox();
  expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);
  expect(await axeViolations(page)).toEqual([]);
});

for (const prefix of ['fr', 'es'] as const) {
  test(`under /${prefix}, the form speaks the language of the page's text, sends the same wire and thanks on /${prefix}/thank-you`, async ({
    page,
  }) => {
    await page.goto(`/${prefix}/contact-us`);
    // Translated, the page's language (its <main> unmarked); else English, marked so, the form too.
    const language = (await page.locator('main').getAttribute('lang')) === 'en' ? 'en' : prefix;
    const t = translator(language);
    const form = page.getByRole('form', { name: t('Contact us') });
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: t('Send Message') });
    await expect(submit).toBeEnabled();
    const posts = await recordPosts(page, '/save-contact-us');
    await submit.click();
    const firstName = control(form, t('First name'));
    await expect(firstName).toHaveAccessibleDescription(t('Please enter your first name.'));
    await expect(firstName).toBeFocused();
    await expect(control(form, t('Zip code'))).toHaveAccessibleDescription(`${t('5 or 6 digits')} ${t('Please enter your zip code.')}`);
    await expect(control(form, t('Message'))).toHaveAccessibleDescription(t('Please enter your message.'));
    expect(posts).toHaveLength(0);

    const labels = Object.fromEntries(Object.entries(VALUES).map(([name, value]) => [t(LABELS[name as keyof typeof VALUES] as Phrase), value]));
    await fillForm(form, labels, [t('Country')]);
    await submit.click();
    await page.waitForURL(`/${prefix}/thank-you`);
    expect(posts).toEqual([{ ...VALUES, client_id: TEST_BUILD_ENV.PUBLIC_CLIENT_ID, client_secret: TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET }]);
  });
}
