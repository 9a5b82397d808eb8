/**
 * Changing language: the footer's links, each named in its own language, lead to the same page in that language,
 * by pointer and by keyboard; a page not translated yet says so in the visitor's language above its English text;
 * the interface around it is in the page language, the footer's demo form too (its labels, its messages, its
 * thanks on the next page, and the same wire payload as in English); an unknown address under a prefix lands on
 * that language's home page; and each language's pages pass axe. The texts expected are the dictionaries' (src/i18n).
 */
import type { Locator, Page } from '@playwright/test';
import { translator, type Phrase } from '../../src/i18n/translate';
import { DEMO_TYPED, DEMO_WIRE } from '../support/demo-request';
import { axeViolations, expect, openForm, recordPosts, test, toasts } from './fixtures';

const fr = translator('fr');
const es = translator('es');

test('the footer leads to the same page in French and back to English', async ({ page }) => {
  // The tests' own page without a translation (tests/fixtures/content/pages/in-english-only.md).
  await page.goto('/in-english-only');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/in-english-only$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The interface in French, the page's own text marked as English under a notice in French.
  const nav = page.getByRole('navigation', { name: fr('Main') });
  await expect(nav.getByRole('link', { name: fr('Request a Demo') })).toHaveAttribute('href', '/fr/request-a-demo');
  const notice = page.getByText(fr('This page is not translated yet, so its text is in English.'));
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: fr('Read the English page') })).toHaveAttribute('href', '/in-english-only');
  await expect(page.locator('main')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: fr('Skip to main content') })).toBeAttached();

  await page
    .getByRole('navigation', { name: fr('Language') })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/in-english-only$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(fr('This page is not translated yet, so its text is in English.'))).toHaveCount(0);
});

test('the language links work by keyboard, and Spanish keeps the page', async ({ page }) => {
  await page.goto('/contact-us');
  const spanish = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' });
  await expect(spanish).toHaveAttribute('lang', 'es');
  await expect(spanish).toHaveAttribute('hreflang', 'es');
  await spanish.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/contact-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: es('Language') }).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
});

test('an unknown address under a prefix lands on that language home page', async ({ page }) => {
  await page.goto('/es/no-such-page');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: es('Request a Demo') }).first()).toHaveAttribute('href', '/es/request-a-demo');
});

/**
 * Sends a demo form in `language` as a visitor would: empty first (each field's message in the language, nothing
 * sent), then DEMO_TYPED; the wire is English's and the thanks come on that language's /thank-you.
 */
async function sendDemoIn(page: Page, form: Locator, language: 'fr' | 'es', { serviceChosen = false } = {}): Promise<void> {
  const t = translator(language);
  const submit = form.getByRole('button', { name: t('Request a Demo') });
  await form.scrollIntoViewIfNeeded();
  // Hydrated: the button is enabled once the island runs.
  await expect(submit).toBeEnabled();
  const textbox = (label: string) => form.getByRole('textbox', { name: t(label as Phrase), exact: true });
  const combobox = (label: string) => form.getByRole('combobox', { name: t(label as Phrase), exact: true });

  const posts = await recordPosts(page, '/save-request-demo');
  await submit.click();
  await expect(textbox('Name')).toHaveAccessibleDescription(t('Please enter your name.'));
  await expect(textbox('Name')).toBeFocused();
  await expect(textbox('Contact number')).toHaveAccessibleDescription(`${t('10 digits')} ${t('Please enter your contact number.')}`);
  await expect(combobox('Country')).toHaveAccessibleDescription(t('Please select your country.'));
  // A form whose page chose its service has no message there.
  await expect(combobox('Service')).toHaveAccessibleDescription(serviceChosen ? '' : t('Please select a service.'));
  expect(posts).toHaveLength(0);

  const { Country: country, Service: service, ...typed } = DEMO_TYPED;
  for (const [label, value] of Object.entries(typed)) await textbox(label).fill(value);
  // The countries and the services' names are the API's, shown as they come.
  await combobox('Country').selectOption(country);
  await combobox('Service').selectOption(service);
  await submit.click();
  await page.waitForURL(`/${language}/thank-you`);
  expect(posts).toEqual([{ ...DEMO_WIRE, country: 'United States', form_status: 'demoForm' }]);
  await expect(toasts(page)).toHaveText([`${t('Thank You')}${t('Your request has been submitted successfully')}`]);
}

test('the footer demo form in French: its labels and messages, the English wire payload, its thanks on /fr/thank-you', async ({ page }) => {
  await page.goto('/fr/search');
  const footer = page.getByRole('contentinfo');
  const disclosure = footer.locator('details.footer-demo');
  await expect(disclosure.locator('summary')).toHaveText(fr('Request a demo'));
  if (!(await disclosure.evaluate((details: HTMLDetailsElement) => details.open))) await disclosure.locator('summary').click();
  await sendDemoIn(page, footer.locator('form', { has: page.getByRole('button', { name: fr('Request a Demo') }) }), 'fr');
});

for (const language of ['fr', 'es'] as const) {
  test(`a translated page's demo form block speaks its language (${language}): its line, labels, messages, the English wire, thanks on /${language}/thank-you`, async ({
    page,
  }) => {
    const t = translator(language);
    // The tests' own page in three languages (tests/fixtures/content/pages/in-three-languages.*.md) has a demo block.
    await page.goto(`/${language}/in-three-languages`);
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    const block = page.locator('.service-demo');
    await expect(block.getByText(t('Leave your details and a product specialist will walk you through it on a call.'))).toBeVisible();
    // The block's service chosen (Permit Parking, by the API's name) once its island runs, when it comes into view.
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('combobox', { name: t('Service'), exact: true })).not.toHaveValue('');
    await sendDemoIn(page, block.locator('form'), language, { serviceChosen: true });
  });
}

for (const language of ['fr', 'es'] as const) {
  test(`a translated page's newsletter block speaks its language (${language}): its band, label, rules, button states and thanks, the English wire`, async ({
    page,
  }) => {
    const t = translator(language);
    const form = await openForm(page, `/${language}/in-three-languages`, t('Subscribe to the newsletter'));
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('heading', { name: t('Get parking industry insights') })).toBeVisible();
    const email = form.getByRole('textbox', { name: t('Email address'), exact: true });
    const submit = form.getByRole('button', { name: t('Subscribe'), exact: true });
    await expect(email).toHaveAttribute('placeholder', t('you@company.com'));
    const posts = await recordPosts(page, '/newsletter', 600);
    await submit.click();
    await expect(email).toHaveAccessibleDescription(t('Please enter your email address.'));
    await email.fill('reader@');
    await submit.click();
    await expect(email).toHaveAccessibleDescription(t('Please enter a valid email address.'));
    expect(posts).toHaveLength(0);
    await email.fill('lecteur@example.com');
    await submit.click();
    await expect(form.getByRole('button', { name: t('Please wait...') })).toBeDisabled();
    await expect(toasts(page)).toHaveText([`${t('Thank You')}${t('Your Email Id has been subscribed successfully.')}`]);
    expect(posts).toEqual([{ email: 'lecteur@example.com' }]);
    await expect(email).toHaveValue('');
  });
}

test('the login dialog speaks the page language, its rules and its way to a new password too; the search dialog too', async ({ page }) => {
  await page.goto('/fr/contact-us');
  await page
    .getByRole('navigation', { name: fr('Main') })
    .getByRole('link', { name: fr('Login') })
    .click();
  const login = page.getByRole('dialog', { name: fr('Log in') });
  await expect(login).toBeVisible();
  await expect(login).not.toHaveAttribute('lang', /./);
  await expect(login.getByText(fr('Customers and partners: log in to reach your dashboard.'))).toBeVisible();
  const posts = await recordPosts(page, '/oauth/access_token');
  await login.getByRole('button', { name: fr('Log in'), exact: true }).click();
  await expect(login.getByRole('textbox', { name: fr('Email') })).toHaveAccessibleDescription(fr('Please enter valid email.'));
  await expect(login.getByRole('textbox', { name: fr('Password'), exact: true })).toHaveAccessibleDescription(fr('Please enter valid password.'));
  expect(posts).toHaveLength(0);
  await expect(login.getByRole('button', { name: fr('Show password') })).toBeVisible();
  await expect(login.getByRole('link', { name: fr('Forgot Password') })).toHaveAttribute('href', '/fr/forgot-password');
  await login.getByRole('button', { name: fr('Close login') }).click();
  await expect(login).toBeHidden();
  await page.getByRole('link', { name: fr('Search') }).click();
  const search = page.getByRole('dialog', { name: fr('Search the site') });
  await expect(search).toBeVisible();
  await expect(search).not.toHaveAttribute('lang', /./);

  await page.goto('/contact-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).not.toHaveAttribute('lang', /./);
});

for (const path of [
  '/fr',
  '/es',
  '/fr/search',
  '/fr/request-trial',
  '/es/services',
  '/fr/request-a-demo',
  '/fr/in-three-languages',
  '/es/contact-us',
  '/es/request-a-demo',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}
