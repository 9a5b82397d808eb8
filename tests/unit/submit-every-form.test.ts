import { describe, expect, it, vi } from 'vitest';

const shown: unknown[] = [];
vi.mock('../../src/lib/notices', () => ({ notifyAll: (notices: readonly unknown[]) => Promise.resolve(void shown.push(...notices)) }));
vi.mock('../../src/lib/navigation-state', () => ({ navigate: vi.fn() }));

const { runAction } = await import('../../src/lib/forms/submit');
const { GENERIC_FAILURE } = await import('../../src/lib/api/outcome');
// The forms themselves, for what each declares about a success's body.
const { subscribe } = await import('../../src/features/newsletter/newsletter');
const { sendContact } = await import('../../src/features/contact/contact');
const { requestDemo } = await import('../../src/features/demo/demo');
const { requestReset, setPassword } = await import('../../src/features/passwords/passwords');
const { logIn } = await import('../../src/features/account/login');
const { registerPlan } = await import('../../src/features/commerce/plans/plans');
const { pay } = await import('../../src/features/commerce/payment/pay');
const { registerFreeTrial } = await import('../../src/features/commerce/trial/trial');

const hooks = { reset: vi.fn(), showServerErrors: vi.fn() };
/** A form's entry of [§8](docs/CONTRACT.md#8-notices), written like the login's. */
const failure = ({ message }: { message: string | null }) => [
  { kind: 'error' as const, title: 'Something went wrong!', message: message ?? 'Please try again' },
];
const respond = (status: number, body: unknown) => () => Promise.resolve({ kind: 'response' as const, ok: status < 400, status, body });

describe('the one submit path on a failure', () => {
  it('hands the form the result and the very notices it showed', async () => {
    shown.length = 0;
    const onFailure = vi.fn();
    const action = { call: respond(422, { errors: { message: 'Invalid credentials' } }), success: [201], needsBody: true, failure };
    expect(await runAction(action, {}, () => ({}), hooks, onFailure)).toBe('open');
    const notices = [{ kind: 'error', title: 'Something went wrong!', message: 'Invalid credentials' }];
    expect(shown).toEqual(notices);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }), notices);
  });

  it('treats a success without the data the form needs as §8\'s "no data" failure', async () => {
    shown.length = 0;
    const onFailure = vi.fn();
    const action = { call: respond(201, { nothing: true }), success: [201], needsBody: true, failure, read: () => null };
    expect(await runAction(action, {}, () => ({}), hooks, onFailure)).toBe('open');
    expect(shown).toEqual([GENERIC_FAILURE]);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 201 }), [GENERIC_FAILURE]);
  });

  it("says the form's own words for no answer (§8 Login) when a success lacks its data or no answer came", async () => {
    const words = [{ kind: 'error' as const, title: 'Something went wrong!', message: 'Please try again' }];
    const own = Object.assign((answer: { message: string | null }) => failure(answer), { withoutAnswer: words });
    shown.length = 0;
    await runAction(
      { call: respond(201, { nothing: true }), success: [201], needsBody: true, failure: own, read: () => null },
      {},
      () => ({}),
      hooks,
    );
    await runAction(
      { call: () => Promise.resolve({ kind: 'network' as const }), success: [201], needsBody: true, failure: own },
      {},
      () => ({}),
      hooks,
    );
    expect(shown).toEqual([...words, ...words]);
  });

  it('does not call it on a success', async () => {
    const onFailure = vi.fn();
    const action = { call: respond(201, { ok: 1 }), success: [201], needsBody: true, failure };
    expect(await runAction(action, {}, () => ({ reset: true }), hooks, onFailure)).toBe('open');
    expect(onFailure).not.toHaveBeenCalled();
    expect(hooks.reset).toHaveBeenCalled();
  });
});

describe('the one submit path and measurement', () => {
  it('sends the conversion a success declares once, before the browser leaves, and none on a failure', async () => {
    const order: string[] = [];
    const measure = await import('../../src/lib/measurement');
    const navigation = await import('../../src/lib/navigation-state');
    const sent = vi.spyOn(measure, 'measureConversion').mockImplementation((conversion) => void order.push(`measure ${conversion.name}`));
    vi.mocked(navigation.navigate).mockImplementation((path) => void order.push(`go ${path}`));
    const conversion = { name: 'Contact', props: { form: 'contact' } } as const;
    const land = () => ({ go: '/thank-you', conversion });
    expect(await runAction({ call: respond(201, {}), success: [201], needsBody: true, failure }, {}, land, hooks)).toBe('leaving');
    expect(order).toEqual(['measure Contact', 'go /thank-you']);
    expect(sent).toHaveBeenCalledExactlyOnceWith(conversion);

    sent.mockClear();
    expect(await runAction({ call: respond(500, { errors: { message: 'down' } }), success: [201], needsBody: true, failure }, {}, land, hooks)).toBe(
      'open',
    );
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });
});

describe('the one submit path for a call that charges a card', () => {
  const charging = (call: () => Promise<unknown>) =>
    ({ call, success: [200, 201], needsBody: true, failure: () => [{ kind: 'error' as const, title: 'Sorry!' }], charges: true }) as Parameters<
      typeof runAction
    >[0];

  it.each([
    ['the deadline passing', () => Promise.resolve({ kind: 'timeout' as const })],
    ['the connection lost', () => Promise.resolve({ kind: 'network' as const })],
    ['a 2xx whose body is not JSON', respond(201, null)],
  ])("holds the form after %s (outcome unknown), with §8's generic notice", async (_, call) => {
    shown.length = 0;
    expect(await runAction(charging(call), {}, () => ({}), hooks)).toBe('unknown');
    expect(shown).toEqual([GENERIC_FAILURE]);
  });

  it.each([
    ['a declined card (422 with a message)', respond(422, { errors: { message: 'Your card was declined.' } }), [{ kind: 'error', title: 'Sorry!' }]],
    ['a 500 with a JSON envelope', respond(500, { errors: { message: 'Server Error' } }), [{ kind: 'error', title: 'Sorry!' }]],
    ['a 500 whose body is not JSON', respond(500, null), [GENERIC_FAILURE]],
  ])('opens the form again after %s, as every form does', async (_, call, notices) => {
    shown.length = 0;
    expect(await runAction(charging(call), {}, () => ({}), hooks)).toBe('open');
    expect(shown).toEqual(notices);
  });

  it('a form whose call charges nothing opens again whatever the outcome', async () => {
    shown.length = 0;
    const action = { call: () => Promise.resolve({ kind: 'timeout' as const }), success: [201], needsBody: true, failure };
    expect(await runAction(action, {}, () => ({}), hooks)).toBe('open');
    expect(shown).toEqual([GENERIC_FAILURE]);
  });
});

describe('the one submit path on a success whose body is empty or not JSON (both read as no body)', () => {
  const land = vi.fn(() => ({}));
  const unreadable = (status: number) => respond(status, null);

  it.each([
    ['the newsletter', subscribe, 201],
    ['the contact form', sendContact, 201],
    ['the demo requests', requestDemo, 201],
    ['forgot password', requestReset, 201],
    ['the reset page', setPassword([201]), 201],
    ['the create page', setPassword([200, 201]), 201],
    ['the create page', setPassword([200, 201]), 200],
  ] as const)('%s takes its success status alone as success (§7: "201 is success")', async (_, action, status) => {
    shown.length = 0;
    land.mockClear();
    expect(await runAction({ ...action, call: unreadable(status) }, {}, land, hooks)).toBe('open');
    expect(land).toHaveBeenCalledOnce();
    expect(shown).toEqual([]);
  });

  it('the reset page still refuses a status that is not its own', async () => {
    shown.length = 0;
    land.mockClear();
    expect(await runAction({ ...setPassword([201]), call: unreadable(200) }, {}, land, hooks)).toBe('open');
    expect(land).not.toHaveBeenCalled();
    expect(shown).toEqual([GENERIC_FAILURE]);
  });

  it.each([
    ['login, which keeps the tokens', logIn, 'open'],
    ['the plan details, whose token pays', registerPlan, 'open'],
    ['the paid plan', pay, 'unknown'],
    ['the trial', registerFreeTrial, 'unknown'],
  ] as const)('%s, which needs the body, takes it as no answer (%s)', async (_, action, end) => {
    shown.length = 0;
    land.mockClear();
    expect(await runAction({ ...action, call: unreadable(201) }, {}, land, hooks)).toBe(end);
    expect(land).not.toHaveBeenCalled();
    expect(shown).toHaveLength(1);
  });
});
