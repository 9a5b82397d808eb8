/**
 * Form state for every form island: values, the message of each field, and a submit that validates
 * with the form's valibot schema, sends at most one request at a time, and keeps the values on failure.
 */
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type * as v from 'valibot';
import { validate } from '../../lib/forms/rules';

export type FormValues = Record<string, string | boolean>;

export function useForm<S extends v.GenericSchema, V extends FormValues>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      if (values[name] !== '' && values[name] !== false) recheck(name, values);
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

  /** Validates, then runs `send` with the schema's output; a second submit while sending is ignored. */
  const submit = (send: (output: v.InferOutput<S>) => Promise<void>) => async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending.current) return;
    attempted.current = true;
    const result = validate(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) requestAnimationFrame(() => focusField(first));
      return;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    try {
      await send(result.output);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** Shows the server's messages beside their fields. */
  const showServerErrors = (messages: Record<string, string>) => setErrors((current) => ({ ...current, ...messages }));

  const reset = () => {
    attempted.current = false;
    setValues(initial);
    setErrors({});
  };

  return { values, errors, busy, formRef, text, setValue, submit, showServerErrors, reset, setErrors };
}
