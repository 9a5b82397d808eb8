/**
 * Form state for every form island: values (their empty state derived from the form's valibot schema), the
 * message of each field, and `send`, which validates with the schema, locks the form, and runs the
 * capability's action through the one submit path (./submit.ts). The rules (lock, validation, success,
 * failure, offline, draft, back-forward restore) are the pure state machine of ./form-state.ts, unit-tested
 * there; this hook keeps its state, feeds it the browser's events and carries out its effects: sending,
 * focusing a field, and writing the draft (./draft.ts).
 */
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import * as v from 'valibot';
import { isCodeLoadError } from '../lazy';
import { clearDraft, draftKey, readDraft, saveDraft, type DraftSpec } from './draft';
import { initialFormState, transition, type FormEffect, type FormEvent, type FormState, type FormValues } from './form-state';
import { validate } from './rules';
import { runAction, type FailureHook, type FormAction, type Landing, type RunEnd } from './submit';

export type { FormStatus, FormValues } from './form-state';

/** The schemas a form can use: an object of fields, possibly inside a pipe (cross-field checks). */
type FormSchema = v.GenericSchema & { readonly type: string };

/** The value a control of each field holds: boolean for a checkbox that must be ticked, else text. */
export type ValuesOf<S extends v.GenericSchema> = {
  -readonly [K in keyof v.InferInput<S> & string]-?: v.InferInput<S>[K] extends boolean ? boolean : string;
};

/** The object schema of a form schema (the first step of a pipe). */
function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  const candidate = schema as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: readonly v.GenericSchema[] };
  if (candidate.entries) return candidate.entries;
  const first = candidate.pipe?.[0];
  return first ? entriesOf(first) : {};
}

/** The empty values of a form: false for a checkbox (a `v.literal(true)` rule), '' for every other field. */
export function emptyValues<S extends v.GenericSchema>(schema: S): ValuesOf<S> {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(entriesOf(schema))) {
    const literal = (field as { type: string; literal?: unknown }).type === 'literal' ? (field as { literal?: unknown }).literal : undefined;
    values[name] = typeof literal === 'boolean' ? false : '';
  }
  return values as ValuesOf<S>;
}

/** What a form does with a submit that passed its rules. */
export interface Submission<Output, Input, Answer> {
  /** The capability's action (its call, success statuses, [§8](docs/CONTRACT.md#8-notices) kind). */
  readonly action: FormAction<Input, Answer>;
  /** The call's input from the schema's output; null sends nothing (the form has said why). */
  readonly input: (output: Output) => Input | null | Promise<Input | null>;
  /** Where a success leads. */
  readonly land: (answer: Answer, input: Input) => Landing;
  /** Acts on a failed call after its notices (e.g. a refused session, or the notices said again in a dialog). */
  readonly onFailure?: FailureHook;
}

interface FormOptions<S extends v.GenericSchema> {
  /**
   * The form's draft, declared in its module: its name among the forms of its page (kept per page and form) and
   * the fields it may keep; false keeps none (a form of secrets only).
   */
  readonly draft: DraftSpec<keyof ValuesOf<S> & string> | false;
  /**
   * Read once as the form hydrates: whether it starts held, as after an unknown outcome (a page of a card call
   * opened again before the visitor took the second step).
   */
  readonly held?: () => boolean;
}

export function useForm<S extends FormSchema>(schema: S, { draft, held }: FormOptions<S>) {
  type V = ValuesOf<S>;
  type Output = v.InferOutput<S>;
  const [initial] = useState(() => emptyValues(schema));
  // The draft's name keys its storage; its allow-list is read when a draft is written or read.
  const draftName = draft === false ? null : draft.name;
  const draftFields = useRef<readonly string[]>([]);
  const startsHeld = useRef(held);
  draftFields.current = draft === false ? [] : draft.fields;
  const [state, setState] = useState<FormState<V>>(() => initialFormState(initial));
  // The state as of the last event, read by the next one at once: a second click in the same frame sees the lock.
  const current = useRef(state);
  const formRef = useRef<HTMLFormElement>(null);
  // The submission of the submit being sent (the effect that sends names only its output).
  const pending = useRef<Submission<Output, unknown, unknown> | null>(null);

  const focusField = (name: string) => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  };

  /** Feeds an event to the state machine, keeps the next state and carries out its effects (the latest render's). */
  const machine = useRef<(event: FormEvent) => void>(() => undefined);
  machine.current = (event) => {
    const { state: next, effects } = transition<V, Output>(current.current, event, {
      validate: (values: FormValues) => validate(schema, values),
      online: typeof navigator === 'undefined' || navigator.onLine,
    });
    current.current = next;
    setState(next);
    for (const effect of effects) perform(effect);
  };
  const dispatch = useCallback((event: FormEvent) => machine.current(event), []);

  const perform = (effect: FormEffect<Output>): void => {
    switch (effect.type) {
      case 'focus':
        requestAnimationFrame(() => focusField(effect.name));
        return;
      case 'save-draft':
        saveDraft(effect.key, effect.values, draftFields.current);
        return;
      case 'clear-draft':
        clearDraft(effect.key);
        return;
      case 'send': {
        const submission = pending.current;
        if (submission) void sendNow(submission, effect.output);
        return;
      }
    }
  };

  /** Runs a submission that passed the rules through the one submit path, then tells the state machine how it ended. */
  const sendNow = async (submission: Submission<Output, unknown, unknown>, output: Output): Promise<void> => {
    let end: RunEnd = 'open';
    try {
      const input = await submission.input(output);
      if (input !== null)
        end = await runAction(
          submission.action,
          input,
          submission.land,
          { reset: () => dispatch({ type: 'reset' }), showServerErrors },
          submission.onFailure,
        );
    } catch (error) {
      if (!isCodeLoadError(error)) {
        dispatch({ type: 'settled', end: 'open' });
        throw error;
      }
      dispatch({ type: 'code-failed' });
      return;
    }
    dispatch({ type: 'settled', end });
  };

  // What the visitor typed before the island hydrated is in the fields but not yet in state: adopt it, so the
  // form sends what the visitor sees. A draft of this form (a reload, a visit elsewhere and back) comes back too.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: FormValues = {};
    for (const [name, value] of Object.entries(initial)) {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked !== value) typed[name] = control.checked;
      } else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
        if (control.value !== '' && control.value !== value) typed[name] = control.value;
      }
    }
    const key = draftName === null ? null : draftKey(draftName, window.location.pathname);
    dispatch({ type: 'hydrated', typed, restored: key === null ? null : readDraft(key, initial, draftFields.current), draftKey: key });
    if (startsHeld.current?.()) dispatch({ type: 'held' });
  }, [initial, draftName, dispatch]);

  // A page the browser left after a success and then restored from its back-forward cache is usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: 'restored-from-cache' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [dispatch]);

  const setValue = useCallback((name: string, value: string | boolean) => dispatch({ type: 'change', name, value }), [dispatch]);

  /** On leaving a filled field, say what is wrong with it. */
  const blur = useCallback((name: string) => dispatch({ type: 'blur', name }), [dispatch]);

  const { values, errors, status } = state;

  /** Props of a text control for a field. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onValue: setValue,
    onBlur: blur,
  });

  /** Shows the server's messages beside their fields. */
  const showServerErrors = (messages: Record<string, string>) => dispatch({ type: 'server-errors', messages });

  /** Empties the form (after a success that stays on the page): its draft goes too. */
  const reset = () => dispatch({ type: 'reset' });

  /** The explicit second step after an unknown outcome (a call that charges): a new attempt may be sent. */
  const allowRetry = () => dispatch({ type: 'retry-allowed' });

  /** Replaces the fields' messages. */
  const setErrors = (next: Record<string, string>) => dispatch({ type: 'set-errors', errors: next });

  /**
   * Checks every field: shows the messages (and focuses the first wrong field unless told not to, when the
   * form brings something else into view).
   */
  const check = ({ focus = true } = {}) => dispatch({ type: 'check', focus });

  /** The form's submit handler for a submission (see Submission): validates, then sends at most one request at a time. */
  const send =
    <Input, Answer>(submission: Submission<Output, Input, Answer>) =>
    (event?: SyntheticEvent): void => {
      event?.preventDefault();
      if (current.current.phase === 'idle') pending.current = submission as unknown as Submission<Output, unknown, unknown>;
      dispatch({ type: 'submit' });
    };

  return {
    values,
    errors,
    // A request is out or the browser is leaving: the button says so.
    busy: state.phase === 'sending' || state.phase === 'leaving',
    // A request is out (for a message that it is taking long).
    sending: state.phase === 'sending',
    // Held after an unknown outcome: the button is disabled until allowRetry().
    unconfirmed: state.phase === 'unconfirmed',
    status,
    formRef,
    text,
    setValue,
    send,
    check,
    showServerErrors,
    reset,
    setErrors,
    allowRetry,
  };
}
