/**
 * Paying (or starting a trial) when the answer is lost: the sandbox's test cards charge, then lose
 * the answer: 4000000000000259 never answers, …0119 drops the connection, …0341 answers a 201 that is not
 * JSON. For each, the visitor's side: exactly one charge in the sandbox's log, [§8](docs/CONTRACT.md#8-notices)'s failure toast, the words
 * that the payment could not be confirmed and what to do, a button that does not send again, and the second
 * step: on /payment it looks for the payment in the payer's recent history and says what it found.
 *
 * The never-answered card runs on Playwright's clock, installed before the page loads: the page's timers (the
 * 10 s "still working" and the call's 45 s deadline) follow it, so the test moves it instead of waiting.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CARD_CALL_DEADLINE_MS, STILL_WORKING_AFTER_MS } from '../../src/features/commerce/payment/timings';
import { SANDBOX_ORIGIN, TEST_BUILD_ENV } from '../env';
import {
  axeViolations,
  control,
  copyOf,
  expect,
  expectKept,
  fillForm,
  GENERIC,
  GRACE,
  hydrated,
  SAMPLE_ORDER,
  recordApiRequests,
  sandboxLog,
  sessionFor,
  test,
  toasts,
  uniqueEmail,
  USERS,
  useSession,
} from './fixtures';

// The lost answers fail on purpose, and so does the history look-up that a test cuts off.
test.use({ allowedFailedRequests: [/\/(multiple-trial-registration|membership-payment|partner\/payment-history)(\?.*)?$/], recordSandbox: true });

const LOST = { neverAnswered: '4000000000000259', dropped: '4000000000000119', notJson: '4000000000000341' } as const;
const GOOD_CARD = '4111111111111111';

/** The card as typed (its number given per test), and as the masked fields then show it. */
const card = (number: string) => ({ 'Name on card': 'Grace Hopper', 'Card number': number, 'Expiry date': '1229', CVV: '123', 'Zip code': '07102' });
const shown = (number: string) => ({ ...card(number), 'Card number': number.replace(/(\d{4})(?=\d)/g, '$1 '), 'Expiry date': '12/29' });

/** The order a service page hands to /payment: Monthly Parking, Professional, yearly ($3,490.00). */
const ORDER = SAMPLE_ORDER;
const PAY = 'Pay $3,490.00';
const SUPPORT = { email: 'support@parkcloud.example', phone: '+1 212 555 0142' };

/** A new customer registered through the details form's call: their token, and their email to find their charges. */
async function registerCustomer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('lost');
  const response = await request.post(`${SANDBOX_ORIGIN}/trial-registration`, {
    data: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      phone: '5551234567',
      company_name: 'Metro Parking',
      city: 'Newark',
      country: 'United States',
      membership_plan_id: ORDER.planId,
      service_id: ORDER.serviceId,
      is_trial: '0',
      plan_type: ORDER.plan_type,
      no_of_days: ORDER.no_of_days,
      client_id: TEST_BUILD_ENV.PUBLIC_CLIENT_ID,
      client_secret: TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET,
      grant_type: 'password',
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { token: { access_token: string } } };
  return { email, token: body.data.token.access_token };
}

/** The charges the sandbox's gateway made for `email`, newest first, with how each answer was lost. */
async function chargesOf(request: APIRequestContext, email: string): Promise<Array<{ lostAnswer: string | null }>> {
  const response = await request.get(`${SANDBOX_ORIGIN}/__sandbox/charges`);
  return ((await response.json()) as Array<{ email: string; lostAnswer: string | null }>).filter((charge) => charge.email === email);
}

/** Opens /payment as a service page leaves it (the order in the navigation state, read once), hydrated. */
async function openPayment(page: Page, token?: string): Promise<Locator> {
  await page.addInitScript(
    (state) => {
      if (location.pathname !== '/payment' || sessionStorage.getItem('e2e-order-set')) return;
      sessionStorage.setItem('e2e-order-set', '1');
      sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/payment', state }));
    },
    token ? { ...ORDER, token } : ORDER,
  );
  await page.goto('/payment');
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(control(form, 'Card number')).toBeVisible();
  await hydrated(page, form);
  return form;
}

/** The POSTs to `path` this page sent. */
const postsTo = async (page: Page, path: string) => (await sandboxLog(page)).filter((request) => request.method === 'POST' && request.path === path);

/**
 * The same button again: a click and Enter in a field. Neither sends: the page posts nothing more than the
 * `sent` it had (the lost one, by default) and the button stays disabled.
 */
async function tryTheSameButton(page: Page, form: Locator, submit: Locator, path: string, sent = 1) {
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  await control(form, 'CVV').press('Enter');
  expect(await postsTo(page, path), `POSTs to ${path}`).toHaveLength(sent);
}

/** The panel's words after a payment whose answer was lost, with the support contacts. */
async function expectUnconfirmedPayment(form: Locator) {
  await expect(form.getByRole('heading', { name: 'We could not confirm your payment' })).toBeFocused();
  await expect(form.getByText('we cannot tell whether the payment went through. Your card may have been charged.')).toBeVisible();
  await expect(form.getByText(/Before you try again, check your email for a confirmation/)).toBeVisible();
  await expect(form.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
  await expect(form.getByRole('link', { name: SUPPORT.phone.replace(/ /g, '\u00a0') })).toHaveAttribute('href', 'tel:+12125550142');
}

test('a payment never answered: the second step finds it and leads to /thank-you', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.clock.install();
  const form = await openPayment(page, customer.token);
  await fillForm(form, card(LOST.neverAnswered));
  const submit = form.getByRole('button', { name: PAY });
  await submit.click();
  await expect.poll(() => chargesOf(request, customer.email)).toEqual([expect.objectContaining({ lostAnswer: 'never answered' })]);

  const stillWorking = page.getByRole('status').filter({ hasText: 'Still working, please do not close this page.' });
  await expect(stillWorking).toHaveCount(0);
  await page.clock.runFor(STILL_WORKING_AFTER_MS);
  await expect(stillWorking).toBeVisible();
  await page.clock.runFor(CARD_CALL_DEADLINE_MS - STILL_WORKING_AFTER_MS + 1_000);

  await expect(toasts(page)).toHaveText([GENERIC]);
  await expectUnconfirmedPayment(form);
  await expect(stillWorking).toHaveCount(0);
  // Not logged in: no Billing to look at.
  await expect(form.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expectKept(form, shown(LOST.neverAnswered));
  await tryTheSameButton(page, form, submit, '/membership-payment');

  await form.getByRole('button', { name: 'I have checked: try the payment again' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Your payment went through' })).toHaveText(
    /^Your payment went through: we found a payment of \$3,490\.00 for Professional \(Yearly\) made on .+ \(New York time\)\. Do not pay again\.$/,
  );
  await expect(submit).toBeDisabled();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment has been done successfully' })).toBeVisible();
  expect(await chargesOf(request, customer.email), 'charges').toHaveLength(1);
});

test('a payment whose connection drops: no such payment in the history, so the visitor may pay again', async ({ page, request }) => {
  // A copy of the seeded customer, new for each attempt: its history is the seeded customer's fixed 36 old rows
  // (sandbox/README.md), so the payment is not among them, and its charges are this attempt's alone.
  const customer = await copyOf(request, USERS.customer);
  await useSession(page, await sessionFor(request, customer));
  const lost = async () => (await chargesOf(request, customer.username)).filter((charge) => charge.lostAnswer === 'connection dropped').length;
  const lostBefore = await lost();
  expect(lostBefore, 'charges whose connection dropped, before').toBe(0);
  const form = await openPayment(page);
  await fillForm(form, card(LOST.dropped));
  const submit = form.getByRole('button', { name: PAY });
  await submit.click();

  await expect(toasts(page)).toHaveText([GENERIC]);
  await expectUnconfirmedPayment(form);
  await expect(form.getByRole('link', { name: 'Billing', exact: true })).toHaveAttribute('href', '/billing');
  expect(await lost(), 'charges whose connection dropped').toBe(lostBefore + 1);
  await tryTheSameButton(page, form, submit, '/membership-payment');
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'I have checked: try the payment again' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'We found no payment' })).toHaveText(
    `We found no payment for this plan in the last 10 minutes, so you can try the payment again: choose ${PAY}.`,
  );
  await expect(submit).toBeEnabled();
  await fillForm(form, { 'Card number': GOOD_CARD });
  await submit.click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment has been done successfully' })).toBeVisible();
  expect(await postsTo(page, '/membership-payment'), 'POSTs: the lost one and the new attempt').toHaveLength(2);
  expect(await lost(), 'charges whose connection dropped').toBe(lostBefore + 1);
});

test('a payment answered with a page, not JSON: the history cannot be read, so the visitor may pay again', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  // The history look-up fails (the network, here): the site cannot say whether the card was charged.
  await page.route(
    (url) => url.origin === SANDBOX_ORIGIN && url.pathname === '/partner/payment-history',
    (route) => route.abort('internetdisconnected'),
  );
  const form = await openPayment(page, customer.token);
  await fillForm(form, card(LOST.notJson));
  const submit = form.getByRole('button', { name: PAY });
  await submit.click();

  await expect(toasts(page)).toHaveText([GENERIC]);
  await expectUnconfirmedPayment(form);
  await expect.poll(() => chargesOf(request, customer.email)).toEqual([expect.objectContaining({ lostAnswer: 'answer not JSON' })]);
  await tryTheSameButton(page, form, submit, '/membership-payment');

  await form.getByRole('button', { name: 'I have checked: try the payment again' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'We could not check' })).toHaveText(
    `We could not check your recent payments. If you found no confirmation, you can try the payment again: choose ${PAY}.`,
  );
  await expect(submit).toBeEnabled();
  await expectKept(form, shown(LOST.notJson));
  expect(await chargesOf(request, customer.email), 'charges').toHaveLength(1);
});

test('a payment whose answer was lost survives a reload and is never sent twice', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const form = await openPayment(page, customer.token);
  await fillForm(form, card(LOST.notJson));
  const submit = form.getByRole('button', { name: PAY });
  await submit.click();
  await expectUnconfirmedPayment(form);

  await page.reload();
  await expect(control(form, 'Card number')).toBeVisible();
  await hydrated(page, form);
  await expectUnconfirmedPayment(form);
  // The card was never kept: it is typed again, and still the same button sends nothing.
  await expect(control(form, 'Card number')).toHaveValue('');
  await fillForm(form, card(GOOD_CARD));
  await tryTheSameButton(page, form, submit, '/membership-payment');

  await form.getByRole('button', { name: 'I have checked: try the payment again' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Your payment went through' })).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(await chargesOf(request, customer.email), 'charges').toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('payment-holds')), 'the mark, once paid').toBeNull();
});

/** Chooses `plan` on a service page as a logged-in customer does, then Confirm & Pay: /payment's hydrated card form. */
async function choosePlan(page: Page, plan: string, billing: 'Monthly' | 'Yearly'): Promise<Locator> {
  await page.goto('/services/online-reservations');
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  await expect(pricing.getByRole('article').first()).toBeVisible();
  await pricing.getByRole('radio', { name: billing }).check();
  await pricing.getByRole('article', { name: plan }).getByRole('button', { name: 'Choose plan' }).click();
  await pricing.getByRole('button', { name: 'Confirm & Pay' }).click();
  await page.waitForURL('/payment');
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(control(form, 'Card number')).toBeVisible();
  await hydrated(page, form);
  return form;
}

test('a lost payment holds its plan on a fresh visit: the same plan chosen again opens on the check and sends nothing', async ({ page, request }) => {
  // Five service pages and five payment pages, each loaded and hydrated.
  test.slow();
  // A copy of the seeded customer, new for each attempt: the seeded customer's fixed history, and charges of its own.
  await useSession(page, await sessionFor(request, await copyOf(request, USERS.customer)));
  let form = await choosePlan(page, 'Professional', 'Yearly');
  await fillForm(form, card(LOST.dropped));
  await form.getByRole('button', { name: PAY }).click();
  await expect(toasts(page)).toHaveText([GENERIC]);
  await expectUnconfirmedPayment(form);

  // /payment opened afresh has no order: it sends the visitor on and forgets the order, not the hold.
  await page.goto('/payment');
  await page.waitForURL(/\/request-trial$/);

  // The same plan, even billed monthly, opens on the check: the button sends nothing.
  form = await choosePlan(page, 'Professional', 'Monthly');
  await expectUnconfirmedPayment(form);
  await expect(form.getByText('This is about the payment of $3,490.00 for Professional (Yearly) that you sent earlier.')).toBeVisible();
  await fillForm(form, card(GOOD_CARD));
  await tryTheSameButton(page, form, form.getByRole('button', { name: /^Pay \$/ }), '/membership-payment');

  // Another plan is not held.
  form = await choosePlan(page, 'Starter', 'Monthly');
  await expect(form.getByRole('button', { name: 'Pay $149.00' })).toBeEnabled();
  await expect(form.getByRole('heading', { name: 'We could not confirm your payment' })).toHaveCount(0);

  // Back to the held plan: the check finds nothing (the copy's history is the seeded customer's, fixed), so one new attempt goes.
  form = await choosePlan(page, 'Professional', 'Yearly');
  await expectUnconfirmedPayment(form);
  const submit = form.getByRole('button', { name: PAY });
  await expect(submit).toBeDisabled();
  await form.getByRole('button', { name: 'I have checked: try the payment again' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'We found no payment' })).toHaveText(
    /^We found no payment for this plan in the last 1\d minutes, so you can try the payment again: choose Pay \$3,490\.00\.$/,
  );
  await fillForm(form, card(GOOD_CARD));
  await submit.click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(await postsTo(page, '/membership-payment'), 'POSTs: the lost one and the new attempt').toHaveLength(2);
  expect(await page.evaluate(() => localStorage.getItem('payment-holds')), 'the hold, once checked').toBeNull();
});

test('a lost payment found from another tab: the check says it went through, and Continue leads to /thank-you', async ({
  page,
  context,
  request,
}) => {
  const customer = await registerCustomer(request);
  const form = await openPayment(page, customer.token);
  await fillForm(form, card(LOST.notJson));
  await form.getByRole('button', { name: PAY }).click();
  await expectUnconfirmedPayment(form);

  // A new tab has its own sessionStorage (no order kept), and the same order handed from a service page.
  const tab = await context.newPage();
  // Recorded like the test's own page, so that "sends nothing" below counts what this tab sends.
  await recordApiRequests(tab);
  const again = await openPayment(tab, customer.token);
  await expectUnconfirmedPayment(again);
  // The new tab sends nothing at all: the one POST was the first tab's.
  await tryTheSameButton(tab, again, again.getByRole('button', { name: PAY }), '/membership-payment', 0);
  await again.getByRole('button', { name: 'I have checked: try the payment again' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Your payment went through' })).toBeVisible();
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(/\/thank-you$/);
  await expect(tab.getByRole('status').filter({ hasText: 'Payment has been done successfully' })).toBeVisible();
  expect(await chargesOf(request, customer.email), 'charges').toHaveLength(1);
  expect(await tab.evaluate(() => localStorage.getItem('payment-holds')), 'the hold, once found').toBeNull();
});

test('a trial sign-up whose connection drops: nothing is sent twice; the second step opens the form again', async ({ page, request }) => {
  const email = uniqueEmail('lost.trial');
  await page.goto('/request-trial');
  const form = page.getByRole('form', { name: 'Start your free trial' });
  await expect(form.getByRole('checkbox', { name: 'Permit Parking' })).toBeVisible();
  await fillForm(form, { ...GRACE, Email: email, ...card(LOST.dropped) }, ['Country']);
  await form.getByRole('checkbox', { name: /^Permit Parking$/ }).check();
  await form.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  const submit = form.getByRole('button', { name: 'Start Free Trial' });
  await submit.click();

  await expect(toasts(page)).toHaveText([GENERIC]);
  await expect(form.getByRole('heading', { name: 'We could not confirm your trial sign-up' })).toBeFocused();
  await expect(form.getByText('we cannot tell whether your trial was set up. It may have been, and your card may have been charged.')).toBeVisible();
  await expect(form.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
  // The page sent the sign-up once (tryTheSameButton counts the page's POSTs). Chromium itself may send a request
  // again when a reused connection closes before any answer; the sandbox, as a gateway does, answers a nonce used
  // before with its first answer and registers nothing more (sandbox/state.ts). What reached the sandbox is that
  // one sign-up, as many times as the network carried it, never a second attempt.
  const log = await request.get(`${SANDBOX_ORIGIN}/__sandbox/requests`);
  const registrations = ((await log.json()) as Array<{ method: string; path: string; body: { email?: string } | null }>).filter(
    (entry) => entry.method === 'POST' && entry.path === '/multiple-trial-registration' && entry.body?.email === email,
  );
  expect(registrations.length, 'registrations the sandbox received').toBeGreaterThan(0);
  expect(new Set(registrations.map((entry) => JSON.stringify(entry.body))).size, 'different sign-ups the sandbox received').toBe(1);
  await tryTheSameButton(page, form, submit, '/multiple-trial-registration');

  await form.getByRole('button', { name: 'I have checked: try the sign-up again' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'You can send it again' })).toHaveText('You can send it again: choose Start Free Trial.');
  await expect(submit).toBeEnabled();
  await expectKept(form, { ...shown(LOST.dropped), Email: email });
});
