/**
 * The one fault matrix: every form of the site against a failing provider API, and against hostile input.
 * (Each form's own spec keeps its happy path and what is unique to it; the rules of [§8](docs/CONTRACT.md#8-notices)'s notices are unit
 * tests beside each form's module.)
 *
 * 1. FORMS is the table of every form: how to open it, what to type, its API path, its button and the [§8](docs/CONTRACT.md#8-notices)
 *    notices it owes. For each row one test walks through the faults in turn on the same page: a 422 with a
 *    field's message in errors.detail and one without detail (the provider's validation envelope), a 500
 *    with a JSON error envelope, a 200 and a 500 whose body is not JSON, a timeout, the network dropping,
 *    and a 422 carrying HTML and script in errors.message and errors.detail. After each: the exact [§8](docs/CONTRACT.md#8-notices)
 *    notice (and, for the forms that show the server's field messages, the message beside its field), the
 *    button enabled again, every typed value still in its field, exactly one POST sent (POSTs are never
 *    retried), no navigation, and no markup inside any toast.
 *    The timeout runs on Playwright's clock: the page's timers (the call's deadline among them) follow a
 *    clock installed before the page loads, which the test moves past the deadline while the API never answers
 *    (15 s; 45 s for the two calls that carry a card).
 *    The two forms whose call charges a card (the trial and the payment) say the same notice when the outcome is
 *    unknown (a 2xx that is not JSON, the timeout, the network dropping), but hold their button until the
 *    visitor takes the second step; the row takes it, then checks the same things.
 *    A form that needs only the answer's status (not login, the plan details, the trial or the payment, which go
 *    on with its data) takes its success status as success whatever the body: a 201 with an empty body or one that
 *    is not JSON gets the form's success (its notice, its next page), and the walk leaves out the faults that are
 *    such a success for it (the create page's 200 that is not JSON).
 * 2. Hostile input, typed, inserted and really pasted (clipboard): a 10,000-character name, emoji,
 *    right-to-left text, formatted phone, card, expiry and zip numbers. Each is filtered or rejected with its
 *    message; an invalid form sends nothing, and what is sent is read back from the request bodies. The card
 *    number travels only inside the nonce.
 *
 * The faults are made at the browser (page.route), so the sandbox never sees these requests.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../env';
import { CARD_CALL_DEADLINE_MS } from '../../src/features/commerce/payment/timings';
import {
  ADA,
  expect as baseExpect,
  control,
  decryptNonce,
  expectKept,
  expectShownAsText,
  fillForm,
  GENERIC,
  GRACE,
  hydrated,
  openDemoForm,
  openForm,
  SAMPLE_ORDER,
  test,
  toasts,
} from './fixtures';

test.describe.configure({ mode: 'parallel' });
// A busy machine can take seconds to hydrate an island: wait longer than the default where waiting is real.
const expect = baseExpect.configure({ timeout: 90_000 });
const slow = baseExpect.configure({ timeout: 90_000 });

// Every API path a form posts to: the faults below fail them on purpose (one pattern, see fixtures/guard.ts).
test.use({
  allowedFailedRequests: [
    /\/(save-request-demo|save-contact-us|newsletter|user\/reset-password(\/email)?|oauth\/access_token|(multiple-)?trial-registration|membership-payment|partner\/payment-history(\?.*)?)$/,
  ],
});

// ---------------------------------------------------------------------------------------------------
// The notices of [§8](docs/CONTRACT.md#8-notices)
// ---------------------------------------------------------------------------------------------------

/** Which entry of the error catalogue a form follows. */
type Kind = 'demo' | 'contact' | 'newsletter' | 'password' | 'login' | 'plan' | 'trial' | 'payment';

/** The 500 answer's JSON envelope. */
const SERVER_ERROR = { status: 500, data: null, errors: { message: 'Server Error' } };

/** The notice each form owes for SERVER_ERROR. */
const SERVER_ERROR_NOTICE: Record<Kind, string> = {
  demo: 'Validation Errors!Server Error',
  plan: 'Validation Errors!Server Error',
  trial: 'Validation Errors!Server Error',
  contact: 'Server Error!',
  newsletter: 'SorryServer Error',
  password: 'Server Error',
  login: 'Something went wrong!Server Error',
  payment: 'Sorry!Server Error',
};

/** The provider's validation envelope with a message for the email field (the field every form has). */
const INVALID = {
  status: 422,
  data: null,
  errors: { message: 'The given data was invalid', detail: { email: ['The email has already been taken.'] } },
};

/** The notice each form owes for INVALID: one per field for demo, plan and trial; the field's message beside it where the form shows those. */
const INVALID_NOTICE: Record<Kind, string> = {
  demo: 'The given data was invalid!The email has already been taken.',
  plan: 'The given data was invalid!The email has already been taken.',
  trial: 'The given data was invalid!The email has already been taken.',
  contact: 'The given data was invalid!',
  newsletter: 'SorryThe email has already been taken.',
  password: 'The given data was invalidThe email has already been taken.',
  login: 'Something went wrong!The given data was invalid',
  payment: 'Sorry!The given data was invalid',
};

/** The same envelope without errors.detail. */
const INVALID_NO_DETAIL = { status: 422, data: null, errors: { message: 'The given data was invalid' } };

/** The notice each form owes for INVALID_NO_DETAIL ([§8](docs/CONTRACT.md#8-notices): the demo forms add 'Please enter required details', the trial 'Invalid Data'). */
const INVALID_NO_DETAIL_NOTICE: Record<Kind, string> = {
  demo: 'The given data was invalidPlease enter required details',
  plan: 'The given data was invalid!',
  trial: 'The given data was invalid!Invalid Data',
  contact: 'The given data was invalid!',
  newsletter: 'SorryThe given data was invalid',
  password: 'The given data was invalid',
  login: 'Something went wrong!The given data was invalid',
  payment: 'Sorry!The given data was invalid',
};

/** The notice each form owes when no readable answer comes (not JSON, a timeout, the network dropping): [§8](docs/CONTRACT.md#8-notices) gives login its own words. */
const noAnswerNotice = (kind: Kind): string => (kind === 'login' ? 'Something went wrong!Please try again with valid details !' : GENERIC);

const HOSTILE_MESSAGE = '<img src=x onerror="window.__xss=1">Bad <b>input</b>';
const HOSTILE_DETAIL = '<script>window.__xss=2</script>Nope';
const HOSTILE = { status: 422, data: null, errors: { message: HOSTILE_MESSAGE, detail: { email: [HOSTILE_DETAIL] } } };

/** The notice each form owes for HOSTILE, its characters shown literally. */
const HOSTILE_NOTICE: Record<Kind, string> = {
  demo: `${HOSTILE_MESSAGE}!${HOSTILE_DETAIL}`,
  plan: `${HOSTILE_MESSAGE}!${HOSTILE_DETAIL}`,
  trial: `${HOSTILE_MESSAGE}!${HOSTILE_DETAIL}`,
  contact: `${HOSTILE_MESSAGE}!`,
  newsletter: `Sorry${HOSTILE_DETAIL}`,
  password: `${HOSTILE_MESSAGE}${HOSTILE_DETAIL}`,
  login: `Something went wrong!${HOSTILE_MESSAGE}`,
  payment: `Sorry!${HOSTILE_MESSAGE}`,
};

// ---------------------------------------------------------------------------------------------------
// The API, stubbed at the browser
// ---------------------------------------------------------------------------------------------------

/** What the stubbed API does with the next POST. */
type Answer =
  | { readonly kind: 'fulfill'; readonly status: number; readonly contentType: string; readonly body: string }
  | { readonly kind: 'hang' }
  | { readonly kind: 'drop' };

const json = (status: number, body: unknown): Answer => ({ kind: 'fulfill', status, contentType: 'application/json', body: JSON.stringify(body) });
/** A success status with nothing after the headers. */
const emptyBody = (status: number): Answer => ({ kind: 'fulfill', status, contentType: 'application/json', body: '' });
const html = (status: number): Answer => ({
  kind: 'fulfill',
  status,
  contentType: 'text/html',
  body: '<html><body><h1>Bad gateway</h1></body></html>',
});

/** The sandbox's CORS answer, so a fulfilled cross-origin answer reaches the page as the real one would. */
function cors(origin: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'accept, authorization, client-secret, content-type',
    vary: 'Origin',
  };
}

interface StubbedApi {
  /** What the next POSTs get. */
  answer: Answer;
  /** The JSON body of every POST that left the browser. */
  readonly posts: unknown[];
}

/** Takes over POST `path` of the API: every POST is recorded, then answered as `api.answer` says. */
async function stubApi(page: Page, path: string, answer: Answer = json(500, SERVER_ERROR)): Promise<StubbedApi> {
  const api: StubbedApi = { answer, posts: [] };
  const pending: Route[] = [];
  await page.route(
    (url) => url.origin === SANDBOX_ORIGIN && url.pathname === path,
    async (route) => {
      const request = route.request();
      const headers = cors(request.headers()['origin']);
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      if (request.method() !== 'POST') return route.fallback();
      api.posts.push(request.postDataJSON());
      const current = api.answer;
      if (current.kind === 'drop') return route.abort('internetdisconnected');
      // Never answered: the page's own timeout has to end the wait.
      if (current.kind === 'hang') return void pending.push(route);
      return route.fulfill({ status: current.status, contentType: current.contentType, body: current.body, headers });
    },
  );
  return api;
}

/** The main-frame navigations from now on (a failed submit must cause none). */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

// ---------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------

/** One control of a form: what is typed (or chosen, for a select) and what the control then shows. */
interface Entry {
  readonly label: string;
  readonly value: string;
  /** The control's value once typed: the mask's formatting, or a select's option value. */
  readonly shown?: string;
  readonly select?: boolean;
}

/** Types the entries (choosing the selects' options) and ticks the boxes named in `checks`. */
async function fillEntries(form: Locator, entries: readonly Entry[], checks: readonly RegExp[]) {
  const typed = Object.fromEntries(entries.map((entry) => [entry.label, entry.value]));
  await fillForm(
    form,
    typed,
    entries.filter((entry) => entry.select).map((entry) => entry.label),
  );
  for (const name of checks) await form.getByRole('checkbox', { name }).check();
}

/** What the controls show once the entries are typed. */
const shownOf = (entries: readonly Entry[]) => Object.fromEntries(entries.map((entry) => [entry.label, entry.shown ?? entry.value]));

/** Waits as long as `slow` for an island to hydrate. */
const SLOW = { timeout: 90_000 };

/** Entries from what is typed by label; the labels in `selects` are selects, `shown` says what masked controls show. */
function entries(typed: Readonly<Record<string, string>>, selects: readonly string[] = [], shown: Readonly<Record<string, string>> = {}): Entry[] {
  return Object.entries(typed).map(([label, value]) => {
    const display = shown[label];
    const entry = { label, value, select: selects.includes(label) };
    return display === undefined ? entry : { ...entry, shown: display };
  });
}

const DEMO = entries({
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  'Contact number': '5551234567',
  'Company name': 'Metro Parking',
  City: 'Newark',
  State: 'NJ',
});
const DEMO_COUNTRY: Entry = { label: 'Country', value: 'United States', select: true };
const DEMO_SERVICE: Entry = { label: 'Service', value: 'Touchless Self Parking', shown: '3', select: true };

const DETAILS = entries(GRACE, ['Country']);

const CARD = entries(
  { 'Name on card': 'Grace Hopper', 'Card number': '4111111111111111', 'Expiry date': '1229', CVV: '123', 'Zip code': '07102' },
  [],
  { 'Card number': '4111 1111 1111 1111', 'Expiry date': '12/29' },
);

const TERMS = /I agree to the Terms & Conditions/;

/** The plan a service page hands to /payment in the navigation state (with the details form's token). */
const PLAN_STATE = { ...SAMPLE_ORDER, token: 'sbx_from_the_details_form' };

/** Opens /payment as a service page leaves it: the plan in sessionStorage's navigation state, read once. */
async function openPayment(page: Page): Promise<Locator> {
  await page.addInitScript((state) => {
    if (location.pathname !== '/payment' || sessionStorage.getItem('e2e-plan-set')) return;
    sessionStorage.setItem('e2e-plan-set', '1');
    sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/payment', state }));
  }, PLAN_STATE);
  await page.goto('/payment');
  const form = page.getByRole('form', { name: 'Card details' });
  await slow(control(form, 'Card number')).toBeVisible();
  await hydrated(page, form, SLOW);
  return form;
}

/** Opens the demo form of `path` in `region` (the footer's is in contentinfo), hydrated. */
const demoAt = (path: string, region: 'contentinfo' | 'main') => (page: Page) => openDemoForm(page, path, region, SLOW);

/** Opens the form named `name` on `path`, hydrated. */
const namedAt = (path: string, name: string) => (page: Page) => openForm(page, path, name, SLOW);

/** One form of the site. */
interface FormRow {
  readonly name: string;
  readonly kind: Kind;
  /** The API path it posts to. */
  readonly api: string;
  /** Its submit button's name. */
  readonly submit: string;
  readonly open: (page: Page) => Promise<Locator>;
  readonly entries: readonly Entry[];
  /** Checkboxes it needs ticked (terms, a product). */
  readonly checks?: readonly RegExp[];
  /** The label of its email control, for the forms that show the server's field messages beside their fields. */
  readonly fieldMessagesBeside?: string;
  /** Its call charges a card: the explicit second step after an unknown outcome. */
  readonly secondStep?: string;
  /** For a form that needs only the answer's status: its success statuses, and what its success shows. */
  readonly success?: Success;
  /**
   * The same form component, variant and API path as another row, on another page: run in `npm run test:full`
   * only (tag @full), as `npm test` has 8 minutes.
   */
  readonly full?: boolean;
}

/** What a success shows: the [§8](docs/CONTRACT.md#8-notices) notice (on the next page when it goes to one) and where it goes. */
interface Success {
  readonly statuses: readonly number[];
  readonly notice?: string;
  readonly go?: string;
  /** The page it goes to opens the login dialog ([§4](docs/CONTRACT.md#4-flows): after a password is set). */
  readonly opensLogin?: boolean;
}

/** [§8](docs/CONTRACT.md#8-notices) Demo request success on the demo page and the footer, then /thank-you. */
const DEMO_SUCCESS: Success = { statuses: [201], notice: 'Thank YouYour request has been submitted successfully', go: '/thank-you' };
/** The detail pages' words for it. */
const DETAIL_DEMO_SUCCESS: Success = {
  ...DEMO_SUCCESS,
  notice: 'Thank YouYour request has been submitted successfully, We will get in touch with you soon',
};
/** [§8](docs/CONTRACT.md#8-notices) Reset success, then home (after 2 s on the reset page, 1 s on the create page). */
const PASSWORD_UPDATED = 'Successfully!Password has been updated Successfully';

/** What every demo form's row shares. */
const DEMO_FORM = { kind: 'demo', api: '/save-request-demo', submit: 'Request a Demo' } as const;

const CONTACT = entries({ ...ADA, State: 'NJ', 'Zip code': '07102', Message: 'We run three garages downtown.' }, ['Country']);

/** The row of a token page's form (reset or create): its button bears the form's name; password and confirmation are `password`. */
const tokenPageRow = (path: string, form: string, password: string, statuses: readonly number[]): FormRow => ({
  name: `${form.toLowerCase()} (${path})`,
  kind: 'password',
  api: '/user/reset-password',
  submit: form,
  open: namedAt(path, form),
  entries: [
    { label: 'Password', value: password },
    { label: 'Confirm password', value: password },
  ],
  success: { statuses, notice: PASSWORD_UPDATED, go: '/', opensLogin: true },
});

const FORMS: readonly FormRow[] = [
  // /request-a-demo's row below: the same demo form, with a country (the footer's own behaviour, its disclosure and
  // late hydration, is request-a-demo.spec.ts's).
  {
    name: 'footer demo form (/about-us)',
    ...DEMO_FORM,
    open: demoAt('/about-us', 'contentinfo'),
    entries: [...DEMO, DEMO_COUNTRY, DEMO_SERVICE],
    success: DEMO_SUCCESS,
    full: true,
  },
  {
    name: 'demo page form (/request-a-demo)',
    ...DEMO_FORM,
    open: demoAt('/request-a-demo', 'main'),
    entries: [...DEMO, DEMO_COUNTRY, DEMO_SERVICE],
    success: DEMO_SUCCESS,
  },
  // /request-a-demo's row: the same demo form (here without a country): @full.
  {
    name: 'detail demo form (/whitelabel)',
    ...DEMO_FORM,
    open: demoAt('/whitelabel', 'main'),
    entries: [...DEMO, DEMO_SERVICE],
    success: DETAIL_DEMO_SUCCESS,
    full: true,
  },
  {
    name: 'detail demo form (/software-defined-parcs)',
    ...DEMO_FORM,
    open: demoAt('/software-defined-parcs', 'main'),
    entries: [...DEMO, DEMO_SERVICE],
    success: DETAIL_DEMO_SUCCESS,
    // /request-a-demo's row: the same demo form (here without a country).
    full: true,
  },
  {
    name: 'contact form (/contact-us)',
    kind: 'contact',
    api: '/save-contact-us',
    submit: 'Send Message',
    open: namedAt('/contact-us', 'Contact us'),
    entries: CONTACT,
    fieldMessagesBeside: 'Email',
    // [§4](docs/CONTRACT.md#4-flows) Contact: /thank-you, with no notice.
    success: { statuses: [201], go: '/thank-you' },
  },
  {
    name: 'newsletter (/)',
    kind: 'newsletter',
    api: '/newsletter',
    submit: 'Subscribe',
    open: namedAt('/', 'Subscribe to the newsletter'),
    entries: [{ label: 'Email address', value: 'reader@example.com' }],
    success: { statuses: [201], notice: 'Thank YouYour Email Id has been subscribed successfully.' },
  },
  {
    name: 'forgot password (/forgot-password)',
    kind: 'password',
    api: '/user/reset-password/email',
    submit: 'Send Reset Link',
    open: namedAt('/forgot-password', 'Forgot password'),
    entries: [{ label: 'Email', value: 'customer@example.com' }],
    success: { statuses: [201], notice: 'Email is sent successfully!Please check your email to reset password' },
    // @full: its notices are the password forms' (the reset row's) and its one email field the newsletter row's.
    full: true,
  },
  tokenPageRow('/reset-password/tok', 'Reset Password', 'Abcdef1@', [201]),
  // The reset row's form and API path, on the create page: @full.
  { ...tokenPageRow('/generate-new-password/tok', 'Create Password', 'Abcdef1#', [200, 201]), full: true },
  {
    name: 'login dialog (header Login on /about-us)',
    kind: 'login',
    api: '/oauth/access_token',
    submit: 'Log in',
    open: async (page) => {
      await page.goto('/about-us');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await slow(dialog).toBeVisible();
      return dialog.locator('form');
    },
    entries: [
      { label: 'Email', value: 'customer@example.com' },
      { label: 'Password', value: 'Customer@123' },
    ],
  },
  {
    name: 'pricing details form (/services/monthly-parking-system)',
    kind: 'plan',
    api: '/trial-registration',
    submit: 'Continue to Payment',
    open: async (page) => {
      await page.goto('/services/monthly-parking-system');
      const pricing = page.locator('#pricing');
      await pricing.scrollIntoViewIfNeeded();
      // The billing period for all cards, then the card's Choose plan.
      await pricing.getByRole('radio', { name: 'Monthly' }).check({ timeout: 90_000 });
      await pricing.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Choose plan' }).click({ timeout: 90_000 });
      return pricing.getByRole('form', { name: 'Your details' });
    },
    entries: DETAILS,
    checks: [TERMS],
    fieldMessagesBeside: 'Email',
  },
  {
    name: 'trial (/request-trial)',
    kind: 'trial',
    api: '/multiple-trial-registration',
    submit: 'Start Free Trial',
    open: async (page) => {
      await page.goto('/request-trial');
      const form = page.getByRole('form', { name: 'Start your free trial' });
      await slow(form.getByRole('checkbox', { name: 'Permit Parking' })).toBeVisible();
      return form;
    },
    entries: [...DETAILS, ...CARD],
    checks: [/^Permit Parking$/, TERMS],
    fieldMessagesBeside: 'Email',
    secondStep: 'I have checked: try the sign-up again',
  },
  {
    name: 'payment (/payment with the plan in the navigation state)',
    kind: 'payment',
    api: '/membership-payment',
    submit: 'Pay $3,490.00',
    open: openPayment,
    entries: CARD,
    secondStep: 'I have checked: try the payment again',
  },
];

/** A fault of the API and the notice a form owes for it. */
interface Fault {
  readonly name: string;
  readonly answer: Answer;
  readonly notice: (kind: Kind) => string;
  /** The server's message for the email field, which the forms that show field messages put beside it. */
  readonly fieldMessage?: string;
  /** The answer is lost: the server may have done what was asked (a form whose call charges a card is held). */
  readonly unknown?: boolean;
}

const FAULTS: readonly Fault[] = [
  {
    name: '422 with a field message in errors.detail',
    answer: json(422, INVALID),
    notice: (kind) => INVALID_NOTICE[kind],
    fieldMessage: 'The email has already been taken.',
  },
  { name: '422 without errors.detail', answer: json(422, INVALID_NO_DETAIL), notice: (kind) => INVALID_NO_DETAIL_NOTICE[kind] },
  { name: '500 with a JSON error envelope', answer: json(500, SERVER_ERROR), notice: (kind) => SERVER_ERROR_NOTICE[kind] },
  { name: '200 with a body that is not JSON', answer: html(200), notice: noAnswerNotice, unknown: true },
  { name: '500 with a body that is not JSON', answer: html(500), notice: noAnswerNotice },
  { name: 'a timeout (no answer within 15 s)', answer: { kind: 'hang' }, notice: noAnswerNotice, unknown: true },
  { name: 'the network dropping', answer: { kind: 'drop' }, notice: noAnswerNotice, unknown: true },
  {
    name: '422 with HTML and script in errors.message and errors.detail',
    answer: json(422, HOSTILE),
    notice: (kind) => HOSTILE_NOTICE[kind],
    fieldMessage: HOSTILE_DETAIL,
  },
];

test.describe('every form under every fault', () => {
  for (const row of FORMS) {
    test(`${row.name}: ${row.api}`, { tag: row.full ? ['@full'] : [] }, async ({ page }) => {
      // The page's timers follow this clock (it runs on its own until the timeout step moves it).
      await page.clock.install();
      const api = await stubApi(page, row.api);
      const form = await row.open(page);
      const checks = row.checks ?? [];
      await fillEntries(form, row.entries, checks);
      const submit = form.getByRole('button', { name: row.submit });
      const url = page.url();
      const navigations = recordNavigations(page);

      for (const fault of FAULTS) {
        // A success status is this form's success whatever the body (tested below), not a fault.
        if (fault.answer.kind === 'fulfill' && row.success?.statuses.includes(fault.answer.status)) continue;
        await test.step(fault.name, async () => {
          api.answer = fault.answer;
          api.posts.length = 0;
          await submit.click();
          if (fault.answer.kind === 'hang') {
            // Once the request is out, move past the call's deadline (15 s; 45 s for a call that carries a card).
            await expect.poll(() => api.posts.length).toBe(1);
            await page.clock.runFor((row.secondStep ? CARD_CALL_DEADLINE_MS : 15_000) + 1_000);
          }
          await expect(toasts(page)).toHaveText([fault.notice(row.kind)]);
          if (fault.unknown && row.secondStep) {
            // The card may have been charged: the button stays held until the second step.
            await expect(form.getByRole('heading', { name: /^We could not confirm your/ })).toBeVisible();
            await expect(submit).toBeDisabled();
            await form.getByRole('button', { name: row.secondStep }).click();
          }
          if (fault.fieldMessage && row.fieldMessagesBeside) {
            await expect(control(form, row.fieldMessagesBeside)).toHaveAccessibleDescription(new RegExp(fault.fieldMessage.replace(/[.]/g, '\\.')));
          }
          await expect(submit).toBeEnabled();
          await expectKept(form, shownOf(row.entries), { checks, timeout: 90_000 });
          expect(api.posts, 'POSTs sent (never retried)').toHaveLength(1);
          expect(navigations, 'navigations').toEqual([]);
          expect(page.url()).toBe(url);
          // The server's text is only ever text: no element of it in a toast or beside a field, and nothing ran.
          await expectShownAsText(page, '.notyf img, .notyf b, .notyf script, .field__error img, .field__error b, .field__error script');
          // Let the toast expire (6 s on the page's clock) before the next fault.
          await page.clock.runFor(7_000);
          await expect(toasts(page)).toHaveCount(0);
        });
      }
    });
  }
});

/**
 * The rows of the next block that `npm test` runs: a success that goes to another page (contact) and one that stays
 * with a notice (newsletter). Every form reads its answer through the one submit path, whose handling of such a
 * success src/lib/forms/submit.test.ts checks; the other forms' rows run in `npm run test:full` (tag @full).
 */
const STATUS_ONLY_IN_NPM_TEST = new Set(['contact', 'newsletter']);

test.describe('a success whose body is empty or not JSON, for the forms that need only its status', () => {
  for (const row of FORMS) {
    const { success } = row;
    if (!success) continue;
    const full = row.full || !STATUS_ONLY_IN_NPM_TEST.has(row.kind);
    test(`${row.name}: ${row.api}`, { tag: full ? ['@full'] : [] }, async ({ page }) => {
      const answers = success.statuses.flatMap((status) => [
        [`${status} with an empty body`, emptyBody(status)] as const,
        [`${status} with a body that is not JSON`, html(status)] as const,
      ]);
      const api = await stubApi(page, row.api);
      for (const [name, answer] of answers) {
        await test.step(name, async () => {
          api.answer = answer;
          api.posts.length = 0;
          const form = await row.open(page);
          await fillEntries(form, row.entries, row.checks ?? []);
          await form.getByRole('button', { name: row.submit }).click();
          // The notice shows here before a delayed trip (the token pages), or on the next page.
          if (success.notice) await expect(toasts(page)).toHaveText([success.notice]);
          if (success.go) await page.waitForURL(success.go, SLOW);
          // The trip ends once the next page has opened the login dialog it was asked for, not at its address.
          if (success.opensLogin) await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible(SLOW);
          expect(api.posts, 'POSTs sent').toHaveLength(1);
        });
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// Hostile input
// ---------------------------------------------------------------------------------------------------

/** A name of exactly 10,000 UTF-16 units mixing Latin letters, digits, emoji, Arabic and Hebrew. */
const LONG_MIXED_NAME = 'Ada 3 😀 مرحبا שלום Lovelace 42 🚗 '.repeat(400).slice(0, 10_000);
/** The same length of characters a letters-only field must drop entirely: digits of two scripts, emoji, symbols. */
const LONG_NO_LETTERS = '٣ 😀 42 🚗 ★ ٧ '.repeat(900).slice(0, 10_000);
/** What the letters-and-spaces filter of [§5](docs/CONTRACT.md#5-rules) leaves of a text: letters of every alphabet and spaces. */
const lettersOnly = (text: string) => text.replace(/[^\p{L}\p{M} ]/gu, '');

/** Right-to-left and emoji text for free-text fields, which keep it as typed. */
const ARABIC_COMPANY = 'شركة مواقف السيارات';
const HEBREW_MESSAGE = 'שלום! אנחנו מפעילים שלושה חניונים 🅿️🚗 — please call us.';

/** A real paste: the text goes onto the system clipboard, then Ctrl+V into the focused, emptied field. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Types text as one insertion (as an input method or a drag-and-drop would), into the emptied field. */
async function insert(page: Page, field: Locator, text: string) {
  await field.fill('');
  await field.focus();
  await page.keyboard.insertText(text);
}

/** The card number must appear in no request the page made, in any of its typed forms. */
function expectNoCardNumber(bodies: readonly string[]) {
  for (const body of bodies) for (const form of ['4111111111111111', '4111 1111', '4111-1111']) expect(body).not.toContain(form);
}

/** Every request body the page sends from now on, as text. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => bodies.push(`${request.url()} ${request.postData() ?? ''}`));
  return bodies;
}

test.describe('hostile input', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('demo form: long names, pasted phones, RTL and emoji text go out as the rules say', async ({ page }) => {
    const api = await stubApi(page, '/save-request-demo');
    const form = await openDemoForm(page, '/request-a-demo', 'main', SLOW);
    const name = control(form, 'Name');
    const contact = control(form, 'Contact number');
    const submit = form.getByRole('button', { name: 'Request a Demo' });

    // Nothing of a name without letters survives the filter, and a short phone is refused.
    await name.fill(LONG_NO_LETTERS);
    await expect(name).toHaveValue(lettersOnly(LONG_NO_LETTERS));
    await paste(page, contact, '(555) 123-45');
    await expect(contact).toHaveValue('55512345');
    await fillEntries(form, [DEMO[1]!, DEMO[3]!, DEMO[4]!, DEMO[5]!, DEMO_COUNTRY, DEMO_SERVICE], []);
    await submit.click();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(contact).toHaveAccessibleDescription('10 digits Contact number must be exactly 10 digits.');

    // Now as a visitor would fix it: the long mixed name, the formatted phone pasted whole, RTL and emoji.
    await name.fill(LONG_MIXED_NAME);
    const filtered = lettersOnly(LONG_MIXED_NAME);
    await expect(name).toHaveValue(filtered);
    await paste(page, contact, '(555) 123-4567');
    await expect(contact).toHaveValue('5551234567');
    await insert(page, control(form, 'Company name'), ARABIC_COMPANY);
    await control(form, 'City').fill('Tel Aviv 🅿️');
    expect(api.posts, 'nothing sent while the form was invalid').toHaveLength(0);

    await submit.click();
    await expect(toasts(page)).toHaveText([SERVER_ERROR_NOTICE.demo]);
    expect(api.posts).toHaveLength(1);
    // Sent trimmed ([§5](docs/CONTRACT.md#5-rules) rules trim), letters and spaces only.
    expect(api.posts[0]).toMatchObject({
      name: filtered.trim(),
      mobile: '5551234567',
      company_name: ARABIC_COMPANY,
      city: 'Tel Aviv 🅿️',
      state: 'NJ',
      service_id: 3,
    });
    expect((api.posts[0] as { name: string }).name).toMatch(/^[\p{L}\p{M} ]+$/u);
    expect((api.posts[0] as { name: string }).name).toContain('مرحبا שלום Lovelace');
    expect(filtered.length).toBeGreaterThan(5_000);
  });

  test('contact form: names, pasted phone and ZIP+4 are filtered; the message keeps RTL and emoji', async ({ page }) => {
    const api = await stubApi(page, '/save-contact-us');
    const form = await openForm(page, '/contact-us', 'Contact us', SLOW);
    const phone = control(form, 'Phone');
    const zip = control(form, 'Zip code');
    const submit = form.getByRole('button', { name: 'Send Message' });

    await control(form, 'First name').fill(LONG_MIXED_NAME);
    await insert(page, control(form, 'Last name'), 'Lovelace😀٣ שלום');
    await paste(page, phone, '+1 (555) 123');
    await insert(page, zip, '1-0-1');
    await control(form, 'Email').fill('ada@example.com');
    await control(form, 'Company name').fill('Metro Parking');
    await control(form, 'City').fill('Newark');
    await control(form, 'State').fill('NJ');
    await control(form, 'Country').selectOption('United States');
    await insert(page, control(form, 'Message'), HEBREW_MESSAGE);
    await expect(control(form, 'First name')).toHaveValue(lettersOnly(LONG_MIXED_NAME));
    await expect(control(form, 'Last name')).toHaveValue('Lovelace שלום');
    await expect(phone).toHaveValue('1555123');
    await expect(zip).toHaveValue('101');
    await submit.click();
    await expect(phone).toHaveAccessibleDescription('10 digits Phone number must be exactly 10 digits.');
    await expect(zip).toHaveAccessibleDescription('5 or 6 digits Zip code must be 5 or 6 digits.');

    await paste(page, phone, '(555) 123-4567');
    await expect(phone).toHaveValue('5551234567');
    await paste(page, zip, '10118-1234');
    // [§5](docs/CONTRACT.md#5-rules): digits only, capped at 6, so a ZIP+4 keeps its first six digits.
    await expect(zip).toHaveValue('101181');
    expect(api.posts, 'nothing sent while the form was invalid').toHaveLength(0);

    await submit.click();
    await expect(toasts(page)).toHaveText([SERVER_ERROR_NOTICE.contact]);
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]).toMatchObject({
      first_name: lettersOnly(LONG_MIXED_NAME).trim(),
      last_name: 'Lovelace שלום',
      phone: '5551234567',
      zipcode: '101181',
      address: HEBREW_MESSAGE,
    });
  });

  test('trial form: pasted card, expiry, zip and phone are masked; the card leaves only in the nonce', async ({ page }) => {
    const bodies = recordBodies(page);
    const api = await stubApi(page, '/multiple-trial-registration');
    await page.goto('/request-trial');
    const form = page.getByRole('form', { name: 'Start your free trial' });
    await slow(form.getByRole('checkbox', { name: 'Permit Parking' })).toBeVisible();
    const field = (label: string) => control(form, label);
    const submit = form.getByRole('button', { name: 'Start Free Trial' });

    await fillEntries(
      form,
      DETAILS.filter((entry) => entry.label !== 'Phone' && entry.label !== 'First name'),
      [/^Permit Parking$/, TERMS],
    );
    // The plan form's names take any text: the long name goes out exactly as typed.
    await field('First name').fill(LONG_MIXED_NAME);
    await paste(page, field('Phone'), '(555) 123-4567');
    await expect(field('Phone')).toHaveValue('5551234567');
    await insert(page, field('Name on card'), 'Grace Hopper');
    await field('CVV').fill('123');

    // Invalid first: 15 digits, a past expiry, a 4-digit zip.
    await paste(page, field('Card number'), '4111-1111-1111-111');
    await expect(field('Card number')).toHaveValue('4111 1111 1111 111');
    await insert(page, field('Expiry date'), '0120');
    await expect(field('Expiry date')).toHaveValue('01/20');
    await paste(page, field('Zip code'), '1011');
    await submit.click();
    await expect(field('Card number')).toHaveAccessibleDescription('Card number must be 16 digits.');
    await expect(field('Expiry date')).toHaveAccessibleDescription('MM/YY Please enter a valid expiry date that has not passed.');
    await expect(field('Zip code')).toHaveAccessibleDescription('5 or 6 digits Zip code must be 5 or 6 digits.');
    await page.waitForTimeout(300);
    expect(api.posts, 'nothing sent while the form was invalid').toHaveLength(0);

    // Each formatted form of the numbers, pasted or inserted whole.
    await paste(page, field('Card number'), '4111 1111 1111 1111');
    await expect(field('Card number')).toHaveValue('4111 1111 1111 1111');
    await insert(page, field('Card number'), '4111-1111-1111-1111');
    await expect(field('Card number')).toHaveValue('4111 1111 1111 1111');
    await paste(page, field('Expiry date'), '12/29');
    await expect(field('Expiry date')).toHaveValue('12/29');
    await insert(page, field('Expiry date'), '1229');
    await expect(field('Expiry date')).toHaveValue('12/29');
    await paste(page, field('Zip code'), '10118-1234');
    await expect(field('Zip code')).toHaveValue('101181');

    await submit.click();
    await slow(toasts(page)).toHaveText([SERVER_ERROR_NOTICE.trial]);
    expect(api.posts).toHaveLength(1);
    const body = api.posts[0] as Record<string, unknown>;
    expect(body).toMatchObject({ first_name: LONG_MIXED_NAME.trim(), phone: '5551234567', service_id: 9 });
    for (const key of ['card_number', 'expiration_date', 'security_code', 'zip_code', 'name_on_card']) expect(body).not.toHaveProperty(key);
    expect(decryptNonce(body['nonce'])).toEqual({
      name_on_card: 'Grace Hopper',
      card_number: '4111111111111111',
      expiration_date: '1229',
      security_code: '123',
      zip_code: '101181',
    });
    expectNoCardNumber(bodies);
  });

  test('payment page: a pasted dashed card number is masked and leaves only inside the nonce', async ({ page }) => {
    const bodies = recordBodies(page);
    const api = await stubApi(page, '/membership-payment');
    const form = await openPayment(page);
    const field = (label: string) => control(form, label);
    await insert(page, field('Name on card'), 'Grace Hopper');
    await paste(page, field('Card number'), '4111-1111-1111-1111');
    await expect(field('Card number')).toHaveValue('4111 1111 1111 1111');
    await paste(page, field('Expiry date'), '12/29');
    await expect(field('Expiry date')).toHaveValue('12/29');
    await insert(page, field('CVV'), '12345');
    await expect(field('CVV')).toHaveValue('1234');
    await paste(page, field('Zip code'), '10118-1234');
    await expect(field('Zip code')).toHaveValue('101181');
    await form.getByRole('button', { name: 'Pay $3,490.00' }).click();
    await expect(toasts(page)).toHaveText([SERVER_ERROR_NOTICE.payment]);
    expect(api.posts).toHaveLength(1);
    const body = api.posts[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['membership_plan_id', 'no_of_days', 'nonce', 'payment_type', 'plan_type', 'service_id']);
    expect(decryptNonce(body['nonce'])).toEqual({
      name_on_card: 'Grace Hopper',
      card_number: '4111111111111111',
      expiration_date: '1229',
      security_code: '1234',
      zip_code: '101181',
    });
    expectNoCardNumber(bodies);
  });

  test('newsletter and login refuse addresses with emoji or right-to-left letters, and send nothing', async ({ page }) => {
    const newsletter = await stubApi(page, '/newsletter');
    const login = await stubApi(page, '/oauth/access_token');
    const form = await openForm(page, '/', 'Subscribe to the newsletter', SLOW);
    const email = control(form, 'Email address');
    for (const address of ['reader😀@example.com', 'قارئ@مثال.com', 'קורא@example.com']) {
      await insert(page, email, address);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    }

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await slow(dialog).toBeVisible();
    await insert(page, control(dialog, 'Email'), 'שלום@example.com');
    await control(dialog, 'Password').fill('😀'.repeat(5_000));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Please enter valid email.')).toBeVisible();
    await page.waitForTimeout(300);
    expect(newsletter.posts).toHaveLength(0);
    expect(login.posts).toHaveLength(0);
  });
});
