import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { initialFormState, transition, type FormContext, type FormEvent, type FormState, type FormValues } from './form-state';
import { email, required, ticked, validate } from './rules';

const Schema = v.object({
  email: email('Please enter your email address.', 'Please enter a valid email address.'),
  city: required('Please enter your city.'),
  terms: ticked('Please accept the terms.'),
});
type Output = v.InferOutput<typeof Schema>;

const EMPTY = { email: '', city: '', terms: false };
const FILLED = { email: 'ada@example.com', city: 'Newark', terms: true };

const context = (online = true): FormContext<Output> => ({ validate: (values: FormValues) => validate(Schema, values), online });

/** Runs events in turn from a state; every effect along the way, in order. */
function run(events: readonly FormEvent[], { from = initialFormState(EMPTY), online = true } = {}) {
  let state: FormState<typeof EMPTY> = from;
  const effects: unknown[] = [];
  for (const event of events) {
    const next = transition(state, event, context(online));
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/** A hydrated form with its draft key, filled in. */
const filled = (draftKey: string | null = 'draft:/contact-us#contact') =>
  run([
    { type: 'hydrated', typed: {}, restored: null, draftKey },
    ...Object.entries(FILLED).map(([name, value]): FormEvent => ({ type: 'change', name, value })),
  ]).state;

describe('lock', () => {
  it('sends once for a submit, and nothing for a second submit while the request is out', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'submit' }, { type: 'submit' }], { from: filled() });
    expect(effects.filter((effect) => (effect as { type: string }).type === 'send')).toEqual([{ type: 'send', output: FILLED }]);
    expect(state.phase).toBe('sending');
  });

  it('sends nothing while the browser leaves after a success, and clears the draft', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'settled', end: 'leaving' }, { type: 'submit' }], { from: filled() });
    expect(state.phase).toBe('leaving');
    expect(effects).toEqual([
      { type: 'send', output: FILLED },
      { type: 'clear-draft', key: 'draft:/contact-us#contact' },
    ]);
  });

  it('opens again after a success that stays on the page or a failure (both settle open), keeping every value', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'settled', end: 'open' }, { type: 'submit' }], { from: filled() });
    expect(effects.filter((effect) => (effect as { type: string }).type === 'send')).toHaveLength(2);
    expect(state.values).toEqual(FILLED);
  });

  it('opens again when the page comes back from the back-forward cache after a success', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'settled', end: 'leaving' }, { type: 'restored-from-cache' }, { type: 'submit' }], {
      from: filled(),
    });
    expect(effects.filter((effect) => (effect as { type: string }).type === 'send')).toHaveLength(2);
    expect(state.phase).toBe('sending');
  });
});

describe('unknown outcome of a call that charges a card', () => {
  const sends = (effects: readonly unknown[]) => effects.filter((effect) => (effect as { type: string }).type === 'send');

  it('holds the form with every value: a second submit sends nothing, not even after a back-forward restore', () => {
    const { state, effects } = run(
      [{ type: 'submit' }, { type: 'settled', end: 'unknown' }, { type: 'submit' }, { type: 'restored-from-cache' }, { type: 'submit' }],
      { from: filled() },
    );
    expect(sends(effects)).toHaveLength(1);
    expect(state.phase).toBe('unconfirmed');
    expect(state.values).toEqual(FILLED);
  });

  it('sends a new attempt only after the explicit second step, and keeps the draft', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'settled', end: 'unknown' }, { type: 'retry-allowed' }, { type: 'submit' }], {
      from: filled(),
    });
    expect(sends(effects)).toEqual([
      { type: 'send', output: FILLED },
      { type: 'send', output: FILLED },
    ]);
    expect(effects.some((effect) => (effect as { type: string }).type === 'clear-draft')).toBe(false);
    expect(state.phase).toBe('sending');
  });

  it('a page opened again on an unchecked outcome starts held: nothing is sent until the second step', () => {
    const { state, effects } = run([{ type: 'hydrated', typed: {}, restored: null, draftKey: null }, { type: 'held' }, { type: 'submit' }], {
      from: filled(),
    });
    expect(sends(effects)).toHaveLength(0);
    expect(state.phase).toBe('unconfirmed');
    const after = run([{ type: 'held' }, { type: 'retry-allowed' }, { type: 'submit' }], { from: filled() });
    expect(sends(after.effects)).toHaveLength(1);
  });

  it('being held changes nothing while a request is out', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'held' }, { type: 'settled', end: 'open' }, { type: 'submit' }], { from: filled() });
    expect(sends(effects)).toHaveLength(2);
    expect(state.phase).toBe('sending');
  });

  it('the second step changes nothing while the form is not held', () => {
    const sending = run([{ type: 'submit' }, { type: 'retry-allowed' }, { type: 'submit' }], { from: filled() });
    expect(sends(sending.effects)).toHaveLength(1);
    expect(sending.state.phase).toBe('sending');
    const leaving = run([{ type: 'submit' }, { type: 'settled', end: 'leaving' }, { type: 'retry-allowed' }], { from: filled() });
    expect(leaving.state.phase).toBe('leaving');
  });
});

describe('validation', () => {
  it("shows every field's first message, focuses the first wrong field and sends nothing", () => {
    const { state, effects } = run([{ type: 'hydrated', typed: {}, restored: null, draftKey: null }, { type: 'submit' }]);
    expect(state.errors).toEqual({ email: 'Please enter your email address.', city: 'Please enter your city.', terms: 'Please accept the terms.' });
    expect(effects).toEqual([{ type: 'focus', name: 'email' }]);
    expect(state.phase).toBe('idle');
  });

  it('does not focus when the form brings something else into view', () => {
    expect(run([{ type: 'check', focus: false }]).effects).toEqual([]);
  });

  it('re-checks a changed field after a first attempt, and only that field', () => {
    const { state } = run([{ type: 'submit' }, { type: 'change', name: 'email', value: 'ada@' }, { type: 'change', name: 'city', value: 'Newark' }]);
    expect(state.errors).toEqual({ email: 'Please enter a valid email address.', terms: 'Please accept the terms.' });
  });

  it('says nothing while typing before the first attempt, but checks a filled field on leaving it', () => {
    const typed = run([{ type: 'change', name: 'email', value: 'ada@' }]);
    expect(typed.state.errors).toEqual({});
    expect(run([{ type: 'blur', name: 'email' }], { from: typed.state }).state.errors).toEqual({ email: 'Please enter a valid email address.' });
    // An empty field is not scolded for being left.
    expect(run([{ type: 'blur', name: 'city' }], { from: typed.state }).state.errors).toEqual({});
  });

  it('keeps a message once shown until its field is fixed', () => {
    const { state } = run([
      { type: 'change', name: 'email', value: 'ada@' },
      { type: 'blur', name: 'email' },
      { type: 'change', name: 'email', value: 'ada@example.com' },
    ]);
    expect(state.errors).toEqual({});
  });

  it("puts the server's messages beside their fields, over the rules' own", () => {
    const { state } = run([{ type: 'submit' }, { type: 'server-errors', messages: { email: 'The email has already been taken.' } }]);
    expect(state.errors['email']).toBe('The email has already been taken.');
    expect(state.errors['city']).toBe('Please enter your city.');
  });
});

describe('offline', () => {
  it('says so at once, sends nothing and keeps everything; the next submit online sends', () => {
    const offline = run([{ type: 'submit' }], { from: filled(), online: false });
    expect(offline.state.status).toBe('offline');
    expect(offline.state.phase).toBe('idle');
    expect(offline.state.values).toEqual(FILLED);
    expect(offline.effects).toEqual([]);
    const online = run([{ type: 'submit' }], { from: offline.state });
    expect(online.effects).toEqual([{ type: 'send', output: FILLED }]);
    expect(online.state.status).toBeNull();
  });
});

describe('code that cannot be loaded', () => {
  it('is said, and the form opens again with every value', () => {
    const { state } = run([{ type: 'submit' }, { type: 'code-failed' }], { from: filled() });
    expect(state.status).toBe('code');
    expect(state.phase).toBe('idle');
    expect(state.values).toEqual(FILLED);
  });
});

describe('draft', () => {
  it('comes back when the form hydrates, said as restored; what was typed before hydration wins', () => {
    const { state, effects } = run([
      { type: 'hydrated', typed: { city: 'Hoboken' }, restored: { email: 'ada@example.com', city: 'Newark' }, draftKey: 'draft:/#form' },
    ]);
    expect(state.values).toEqual({ email: 'ada@example.com', city: 'Hoboken', terms: false });
    expect(state.status).toBe('restored');
    expect(effects).toEqual([{ type: 'save-draft', key: 'draft:/#form', values: state.values }]);
  });

  it('follows every change once the form knows its key, and never before', () => {
    expect(run([{ type: 'change', name: 'city', value: 'Newark' }]).effects).toEqual([]);
    const { effects } = run([
      { type: 'hydrated', typed: {}, restored: null, draftKey: 'draft:/#form' },
      { type: 'change', name: 'city', value: 'Newark' },
    ]);
    expect(effects.at(-1)).toEqual({ type: 'save-draft', key: 'draft:/#form', values: { email: '', city: 'Newark', terms: false } });
  });

  it('keeps none for a form without a draft', () => {
    expect(run([{ type: 'submit' }, { type: 'settled', end: 'leaving' }], { from: filled(null) }).effects).toEqual([
      { type: 'send', output: FILLED },
    ]);
  });

  it('goes with a reset, which empties the form and forgets the attempt', () => {
    const { state, effects } = run([{ type: 'submit' }, { type: 'reset' }], { from: filled() });
    expect(state.values).toEqual(EMPTY);
    expect(state.errors).toEqual({});
    expect(state.attempted).toBe(false);
    expect(effects.at(-1)).toEqual({ type: 'clear-draft', key: 'draft:/contact-us#contact' });
  });
});
