/**
 * In every engine, each form's happy path against the sandbox: the demo request (footer, /request-a-demo, the
 * white-label page), the contact form, the newsletter, and the three password forms. The wire payloads and
 * the failures are Chromium's (forms-*.spec.ts); here each form is filled as a visitor would and succeeds.
 */
import { ADA, engineTest as test, expect, fillTabForm, pathOf, tabForm, tabToasts, uniqueEmail, type Tab, type TabLocator } from './fixtures';

const THANKS = 'Your request has been submitted successfully';

/** The demo form in `region` of the open page (the footer's behind its disclosure), scrolled into view and hydrated. */
async function demoForm(tab: Tab, region: 'contentinfo' | 'main'): Promise<TabLocator> {
  const scope = tab.getByRole(region);
  if (region === 'contentinfo') {
    const disclosure = scope.locator('details.footer-demo');
    if ((await disclosure.getAttribute('open')) === null) await disclosure.locator('summary').click();
  }
  const submit = scope.getByRole('button', { name: 'Request a Demo' });
  await submit.scrollIntoViewIfNeeded();
  const selector = region === 'contentinfo' ? 'footer' : 'main';
  await expect
    .poll(() =>
      tab.evaluate((within) => document.querySelector(`${within} form`)?.closest('astro-island')?.hasAttribute('ssr') ?? 'missing', selector),
    )
    .toBe(false);
  return scope.locator('form');
}

test.describe('each form', { tag: '@engines' }, () => {
  test('a demo request from the footer, /request-a-demo and /whitelabel ends on /thank-you', async ({ tab }) => {
    for (const [path, region, hasCountry] of [
      ['/privacy-policy', 'contentinfo', true],
      ['/request-a-demo', 'main', true],
      ['/whitelabel', 'main', false],
    ] as const) {
      await tab.goto(path);
      const form = await demoForm(tab, region);
      await fillTabForm(
        form,
        {
          Name: 'Ada Lovelace',
          Email: uniqueEmail('ada'),
          'Contact number': '5551234567',
          'Company name': 'Metro Parking',
          City: 'Newark',
          State: 'NJ',
          ...(hasCountry ? { Country: 'United States' } : {}),
          Service: 'Touchless Self Parking',
        },
        ['Country', 'Service'],
      );
      await form.getByRole('button', { name: 'Request a Demo' }).click();
      await expect.poll(() => pathOf(tab), `${path}: the thank-you page`).toBe('/thank-you');
      await expect.poll(() => tab.getByRole('main').getByRole('status').textContent()).toBe(THANKS);
      await expect.poll(() => tabToasts(tab).first().textContent()).toMatch(/^Thank YouYour request has been submitted successfully/);
    }
  });

  test('the contact form ends on /thank-you', async ({ tab }) => {
    await tab.goto('/contact-us');
    const form = await tabForm(tab, 'Contact us');
    await fillTabForm(
      form,
      {
        'First name': 'Ada',
        'Last name': 'Lovelace King',
        Email: uniqueEmail('ada'),
        Phone: '5551234567',
        'Company name': 'Metro Parking',
        City: 'Newark',
        State: 'NJ',
        'Zip code': '07102',
        Country: 'United States',
        Message: 'We run three garages downtown and would like a call.',
      },
      ['Country'],
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => pathOf(tab)).toBe('/thank-you');
    await expect.poll(() => tab.getByRole('main').getByRole('status').textContent()).toBe(THANKS);
  });

  test('the newsletter thanks the reader and clears the field', async ({ tab }) => {
    await tab.goto('/');
    const form = await tabForm(tab, 'Subscribe to the newsletter');
    const email = form.getByRole('textbox', { name: 'Email address', exact: true });
    await email.fill(uniqueEmail('reader'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => tabToasts(tab).first().textContent()).toBe('Thank YouYour Email Id has been subscribed successfully.');
    await expect.poll(() => email.inputValue()).toBe('');
  });

  test('forgot password sends the link; reset and create password update it and open the login dialog at home', async ({ tab }) => {
    await tab.goto('/forgot-password');
    const forgot = await tabForm(tab, 'Forgot password');
    await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill(ADA.Email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => tabToasts(tab).first().textContent()).toBe('Email is sent successfully!Please check your email to reset password');

    for (const [path, name, password] of [
      ['/reset-password', 'Reset Password', 'Abcdef1@'],
      ['/generate-new-password', 'Create Password', 'Abcdef1#'],
    ] as const) {
      await tab.goto(`${path}/tok-${name.split(' ')[0]?.toLowerCase()}`);
      await expect.poll(() => pathOf(tab), 'the token leaves the address bar').toBe(path);
      const form = await tabForm(tab, name);
      await form.getByLabel(/^Password/).fill(password);
      await form.getByLabel(/^Confirm password/).fill(password);
      await form.getByRole('button', { name }).click();
      await expect.poll(() => tabToasts(tab).first().textContent(), name).toBe('Successfully!Password has been updated Successfully');
      await expect.poll(() => pathOf(tab), `${name}: home`).toBe('/');
      await expect.poll(() => tab.getByRole('dialog', { name: 'Log in' }).isVisible(), `${name}: the login dialog`).toBe(true);
    }
  });
});
