/**
 * Requesting a demo: the footer's form (every page), /request-a-demo, and the detail variants on /whitelabel
 * (product 15) and /software-defined-parcs (product 16). Each variant's happy path with its exact wire payload;
 * what is the demo form's own: its filters and messages, the services it offers by the site's names, and the
 * footer's "Request a demo" disclosure (one demo form in view at a time).
 *
 * Elsewhere: the failures of every variant in the fault matrix (send-forms-when-things-go-wrong.spec.ts), a
 * double click and the clicks while /thank-you loads in keep-what-you-typed.spec.ts and
 * subscribe-to-the-newsletter.spec.ts, the disclosure's open attribute in each built page and the names file in
 * tests/build/forms.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_TYPED, DEMO_WIRE as WIRE, DETAIL_TRIAL } from '../support/demo-request';
import { API_ONLY_SERVICE_NAMES, expect, fillForm, openDemoForm, recordPosts, SITE_SERVICE_NAMES, type Shown, test, toasts } from './fixtures';

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

/** What the visitor types and chooses, by label (its wire payload is DEMO_WIRE). */
const VALUES = DEMO_TYPED;

const textbox = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });
const combobox = (form: Locator, label: string) => form.getByRole('combobox', { name: label, exact: true });
const submitOf = (form: Locator) => form.getByRole('button', { name: 'Request a Demo' });

/** Fills the variant's fields (the detail forms have no country) with VALUES; returns what it typed. */
async function fill(form: Locator, setup: Setup): Promise<Shown> {
  const { Country: _country, ...withoutCountry } = VALUES;
  const typed = setup.hasCountry ? VALUES : withoutCountry;
  await fillForm(form, typed, ['Country', 'Service']);
  return typed;
}

for (const setup of SETUPS) {
  test(`demo form: ${setup.name}: sends the wire payload, then thanks on /thank-you`, async ({ page }) => {
    const form = await openDemoForm(page, setup.path, setup.region);
    await fill(form, setup);
    const posts = await recordPosts(page, '/save-request-demo');
    await submitOf(form).click();
    await page.waitForURL('/thank-you');
    expect(posts).toEqual([{ ...WIRE, ...setup.extra }]);
    await expect(toasts(page)).toHaveText([setup.notice]);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your request has been submitted successfully');
  });
}

test('demo form filters while typing and shows its messages beside the fields without sending', async ({ page }) => {
  const setup = SETUPS[1] as Setup;
  const form = await openDemoForm(page, setup.path, setup.region);
  const posts = await recordPosts(page, '/save-request-demo');
  // Letters of every alphabet are names too; digits and symbols are still refused.
  await textbox(form, 'Name').fill('Łukasz Zoë');
  await expect(textbox(form, 'Name')).toHaveValue('Łukasz Zoë');
  await textbox(form, 'Name').pressSequentially('7$');
  await expect(textbox(form, 'Name')).toHaveValue('Łukasz Zoë');
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

// ---------------------------------------------------------------------------------------------------
// The services offered, by the site's names
// ---------------------------------------------------------------------------------------------------

/** The site's names of the API's ids, from the Markdown; the API's names for the ids without a page. */
const SITE = { ...SITE_SERVICE_NAMES, ...API_ONLY_SERVICE_NAMES };

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

test.describe('the services offered', () => {
  test.use({ allowedFailedRequests: [/\/service-names\.json$/] });

  test("/request-a-demo offers every service by the site's name, the footer its four", async ({ page }) => {
    await page.goto('/request-a-demo');
    expect(await serviceOptions(page, 'main')).toEqual(Object.entries(SITE));
    // The footer's form on the same page still offers its four only.
    expect((await serviceOptions(page, 'contentinfo')).map(([id]) => id)).toEqual(['1', '2', '3', '4']);

    // Without the names file every service keeps the API's name.
    await page.route('**/service-names.json', (route) => route.abort());
    await page.reload();
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

// ---------------------------------------------------------------------------------------------------
// The footer's "Request a demo" disclosure
// ---------------------------------------------------------------------------------------------------

/** Pages with a demo form of their own, or right after one was sent (the logout pages leave at once: build check only). */
const OWN_DEMO = ['/request-a-demo', '/whitelabel', '/software-defined-parcs', '/thank-you'];

const disclosure = (page: Page) => page.getByRole('contentinfo').locator('details.footer-demo');
const summary = (page: Page) => disclosure(page).locator('summary');
const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form', { has: page.getByRole('button', { name: 'Request a Demo' }) });
/** The footer's one island: the demo form. */
const footerIsland = (page: Page) => page.getByRole('contentinfo').locator('astro-island');

/** Scrolls to the bottom, gives a client:visible island time to wake, and says whether the footer's hydrated. */
async function footerHydratedAtBottom(page: Page): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1_000);
  return !(await footerIsland(page).evaluate((island) => island.hasAttribute('ssr')));
}

test.describe('the footer demo disclosure', () => {
  test("on a laptop the footer's demo disclosure is open with §9's four products, closed where a form is", async ({ page }) => {
    await page.goto('/about-us');
    await expect(disclosure(page)).toHaveJSProperty('open', true);
    await expect(summary(page)).toHaveText('Request a demo');
    await expect(page.getByRole('region', { name: 'Request a demo' })).toBeVisible();
    const form = footerForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(footerIsland(page)).not.toHaveAttribute('ssr');
    expect(await serviceOptions(page, 'contentinfo')).toEqual([
      ['1', SITE[1]],
      ['2', SITE[2]],
      ['3', SITE[3]],
      ['4', SITE[4]],
    ]);
    // The chevron points up while the form shows, down when it is folded (it stayed down until 2026-11-27: the
    // component's scoped rule needed its scope on the icon, which is another component's).
    const chevron = summary(page).locator('svg');
    const turned = () => chevron.evaluate((icon) => getComputedStyle(icon).transform);
    expect(await turned()).not.toBe('none');
    await summary(page).focus();
    await page.keyboard.press('Enter');
    await expect(disclosure(page)).toHaveJSProperty('open', false);
    await expect(form).toBeHidden();
    expect(await turned()).toBe('none');
    await page.keyboard.press(' ');
    await expect(disclosure(page)).toHaveJSProperty('open', true);
    await expect(form.getByLabel(/^Name/)).toBeVisible();

    for (const path of OWN_DEMO) {
      await test.step(`closed on ${path}, and its island stays asleep`, async () => {
        await page.goto(path);
        await expect(disclosure(page)).toHaveJSProperty('open', false);
        await expect(footerForm(page)).toBeHidden();
        expect(await footerHydratedAtBottom(page)).toBe(false);
        // The page's own form is the one demo form in view.
        await expect(page.locator('form:visible', { has: page.getByRole('button', { name: 'Request a Demo' }) })).toHaveCount(
          path === '/thank-you' ? 0 : 1,
        );
      });
    }
  });

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("on a phone the footer's demo form loads only when the visitor opens it", async ({ page }) => {
      for (const path of ['/', '/request-a-demo', '/thank-you']) {
        await page.goto(path);
        await expect(disclosure(page), path).toHaveJSProperty('open', false);
      }

      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/(countries|services)$/.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
      });
      await page.goto('/about-us');
      await expect(disclosure(page)).toHaveJSProperty('open', false);
      await expect(footerForm(page)).toBeHidden();
      expect(await footerHydratedAtBottom(page)).toBe(false);
      expect(apiCalls).toEqual([]);

      const closedHeight = (await page.getByRole('contentinfo').boundingBox())!.height;
      await summary(page).focus();
      await page.keyboard.press('Enter');
      await expect(disclosure(page)).toHaveJSProperty('open', true);
      // Closed, the footer adds no screens of fields to a page.
      const openedHeight = (await page.getByRole('contentinfo').boundingBox())!.height;
      expect(openedHeight - closedHeight).toBeGreaterThan(600);
      const form = footerForm(page);
      await form.scrollIntoViewIfNeeded();
      await expect(footerIsland(page)).not.toHaveAttribute('ssr');
      await expect(form.getByLabel(/^Country/).locator('option')).not.toHaveCount(1);
      expect(apiCalls.length).toBeGreaterThan(0);
    });
  });
});
