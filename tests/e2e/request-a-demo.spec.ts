/**
 * The demo request forms: the footer (every page), /request-a-demo, and the detail variants on /whitelabel
 * (product 15) and /software-defined-parcs (product 16). Wire payload, notices, thank-you, failures.
 */
import type { Locator } from '@playwright/test';
import { DEMO_WIRE as WIRE, DETAIL_TRIAL } from '../demo-request';
import { expect, expectKept, expectShownAsText, fillForm, GENERIC, openDemoForm, recordPosts, type Shown, test, toasts } from './fixtures';

test.use({ allowedFailedRequests: [/\/save-request-demo$/] });

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

const SETUPS: Setup[] = [
  {
    name: 'footer',
    path: '/privacy-policy',
    region: 'contentinfo',
    hasCountry: true,
    notice: STANDARD_NOTICE,
    extra: { country: 'United States', form_status: 'demoForm' },
  },
  {
    name: '/request-a-demo',
    path: '/request-a-demo',
    region: 'main',
    hasCountry: true,
    notice: STANDARD_NOTICE,
    extra: { country: 'United States', form_status: 'demoForm' },
  },
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

/** What the visitor types and chooses, by label (DEMO_FIELDS of ../demo-request, whose wire payload is DEMO_WIRE). */
const VALUES = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  'Contact number': '5551234567',
  'Company name': 'Metro Parking',
  City: 'Newark',
  State: 'NJ',
  Country: 'United States',
  Service: 'Touchless Self Parking',
};

const textbox = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });
const combobox = (form: Locator, label: string) => form.getByRole('combobox', { name: label, exact: true });
const submitOf = (form: Locator) => form.getByRole('button', { name: 'Request a Demo' });

/** Fills the variant's fields (the detail forms have no country) with VALUES, or `values` instead; returns what it typed. */
async function fill(form: Locator, setup: Setup, values: Partial<typeof VALUES> = {}): Promise<Shown> {
  const all = { ...VALUES, ...values };
  const { Country: _country, ...withoutCountry } = all;
  const typed = setup.hasCountry ? all : withoutCountry;
  await fillForm(form, typed, ['Country', 'Service']);
  return typed;
}

/** Every typed value is still in its field (the service as its id) and the button can be pressed again. */
const expectDemoKept = (form: Locator, values: Shown) => expectKept(form, { ...values, Service: '3' }, { submit: 'Request a Demo' });

for (const setup of SETUPS) {
  test.describe(`demo form: ${setup.name}`, () => {
    test('sends the wire payload, then thanks on /thank-you', async ({ page }) => {
      const form = await openDemoForm(page, setup.path, setup.region);
      await fill(form, setup);
      const posts = await recordPosts(page, '/save-request-demo');
      await submitOf(form).click();
      await page.waitForURL('/thank-you');
      expect(posts).toEqual([{ ...WIRE, ...setup.extra }]);
      await expect(toasts(page)).toHaveText([setup.notice]);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Your request has been submitted successfully');
    });

    test('422 with detail: one notice per field, the values kept', async ({ page }) => {
      const form = await openDemoForm(page, setup.path, setup.region);
      const values = await fill(form, setup, { Email: 'invalid@example.com' });
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText([
        'The given data was invalid!The email has already been taken.',
        'The given data was invalid!The name may only contain letters and spaces.',
      ]);
      await expectDemoKept(form, values);
      await expect(page).toHaveURL(setup.path);
    });

    test('422 without detail, 500 and a network failure: their notices, the values kept', async ({ page }) => {
      const form = await openDemoForm(page, setup.path, setup.region);
      const cases: Array<[string, string]> = [
        ['nodetail@example.com', 'The given data was invalidPlease enter required details'],
        ['servererror@example.com', 'Validation Errors!Server Error'],
        ['notjson@example.com', GENERIC],
      ];
      for (const [email, notice] of cases) {
        const values = await fill(form, setup, { Email: email });
        await submitOf(form).click();
        await expect(toasts(page).filter({ hasText: notice })).toHaveCount(1);
        await expectDemoKept(form, values);
      }
      await page.route('**/save-request-demo', (route) => route.abort());
      const values = await fill(form, setup);
      await submitOf(form).click();
      await expect(toasts(page).filter({ hasText: GENERIC })).toHaveCount(2);
      await expectDemoKept(form, values);
      await expect(page).toHaveURL(setup.path);
    });
  });
}

test.describe('demo form: rules', () => {
  const setup = SETUPS[1] as Setup;

  test('filters while typing and shows messages beside the fields without sending', async ({ page }) => {
    const form = await openDemoForm(page, setup.path, setup.region);
    const posts = await recordPosts(page, '/save-request-demo');
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
    const form = await openDemoForm(page, setup.path, setup.region);
    await fill(form, setup);
    const posts = await recordPosts(page, '/save-request-demo', 500);
    await submitOf(form).dblclick();
    await page.waitForURL('/thank-you');
    expect(posts).toHaveLength(1);
  });

  test("the server's HTML shows as text and never runs", async ({ page }) => {
    const form = await openDemoForm(page, setup.path, setup.region);
    const values = await fill(form, setup, { Email: 'hostile@example.com' });
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText(['<img src=x onerror="window.__xss=1">Bad <b>input</b>!<script>window.__xss=2</script>Nope']);
    await expectShownAsText(page, '.notyf img, .notyf b, .notyf script');
    await expectDemoKept(form, values);
  });
});
