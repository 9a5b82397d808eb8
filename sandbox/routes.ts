/** The sandbox API's routes: one handler per call of SPEC [§7](docs/CONTRACT.md#7-calls), plus stand-in pages and the request log. */
import type { IncomingHttpHeaders } from 'node:http';
import { randomInt } from 'node:crypto';
import type { SandboxConfig } from './config.ts';
import type { PaymentRow, User } from './data.ts';
import { COUNTRIES, PAYMENT_HISTORY, PLANS, SERVICES } from './data.ts';
import type { Reply } from './http.ts';
import { dropped, escapeHtml, fail, file, html, hung, invalid, json, ok, stalled } from './http.ts';
import { cardBrand, checkNonce, decryptNonce, lostAnswer, type LostAnswer } from './card.ts';
import { invoiceJpeg, invoicePdf } from './invoice.ts';
import type { SandboxState } from './state.ts';
import { randomId } from './state.ts';
import type { FieldRules } from './validation.ts';
import { digits, digitsBetween, email, exists, minLength, present, text, validate } from './validation.ts';

/** Everything a handler sees of a request. */
export interface Context {
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  /** The parsed body; {} when there was none. */
  readonly body: Record<string, unknown>;
  /** The route pattern's capture groups. */
  readonly params: readonly string[];
  readonly state: SandboxState;
  readonly config: SandboxConfig;
}

export type Handler = (context: Context) => Reply | Promise<Reply>;

export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Matched against the whole path. */
  readonly pattern: RegExp;
  readonly handler: Handler;
}

/** Seconds an access token is said to last. */
const EXPIRES_IN = 3600;
const PER_PAGE = 10;

// ---------------------------------------------------------------------------------------------------------------
// Test triggers: an email (or the login username) that always produces the same failure.

/** The field (besides the email) that a form's "invalid@example.com" detail names, with its message. */
type SecondField = readonly [field: string, message: string];

/**
 * The deterministic failure an email asks for, or null for an ordinary email. `emailField` is the name of the
 * email field in this form, `second` another field of the same form for the two-field detail.
 */
function trigger(value: unknown, emailField: string, second?: SecondField): Reply | null {
  const emailLabel = emailField.replaceAll('_', ' ');
  switch (text(value).toLowerCase()) {
    case 'invalid@example.com':
      return invalid({
        [emailField]: [`The ${emailLabel} has already been taken.`],
        ...(second === undefined ? {} : { [second[0]]: [second[1]] }),
      });
    case 'nodetail@example.com':
      return fail(422, 'The given data was invalid');
    case 'servererror@example.com':
      return fail(500, 'Server Error');
    case 'hostile@example.com':
      return fail(422, '<img src=x onerror="window.__xss=1">Bad <b>input</b>', { [emailField]: ['<script>window.__xss=2</script>Nope'] });
    case 'notjson@example.com':
      return html(500, '<html>Bad gateway</html>');
    case 'stall@example.com':
      return stalled();
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared checks

const CLIENT_FAILED = 'Client authentication failed';

/** 401 unless the body carries this client's id and secret (and, when `grant` is set, grant_type "password"). */
function clientAuth(body: Record<string, unknown>, config: SandboxConfig, grant: boolean): Reply | null {
  const clientOk = text(body['client_id']) === config.clientId && text(body['client_secret']) === config.clientSecret;
  if (!clientOk || (grant && text(body['grant_type']) !== 'password')) return fail(401, CLIENT_FAILED);
  return null;
}

/** The user of the request's bearer token, or the 401 to answer. */
function bearer(context: Context): User | Reply {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(context.headers.authorization ?? '');
  const user = match?.[1] === undefined ? undefined : context.state.userOfToken(match[1]);
  return user ?? fail(401, 'Unauthenticated.');
}

function isReply(value: User | Reply): value is Reply {
  return 'status' in value && 'body' in value;
}

const isPlanId = (value: string): boolean => PLANS.has(Number(value));
const isServiceId = (value: string): boolean => SERVICES.some((service) => String(service.id) === value);
const required: FieldRules = { required: true };
const requiredEmail: FieldRules = { required: true, rules: [email] };

/**
 * The payment rows a user may see: the seeded users' fixed history (so tests that page through it never race
 * a payment made beside them), or the charges made here for anyone else (a registered customer), newest first.
 */
function historyOf(user: User, state: SandboxState): readonly PaymentRow[] {
  return user.hasHistory ? PAYMENT_HISTORY : state.chargesOf(user);
}

/** The answer a client gets when the answer to a request that went through is lost (a test card, sandbox/README.md). */
function lose(answer: LostAnswer, success: Reply): Reply {
  switch (answer) {
    case 'never answered':
      return hung();
    case 'connection dropped':
      return dropped();
    case 'answer not JSON':
      return html(success.status, '<html><body>Payment accepted</body></html>');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Handlers

const services: Handler = () => ok(SERVICES, 200);

const countries: Handler = () => ok(COUNTRIES, 200);

const requestDemo: Handler = ({ body, state }) => {
  const triggered = trigger(body['email'], 'email', ['name', 'The name may only contain letters and spaces.']);
  if (triggered) return triggered;
  const detail = validate(body, {
    name: required,
    email: requiredEmail,
    mobile: { required: true, rules: [digits(10)] },
    company_name: required,
    city: required,
    state: required,
    country: required,
    service_id: { required: true, rules: [exists(isServiceId)] },
    product: { rules: [exists(isServiceId)] },
    membership_plan_id: { rules: [exists(isPlanId)] },
  });
  if (detail) return invalid(detail);
  return ok({ id: state.nextRecordId() });
};

/** POST /trial-registration and /multiple-trial-registration: a new customer, optionally with a card nonce. */
const registerTrial: Handler = ({ body, state, config }) => {
  const triggered = trigger(body['email'], 'email', ['first_name', 'The first name may only contain letters and spaces.']);
  if (triggered) return triggered;
  const unauthorised = clientAuth(body, config, true);
  if (unauthorised) return unauthorised;

  const membership = body['membership'];
  const membershipPlans =
    typeof membership === 'object' && membership !== null && !Array.isArray(membership) ? Object.values(membership).map(text) : [];
  const detail =
    validate(body, {
      first_name: required,
      last_name: required,
      email: requiredEmail,
      phone: { required: true, rules: [digits(10)] },
      company_name: required,
      city: required,
      country: required,
      membership_plan_id: { required: membershipPlans.length === 0, rules: [exists(isPlanId)] },
      service_id: { rules: [exists(isServiceId)] },
    }) ?? {};
  if (present(membership) && (membershipPlans.length === 0 || !membershipPlans.every(isPlanId))) {
    detail['membership'] = ['The selected membership is invalid.'];
  }
  if (Object.keys(detail).length > 0) return invalid(detail);

  if (present(body['nonce'])) {
    const refused = checkNonce(body['nonce'], config.cardKey);
    if (refused) return refused;
    const earlier = state.answerFor(text(body['nonce']));
    if (earlier) return earlier;
  }

  const name = `${text(body['first_name'])} ${text(body['last_name'])}`;
  const user = state.registerCustomer(name, text(body['email']));
  const planId = present(body['membership_plan_id']) ? Number(text(body['membership_plan_id'])) : Number(membershipPlans[0]);
  const success = ok({
    token: { access_token: state.issueToken(user), token_type: 'Bearer', expires_in: EXPIRES_IN },
    membership_plan: { id: planId },
    user: { name: user.name, email: user.email },
  });
  // The account exists and the card is saved; a test card can lose the answer all the same.
  const lost = present(body['nonce']) ? lostAnswer(body['nonce'], config.cardKey) : null;
  const reply = lost ? lose(lost, success) : success;
  return present(body['nonce']) ? state.answered(text(body['nonce']), reply) : reply;
};

const login: Handler = ({ body, state, config }) => {
  const triggered = trigger(body['username'], 'username', ['password', 'The password must be at least 8 characters.']);
  if (triggered) return triggered;
  const unauthorised = clientAuth(body, config, true);
  if (unauthorised) return unauthorised;
  const user = state.userByEmail(text(body['username']));
  if (user?.password === undefined || user.password !== body['password']) {
    return fail(401, 'The user credentials were incorrect.');
  }
  const token = {
    access_token: state.issueToken(user),
    token_type: 'Bearer',
    expires_in: EXPIRES_IN,
    refresh_token: `sbxr_${randomId(24)}`,
    user: { name: user.name, id: user.id, user_type: user.user_type, partner_slug: user.partner_slug },
  };
  return json(201, { ...token, status: 201, data: token, errors: null });
};

const UNKNOWN_EMAIL = "We can't find a user with that email address.";

const forgotPassword: Handler = ({ body, headers, config }) => {
  const triggered = trigger(body['email'], 'email');
  if (triggered) return triggered;
  if (headers['client-secret'] !== config.clientSecret) return fail(401, CLIENT_FAILED);
  const detail = validate(body, { email: requiredEmail, base_url: required });
  if (detail) return invalid(detail);
  if (text(body['email']).toLowerCase() === 'unknown@example.com') return invalid({ email: [UNKNOWN_EMAIL] }, UNKNOWN_EMAIL);
  return ok({ message: 'sent' });
};

const resetPassword: Handler = ({ body }) => {
  const detail = validate(body, {
    password: { required: true, rules: [minLength(8)] },
    password_confirmation: required,
    token: required,
  });
  if (detail) return invalid(detail);
  const token = text(body['token']);
  if (token === 'expired-token') return fail(422, 'This password reset token is invalid.');
  if (body['password'] !== body['password_confirmation']) {
    return invalid({ password_confirmation: ['The password confirmation and password must match.'] });
  }
  // The create-password flow accepts 200 as well as 201; "token-200" exercises that path.
  return token === 'token-200' ? ok({ message: 'Your password has been reset.' }, 200) : ok({ message: 'Your password has been reset.' });
};

const contactUs: Handler = ({ body, state, config }) => {
  const triggered = trigger(body['email'], 'email', ['first_name', 'The first name may only contain letters and spaces.']);
  if (triggered) return triggered;
  const unauthorised = clientAuth(body, config, false);
  if (unauthorised) return unauthorised;
  const detail = validate(body, {
    first_name: required,
    last_name: required,
    email: requiredEmail,
    phone: { required: true, rules: [digits(10)] },
    address: required,
    company_name: required,
    city: required,
    state: required,
    zipcode: { required: true, rules: [digitsBetween(5, 6)] },
    country: required,
  });
  if (detail) return invalid(detail);
  return ok({ id: state.nextRecordId() });
};

const newsletter: Handler = ({ body, state }) => {
  const triggered = trigger(body['email'], 'email');
  if (triggered) return triggered;
  const detail = validate(body, { email: requiredEmail });
  if (detail) return invalid(detail);
  if (text(body['email']).toLowerCase() === 'subscribed@example.com') {
    return invalid({ email: ['The email has already been taken.'] });
  }
  return ok({ id: state.nextRecordId(), email: text(body['email']) });
};

const membershipPayment: Handler = (context) => {
  const user = bearer(context);
  if (isReply(user)) return user;
  const { body, config, state } = context;
  const detail = validate(body, {
    nonce: required,
    membership_plan_id: { required: true, rules: [exists(isPlanId)] },
    service_id: { required: true, rules: [exists(isServiceId)] },
    payment_type: { rules: [exists((value) => value === 'credit_card')] },
    existing_membership_plan_id: { rules: [exists(isPlanId)] },
  });
  if (detail) return invalid(detail);
  const refused = checkNonce(body['nonce'], config.cardKey);
  if (refused) return refused;
  const earlier = state.answerFor(text(body['nonce']));
  if (earlier) return earlier;
  const plan = PLANS.get(Number(text(body['membership_plan_id'])));
  const planType = text(body['plan_type']) === '2' ? 2 : 1;
  const amount = (planType === 2 ? plan?.annual_amount : plan?.amount) ?? 0;
  const service = SERVICES.find((candidate) => String(candidate.id) === text(body['service_id']));
  // The card is charged: the payment is in the payer's history from now on, whatever happens to the answer.
  const lost = lostAnswer(body['nonce'], context.config.cardKey);
  state.recordCharge(
    user,
    {
      total: amount,
      service: { full_name: service?.full_name ?? '' },
      membership_plan: { name: plan?.name ?? '' },
      user_membership: { plan_type: planType },
      anet_transaction: { card_type: cardBrand(decryptNonce(body['nonce'], config.cardKey)?.card_number ?? ''), method: 'credit_card' },
    },
    lost,
  );
  const success = ok({ transaction_id: String(randomInt(100_000_000, 999_999_999) + 60_000_000_000), amount });
  return state.answered(text(body['nonce']), lost ? lose(lost, success) : success);
};

/** Whether a row matches a search: id, service, plan or card type contains the text, ignoring case. */
function matches(row: PaymentRow, search: string): boolean {
  const haystack = [String(row.id), row.service.full_name, row.membership_plan.name, row.anet_transaction.card_type];
  return haystack.some((value) => value.toLowerCase().includes(search));
}

const paymentHistory: Handler = (context) => {
  const user = bearer(context);
  if (isReply(user)) return user;
  const pageParam = Number(context.url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const search = (context.url.searchParams.get('search') ?? '').trim().toLowerCase();
  const rows = historyOf(user, context.state).filter((row) => search === '' || matches(row, search));
  return json(200, { data: rows.slice((page - 1) * PER_PAGE, page * PER_PAGE), per_page: PER_PAGE, current_page: page, total: rows.length });
};

const partnerInvoice: Handler = (context) => {
  const user = bearer(context);
  if (isReply(user)) return user;
  const latest = historyOf(user, context.state)[0];
  return ok(
    {
      partner_name: user.name,
      company_name:
        user.partner_slug === ''
          ? 'ParkCloud customer'
          : user.partner_slug
              .split('-')
              .map((word) => word[0]?.toUpperCase() + word.slice(1))
              .join(' '),
      email: user.email,
      billing_address: {
        line1: '100 Main Street',
        line2: 'Suite 400',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        country: 'United States',
      },
      next_invoice_date: '2027-01-01',
      open_balance: latest?.total ?? 0,
      currency: 'USD',
    },
    200,
  );
};

/** GET /invoice/pdf/:id and /invoice/jpg/:id for a payment of the token's user. */
function invoiceFile(kind: 'pdf' | 'jpg'): Handler {
  return async (context) => {
    const user = bearer(context);
    if (isReply(user)) return user;
    const id = context.params[0] ?? '';
    // A file whose answer stalls after its headers (test trigger).
    if (id === 'stall') return stalled();
    const row = historyOf(user, context.state).find((candidate) => String(candidate.id) === id);
    if (row === undefined) return fail(404, 'Invoice not found.');
    return kind === 'pdf'
      ? file('application/pdf', `attachment; filename="invoice-${row.id}.pdf"`, invoicePdf(row, user.name))
      : file('image/jpeg', `inline; filename="invoice-${row.id}.jpg"`, await invoiceJpeg());
  };
}

/** A page standing in for an external site (news, touchless gate, citation, customer and admin portals). */
const standIn: Handler = ({ url, headers }) => {
  const raw = url.pathname.replace(/^\/stand-in\/?/, '');
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape is shown as sent.
  }
  const fullUrl = `http://${headers.host ?? url.host}${url.pathname}${url.search}`;
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stand-in: ${escapeHtml(path)}</title></head>
<body>
<main>
<h1>Stand-in for ${escapeHtml(path)}</h1>
<p>The ParkCloud sandbox answers here instead of an external site.</p>
<p>Requested URL: <code id="requested-url">${escapeHtml(fullUrl)}</code></p>
</main>
</body>
</html>
`;
  return html(200, page);
};

const listRequests: Handler = ({ state }) => json(200, state.requests());

/** The charges the sandbox's gateway made (no card data): who, what, and whether the answer was lost. */
const listCharges: Handler = ({ state }) => json(200, state.charges());

const clearRequests: Handler = ({ state }) => {
  const cleared = state.requests().length;
  state.clearRequests();
  return ok({ cleared }, 200);
};

const index: Handler = () => ok({ name: 'ParkCloud sandbox API', docs: 'sandbox/README.md' }, 200);

export const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/$/, handler: index },
  { method: 'GET', pattern: /^\/services$/, handler: services },
  { method: 'GET', pattern: /^\/countries$/, handler: countries },
  { method: 'POST', pattern: /^\/save-request-demo$/, handler: requestDemo },
  { method: 'POST', pattern: /^\/trial-registration$/, handler: registerTrial },
  { method: 'POST', pattern: /^\/multiple-trial-registration$/, handler: registerTrial },
  { method: 'POST', pattern: /^\/oauth\/access_token$/, handler: login },
  { method: 'POST', pattern: /^\/user\/reset-password\/email$/, handler: forgotPassword },
  { method: 'POST', pattern: /^\/user\/reset-password$/, handler: resetPassword },
  { method: 'POST', pattern: /^\/save-contact-us$/, handler: contactUs },
  { method: 'POST', pattern: /^\/newsletter$/, handler: newsletter },
  { method: 'POST', pattern: /^\/membership-payment$/, handler: membershipPayment },
  { method: 'GET', pattern: /^\/partner\/payment-history$/, handler: paymentHistory },
  { method: 'GET', pattern: /^\/partner\/invoice$/, handler: partnerInvoice },
  { method: 'GET', pattern: /^\/invoice\/pdf\/([^/]+)$/, handler: invoiceFile('pdf') },
  { method: 'GET', pattern: /^\/invoice\/jpg\/([^/]+)$/, handler: invoiceFile('jpg') },
  { method: 'GET', pattern: /^\/stand-in(?:\/.*)?$/, handler: standIn },
  { method: 'GET', pattern: /^\/__sandbox\/requests$/, handler: listRequests },
  { method: 'DELETE', pattern: /^\/__sandbox\/requests$/, handler: clearRequests },
  { method: 'GET', pattern: /^\/__sandbox\/charges$/, handler: listCharges },
];

export type Match =
  | { readonly kind: 'found'; readonly handler: Handler; readonly params: string[] }
  | { readonly kind: 'wrong-method'; readonly allow: string }
  | { readonly kind: 'none' };

/** The route for a method and path. HEAD is served as GET. */
export function findRoute(method: string, path: string): Match {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const candidates = ROUTES.filter((route) => route.pattern.test(path));
  const route = candidates.find((candidate) => candidate.method === wanted);
  if (route) return { kind: 'found', handler: route.handler, params: (route.pattern.exec(path) ?? []).slice(1).map((group) => group ?? '') };
  if (candidates.length > 0)
    return { kind: 'wrong-method', allow: [...new Set(candidates.map((candidate) => candidate.method)), 'OPTIONS'].join(', ') };
  return { kind: 'none' };
}
