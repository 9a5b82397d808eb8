/**
 * Form state for every form island: values (their empty state derived from the form's valibot schema), the
 * message of each field, and `send`, which validates with the schema, locks the form, and runs the
 * capability's action through the one submit path (./submit.ts). A second submit while sending, or after a
 * success while the browser leaves, sends nothing; a failure keeps every value. What the visitor types is
 * kept as a draft (./draft.ts) until the form succeeds; offline, nothing is sent; code that cannot be loaded
 * (a deploy while the tab was open) ends in a message with a reload action.
 */
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import * as v from 'valibot';
import { isCodeLoadError } from '../lazy';
import { clearDraft, draftKey, readDraft, saveDraft } from './draft';
import { validate } from './rules';
import { runAction, type FailureHook, type FormAction, type Landing } from './submit';

/** A form's values: text as typed, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

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
  /** The capability's action (its call, success statuses, §8 kind). */
  readonly action: FormAction<Input, Answer>;
  /** The call's input from the schema's output; null sends nothing (the form has said why). */
  readonly input: (output: Output) => Input | null | Promise<Input | null>;
  /** Where a success leads. */
  readonly land: (answer: Answer, input: Input) => Landing;
  /** Acts on a failed call after its notices (e.g. a refused session, or the notices said again in a dialog). */
  readonly onFailure?: FailureHook;
}

/** What a form says beside its button, besides the fields' own messages. */
export type FormStatus = 'restored' | 'offline' | 'code' | null;

interface FormOptions {
  /**
   * The form's name among the forms of its page, for its draft (kept per page and form); false keeps none
   * (a form of secrets only).
   */
  readonly draft: string | false;
}

export function useForm<S extends FormSchema>(schema: S, { draft }: FormOptions) {
  type V = ValuesOf<S>;
  const [initial] = useState(() => emptyValues(schema));
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus>(null);
  // The server does not know the page's address: the key is made once the island runs.
  const [key, setKey] = useState<string | null>(null);
  const sending = useRef(false);
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // What the visitor typed before the island hydrated is in the fields but not yet in state: adopt it,
  // so the form sends what the visitor sees.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string | boolean> = {};
    for (const [name, value] of Object.entries(initial)) {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked !== value) typed[name] = control.checked;
      } else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
        if (control.value !== '' && control.value !== value) typed[name] = control.value;
      }
    }
    // A draft of this form (a reload, a visit elsewhere and back) comes back first; what was typed before
    // hydration wins over it.
    const saved = draft === false ? null : draftKey(draft, window.location.pathname);
    const restored = saved === null ? null : readDraft(saved, initial);
    if (restored) setStatus('restored');
    if (restored || Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...restored, ...typed }));
    setKey(saved);
  }, [initial, draft]);

  // The draft follows every change.
  useEffect(() => {
    if (key !== null) saveDraft(key, values);
  }, [key, values]);

  // A page the browser left after a success and then restored from its back-forward cache is usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  /** Re-checks one field, so a message stays until that field is fixed. */
  const recheck = useCallback(
    (name: string, next: V) => {
      const result = validate(schema, next);
      const message = result.ok ? undefined : result.errors[name];
      setErrors((current) => {
        if (current[name] === message) return current;
        const { [name]: _, ...rest } = current;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [schema],
  );

  const setValue = useCallback(
    (name: string, value: string | boolean) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (attempted.current || errors[name]) recheck(name, next);
        return next;
      });
    },
    [errors, recheck],
  );

  /** On leaving a filled field, say what is wrong with it. */
  const blur = useCallback(
    (name: string) => {
      const value = (values as FormValues)[name];
      if (value !== '' && value !== false) recheck(name, values);
    },
    [values, recheck],
  );

  /** Props of a text control for a field. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onValue: setValue,
    onBlur: blur,
  });

  const focusField = (name: string) => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  };

  /** Shows the server's messages beside their fields. */
  const showServerErrors = (messages: Record<string, string>) => setErrors((current) => ({ ...current, ...messages }));

  /** Empties the form (after a success that stays on the page): its draft goes too. */
  const reset = () => {
    attempted.current = false;
    setValues(initial);
    setErrors({});
    if (key !== null) clearDraft(key);
  };

  /**
   * Checks every field: shows the messages (and focuses the first wrong field unless told not to, when the
   * form brings something else into view), or gives the schema's output.
   */
  const check = ({ focus = true } = {}): { ok: true; output: v.InferOutput<S> } | { ok: false } => {
    attempted.current = true;
    const result = validate(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first && focus) requestAnimationFrame(() => focusField(first));
      return { ok: false };
    }
    setErrors({});
    return result;
  };

  /** Validates, then sends through the one submit path, at most one request at a time. */
  const run = async <Input, Answer>(submission: Submission<v.InferOutput<S>, Input, Answer>) => {
    if (sending.current) return;
    const checked = check();
    if (!checked.ok) return;
    if (!navigator.onLine) {
      // Offline: say so at once and send nothing; the next click tries again.
      setStatus('offline');
      return;
    }
    setStatus(null);
    sending.current = true;
    setBusy(true);
    let end: 'leaving' | 'open' = 'open';
    try {
      const input = await submission.input(checked.output);
      if (input !== null) end = await runAction(submission.action, input, submission.land, { reset, showServerErrors }, submission.onFailure);
      if (end === 'leaving' && key !== null) clearDraft(key);
    } catch (error) {
      if (!isCodeLoadError(error)) throw error;
      setStatus('code');
    } finally {
      // After a success the browser is on its way to the next page: the form stays locked until it has left.
      if (end === 'open') {
        sending.current = false;
        setBusy(false);
      }
    }
  };

  /** The form's submit handler for a submission (see Submission). */
  const send =
    <Input, Answer>(submission: Submission<v.InferOutput<S>, Input, Answer>) =>
    (event?: SyntheticEvent): void => {
      event?.preventDefault();
      void run(submission);
    };

  return { values, errors, busy, status, formRef, text, setValue, send, check, showServerErrors, reset, setErrors };
}
