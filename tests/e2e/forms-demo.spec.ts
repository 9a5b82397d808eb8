/**
 * The demo request forms: the footer (every page), /request-a-demo, and the detail variants on /whitelabel
 * (product 15) and /software-defined-parcs (product 16). Wire payload, notices, thank-you, failures.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ allowedFailedRequests: [/\/save-request-demo$/] });

const GENERIC = 'Sorry, Something went Wrong!Please Try again letter!';
const toasts = (page: Page) => page.locator('.notyf__toast');

interface Setup {
  readonly name: string;
  readonly path: string;
  /** Where the form sits: the footer (contentinfo) or the page (main). */
  readonly region: 'contentinfo' | 'main';
  readonly hasCountry: boolean;
  readonly notice: string;
  /** The fields the variant adds to the wire payload. */
  readonly extra: Record<string, unknown>;
}

const STANDARD_NOTICE = 'Thank YouYour request has been submitted successfully';
const DETAIL_NOTICE = 'Thank YouYour request has been submitted successfully, We will get in touch with you soon';
const DETAIL_TRIAL = { is_trial: 1, plan_type: 0, no_of_days: 15 };

const SETUPS: Setup[] = [
  { name: 'footer', path: '/privacy-policy', region: 'contentinfo', hasCountry: true, notice: STANDARD_NOTICE, extra: { country: 'United States', form_status: 'demoForm' } },
  { name: '/request-a-demo', path: '/request-a-demo', region: 'main', hasCountry: true, notice: STANDARD_NOTICE, extra: { country: 'United States', form_status: 'demoForm' } },
  {
    name: '/whitelabel',
    path: '/whitelabel',
    region: 'main',
    hasCountry: false,
    notice: DETAIL_NOTICE,
    extra: { country: 'N/A', form_status: 'WHITELABEL', product: 15, membership_plan_id: 1501, ...DETAIL_TRIAL },
  },
  {
    name: '/software-defined-parcs',
    path: '/software-defined-parcs',
    region: 'main',
    hasCountry: false,
    notice: DETAIL_NOTICE,
    extra: { country: 'N/A', form_status: 'SDPARCS', product: 16, membership_plan_id: 1601, ...DETAIL_TRIAL },
  },
];

const VALUES = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contact: '5551234567',
  company_name: 'Metro Parking',
  city: 'Newark',
  state: 'NJ',
  country: 'United States',
  service: 'Touchless Self Parking',
};

/** The wire payload of VALUES (service "Touchless Self Parking", the API's "Touchless Parking", is id 3). */
const WIRE = {
  name: 'Ada Lovelace',
  mobile: '5551234567',
  email: 'ada@example.com',
  company_name: 'Metro Parking',
  city: 'Newark',
  state: 'NJ',
  service_id: 3,
};

const TEXT_LABELS = { name: 'Name', email: 'Email', contact: 'Contact number', company_name: 'Company name', city: 'City', state: 'State' } as const;

const textbox = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });
const combobox = (form: Locator, label: string) => form.getByRole('combobox', { name: label, exact: true });
const submitOf = (form: Locator) => form.getByRole('button', { name: 'Request a Demo' });

/** Opens the page and returns its hydrated demo form. */
async function openForm(page: Page, setup: Setup): Promise<Locator> {
  await page.goto(setup.path);
  // The demo form has no name of its own (several may share a page); it is the form with its button.
  const demoForm = page.locator('form', { has: page.getByRole('button', { name: 'Request a Demo' }) });
  const region = page.getByRole(setup.region);
  const form = region.locator(demoForm);
  await form.scrollIntoViewIfNeeded();
  // client:visible: the island hydrates once scrolled into view and then drops its `ssr` attribute.
  await expect(region.locator('astro-island', { has: demoForm })).not.toHaveAttribute('ssr');
  return form;
}

async function fill(form: Locator, setup: Setup, values: Partial<typeof VALUES> = {}) {
  const all = { ...VALUES, ...values };
  for (const [key, label] of Object.entries(TEXT_LABELS) as Array<[keyof typeof TEXT_LABELS, string]>) await textbox(form, label).fill(all[key]);
  if (setup.hasCountry) await combobox(form, 'Country').selectOption(all.country);
  await combobox(form, 'Service').selectOption({ label: all.service });
  return all;
}

async function expectKept(form: Locator, setup: Setup, values: typeof VALUES) {
  for (const [key, label] of Object.entries(TEXT_LABELS) as Array<[keyof typeof TEXT_LABELS, string]>) await expect(textbox(form, label)).toHaveValue(values[key]);
  if (setup.hasCountry) await expect(combobox(form, 'Country')).toHaveValue(values.country);
  await expect(combobox(form, 'Service')).toHaveValue('3');
  await expect(submitOf(form)).toBeEnabled();
}

/** Records the JSON body of every POST to /save-request-demo at the route (optionally slowed down). */
async function recordPosts(page: Page, delayMs = 0): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route('**/save-request-demo', async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
  return bodies;
}

for (const setup of SETUPS) {
  test.describe(`demo form: ${setup.name}`, () => {
    test('sends the wire payload, then thanks on /thank-you', async ({ page }) => {
      const form = await openForm(page, setup);
      await fill(form, setup);
      const posts = await recordPosts(page);
      await submitOf(form).click();
      await page.waitForURL('/thank-you');
      expect(posts).toEqual([{ ...WIRE, ...setup.extra }]);
      await expect(toasts(page)).toHaveText([setup.notice]);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Your request has been submitted successfully');
    });

    test('422 with detail: one notice per field, the values kept', async ({ page }) => {
      const form = await openForm(page, setup);
      const values = await fill(form, setup, { email: 'invalid@example.com' });
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText([
        'The given data was invalid!The email has already been taken.',
        'The given data was invalid!The name may only contain letters and spaces.',
      ]);
      await expectKept(form, setup, values);
      await expect(page).toHaveURL(setup.path);
    });

    test('422 without detail, 500 and a network failure: their notices, the values kept', async ({ page }) => {
      const form = await openForm(page, setup);
      const cases: Array<[string, string]> = [
        ['nodetail@example.com', 'The given data was invalidPlease enter required details'],
        ['servererror@example.com', 'Validation Errors!Server Error'],
        ['notjson@example.com', GENERIC],
      ];
      for (const [email, notice] of cases) {
        const values = await fill(form, setup, { email });
        await submitOf(form).click();
        await expect(toasts(page).filter({ hasText: notice })).toHaveCount(1);
        await expectKept(form, setup, values);
      }
      await page.route('**/save-request-demo', (route) => route.abort());
      const values = await fill(form, setup);
      await submitOf(form).click();
      await expect(toasts(page).filter({ hasText: GENERIC })).toHaveCount(2);
      await expectKept(form, setup, values);
      await expect(page).toHaveURL(setup.path);
    });
  });
}

test.describe('demo form: rules', () => {
  const setup = SETUPS[1] as Setup;

  test('filters while typing and shows messages beside the fields without sending', async ({ page }) => {
    const form = await openForm(page, setup);
    const posts = await recordPosts(page);
    await textbox(form, 'Name').fill('Ada3 Love-lace');
    await expect(textbox(form, 'Name')).toHaveValue('Ada Lovelace');
    await textbox(form, 'Contact number').pressSequentially('(555) 123-4567');
    await expect(textbox(form, 'Contact number')).toHaveValue('5551234567');

    await submitOf(form).click();
    await expect(textbox(form, 'Email')).toHaveAccessibleDescription('Please enter your email address.');
    await expect(textbox(form, 'Email')).toBeFocused();
    await expect(combobox(form, 'Service')).toHaveAccessibleDescription('Please select a service.');
    await textbox(form, 'Contact number').fill('555123456');
    await submitOf(form).click();
    await expect(textbox(form, 'Contact number')).toHaveAccessibleDescription('10 digits Contact number must be exactly 10 digits.');
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  test('a double click sends exactly one request', async ({ page }) => {
    const form = await openForm(page, setup);
    await fill(form, setup);
    const posts = await recordPosts(page, 500);
    await submitOf(form).dblclick();
    await page.waitForURL('/thank-you');
    expect(posts).toHaveLength(1);
  });

  test("the server's HTML shows as text and never runs", async ({ page }) => {
    const form = await openForm(page, setup);
    const values = await fill(form, setup, { email: 'hostile@example.com' });
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText(['<img src=x onerror="window.__xss=1">Bad <b>input</b>!<script>window.__xss=2</script>Nope']);
    await expect(page.locator('.notyf img, .notyf b, .notyf script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await expectKept(form, setup, values);
  });
});
