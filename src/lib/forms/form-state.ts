/**
 * The state machine of every form, as a pure function: `transition(state, event, context)` gives the next
 * state and the effects the form must carry out (send, focus a field, save or clear the draft). useForm()
 * (./useForm.ts) keeps the state and runs the effects; the unit tests beside this file hold the rules:
 *
 * - lock: a submit while a request is out, or after a success while the browser leaves, sends nothing;
 * - validation: a submit that breaks a rule shows every field's message, focuses the first, sends nothing;
 *   after a first attempt, each change re-checks its field; leaving a filled field checks it;
 * - success: the form stays locked when the browser leaves (and its draft goes), or opens again;
 * - failure: every value stays and the form opens again;
 * - unknown outcome of a call that charges a card: every value stays, and the form is held ('unconfirmed'):
 *   a submit sends nothing until the form's explicit second step allows a new attempt ('retry-allowed'), and a
 *   page opened again on such an outcome starts held ('held');
 * - offline: said at once, nothing sent, everything kept; the next submit tries again;
 * - code that cannot be loaded (a deploy while the tab was open): said, the form opens again;
 * - draft: what was typed comes back when the form hydrates (said as 'restored'), typed-before-hydration wins,
 *   every later change is saved, a reset or a success that leaves clears it;
 * - back-forward restore: a page the browser left after a success and restored from its cache opens again.
 */

/** A form's values: text as typed, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

/** What a form says beside its button, besides the fields' own messages. */
export type FormStatus = 'restored' | 'offline' | 'code' | null;

/**
 * Whether the form can send: idle; a request is out; the browser is leaving after a success; or a call that
 * charges a card ended without a known outcome and the visitor has not yet taken the second step.
 */
export type FormPhase = 'idle' | 'sending' | 'leaving' | 'unconfirmed';

export interface FormState<V extends FormValues = FormValues> {
  /** The empty values (a reset goes back to them). */
  readonly empty: V;
  readonly values: V;
  readonly errors: Readonly<Record<string, string>>;
  readonly status: FormStatus;
  readonly phase: FormPhase;
  /** A submit was tried: every change re-checks its field from then on. */
  readonly attempted: boolean;
  /** The draft's storage key once the form has hydrated (null: not yet, or the form keeps no draft). */
  readonly draftKey: string | null;
}

/** What validating the values gives: the schema's output, or the first message of each failing field. */
export type Validation<Output = unknown> =
  { readonly ok: true; readonly output: Output } | { readonly ok: false; readonly errors: Record<string, string> };

/** What a transition may look at besides the state: the form's rules and whether the browser is online. */
export interface FormContext<Output = unknown> {
  readonly validate: (values: FormValues) => Validation<Output>;
  readonly online: boolean;
}

export type FormEvent =
  /** The island ran: values typed before hydration, the draft found (if any) and its key. */
  | { readonly type: 'hydrated'; readonly typed: FormValues; readonly restored: FormValues | null; readonly draftKey: string | null }
  | { readonly type: 'change'; readonly name: string; readonly value: string | boolean }
  | { readonly type: 'blur'; readonly name: string }
  /** A submit: `focus` false when the form brings something else into view itself. */
  | { readonly type: 'submit'; readonly focus?: boolean }
  /** Checks every field without sending (a form that must say more before it sends). */
  | { readonly type: 'check'; readonly focus?: boolean }
  /** The request ended: the browser is leaving after a success, the form can be used again, or the outcome is unknown. */
  | { readonly type: 'settled'; readonly end: 'leaving' | 'open' | 'unknown' }
  /** The explicit second step after an unknown outcome: the visitor has checked, a new attempt may be sent. */
  | { readonly type: 'retry-allowed' }
  /** The page opened again on a card call whose outcome is still unknown (a reload): held until the second step. */
  | { readonly type: 'held' }
  /** The code a submit needed could not be loaded. */
  | { readonly type: 'code-failed' }
  | { readonly type: 'server-errors'; readonly messages: Readonly<Record<string, string>> }
  | { readonly type: 'set-errors'; readonly errors: Readonly<Record<string, string>> }
  | { readonly type: 'reset' }
  /** The page came back from the back-forward cache. */
  | { readonly type: 'restored-from-cache' };

export type FormEffect<Output = unknown> =
  | { readonly type: 'send'; readonly output: Output }
  | { readonly type: 'focus'; readonly name: string }
  | { readonly type: 'save-draft'; readonly key: string; readonly values: FormValues }
  | { readonly type: 'clear-draft'; readonly key: string };

/** The state of a form before it hydrates. */
export function initialFormState<V extends FormValues>(values: V): FormState<V> {
  return { empty: values, values, errors: {}, status: null, phase: 'idle', attempted: false, draftKey: null };
}

/** The message of one field for these values (undefined when it passes). */
function messageFor<Output>(context: FormContext<Output>, values: FormValues, name: string): string | undefined {
  const result = context.validate(values);
  return result.ok ? undefined : result.errors[name];
}

/** The errors with one field's message replaced (or removed). */
function withMessage(errors: Readonly<Record<string, string>>, name: string, message: string | undefined): Readonly<Record<string, string>> {
  if (errors[name] === message) return errors;
  const { [name]: _, ...rest } = errors;
  return message ? { ...rest, [name]: message } : rest;
}

/** The effect that keeps the draft in step with new values, once the form knows its key. */
const saved = <V extends FormValues, Output>(state: FormState<V>): FormEffect<Output>[] =>
  state.draftKey === null ? [] : [{ type: 'save-draft', key: state.draftKey, values: state.values }];

/** Checks every field: the state with its messages and the effects (focus the first wrong field), or the output. */
function checkAll<V extends FormValues, Output>(
  state: FormState<V>,
  context: FormContext<Output>,
  focus: boolean,
): { state: FormState<V>; effects: FormEffect<Output>[]; output?: Output } {
  const result = context.validate(state.values);
  if (!result.ok) {
    const first = Object.keys(result.errors)[0];
    return { state: { ...state, attempted: true, errors: result.errors }, effects: first && focus ? [{ type: 'focus', name: first }] : [] };
  }
  return { state: { ...state, attempted: true, errors: {} }, effects: [], output: result.output };
}

/** The next state of a form and what it must do, for an event. */
export function transition<V extends FormValues, Output>(
  state: FormState<V>,
  event: FormEvent,
  context: FormContext<Output>,
): { state: FormState<V>; effects: FormEffect<Output>[] } {
  switch (event.type) {
    case 'hydrated': {
      // A draft comes back first; what was typed before hydration wins over it.
      const values = { ...state.values, ...event.restored, ...event.typed };
      const next: FormState<V> = { ...state, values, draftKey: event.draftKey, status: event.restored ? 'restored' : state.status };
      return { state: next, effects: saved<V, Output>(next) };
    }
    case 'change': {
      const values = { ...state.values, [event.name]: event.value };
      const errors =
        state.attempted || state.errors[event.name] ? withMessage(state.errors, event.name, messageFor(context, values, event.name)) : state.errors;
      const next = { ...state, values, errors };
      return { state: next, effects: saved<V, Output>(next) };
    }
    case 'blur': {
      const value = state.values[event.name];
      if (value === '' || value === false || value === undefined) return { state, effects: [] };
      return { state: { ...state, errors: withMessage(state.errors, event.name, messageFor(context, state.values, event.name)) }, effects: [] };
    }
    case 'check': {
      const { state: next, effects } = checkAll(state, context, event.focus ?? true);
      return { state: next, effects };
    }
    case 'submit': {
      // One request per intent: nothing while one is out, nothing while the browser leaves after a success, nothing
      // after an unknown outcome until the visitor has taken the second step.
      if (state.phase !== 'idle') return { state, effects: [] };
      const checked = checkAll(state, context, event.focus ?? true);
      if (!('output' in checked)) return { state: checked.state, effects: checked.effects };
      // Offline: said at once and nothing sent; the next submit tries again.
      if (!context.online) return { state: { ...checked.state, status: 'offline' }, effects: [] };
      return { state: { ...checked.state, status: null, phase: 'sending' }, effects: [{ type: 'send', output: checked.output }] };
    }
    case 'settled': {
      if (event.end === 'open') return { state: { ...state, phase: 'idle' }, effects: [] };
      // The card may have been charged: hold the form, values kept, until the visitor has checked.
      if (event.end === 'unknown') return { state: { ...state, phase: 'unconfirmed' }, effects: [] };
      // The browser is on its way to the next page: locked until it has left, and the draft has served.
      return { state: { ...state, phase: 'leaving' }, effects: state.draftKey === null ? [] : [{ type: 'clear-draft', key: state.draftKey }] };
    }
    case 'code-failed':
      return { state: { ...state, status: 'code', phase: 'idle' }, effects: [] };
    case 'server-errors':
      return { state: { ...state, errors: { ...state.errors, ...event.messages } }, effects: [] };
    case 'set-errors':
      return { state: { ...state, errors: event.errors }, effects: [] };
    case 'reset':
      return {
        state: { ...state, attempted: false, errors: {}, values: state.empty },
        effects: state.draftKey === null ? [] : [{ type: 'clear-draft', key: state.draftKey }],
      };
    case 'held':
      return state.phase === 'idle' ? { state: { ...state, phase: 'unconfirmed' }, effects: [] } : { state, effects: [] };
    case 'retry-allowed':
      return state.phase === 'unconfirmed' ? { state: { ...state, phase: 'idle' }, effects: [] } : { state, effects: [] };
    case 'restored-from-cache':
      // A page left after a success opens again; one held after an unknown outcome stays held.
      return state.phase === 'unconfirmed' ? { state, effects: [] } : { state: { ...state, phase: 'idle' }, effects: [] };
  }
}
