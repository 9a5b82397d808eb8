/**
 * The labelled controls every form island uses. Each control is tied to its label, carries its field
 * name from the specification as `name`, and points at its message with aria-describedby.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { digitsOnly, removedCharacters } from './filters';
import type { FormStatus } from './useForm';
import { useTranslate, useTranslateMessage } from '../../i18n/island';

/** What a form gives each text control (the shape of useForm's `text(name)`). */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onValue: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

interface BaseProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  onValue: (name: string, value: string) => void;
  onBlur?: ((name: string) => void) | undefined;
}

function useFieldIds(name: string) {
  const id = `${useId()}${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint`, noteId: `${id}-note` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, error?: string, hint?: string, note?: string): string | undefined {
  return [hint ? ids.hintId : '', note ? ids.noteId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;
}

/** The attributes every control shares: its id and name, value, change and blur, and its ARIA state. */
function controlProps(
  ids: ReturnType<typeof useFieldIds>,
  field: Pick<BaseProps, 'name' | 'value' | 'onValue'> & { error?: string | undefined; required?: boolean | undefined; onBlur?: BaseProps['onBlur'] },
  described: string | undefined,
  note?: string,
) {
  const { name, value, error, required, onValue, onBlur } = field;
  return {
    id: ids.id,
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValue(name, event.target.value),
    onBlur: () => onBlur?.(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, error, described, note),
    'aria-required': required || undefined,
  };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Messages({
  ids,
  error,
  hint,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  error?: string | undefined;
  hint?: string | undefined;
  children?: ReactNode;
}) {
  // A rule's message is English where it is written: shown in the island's language.
  const message = useTranslateMessage();
  return (
    <>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field__error" id={ids.errorId}>
          {message(error)}
        </p>
      )}
    </>
  );
}

type TextProps = BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Applied to every change, typed or pasted (digits only, letters only…). */
  filter?: ((value: string) => string) | undefined;
  /**
   * What to say beside the field about the characters the filter took out (each once), politely announced;
   * it stays while the visitor types on, and goes with a change that loses nothing otherwise (a new paste,
   * a deletion) or an emptied field. Without it the filter works silently.
   */
  removedNote?: ((removed: readonly string[]) => string) | undefined;
  after?: ReactNode;
  /** Never let the value reach the markup (card number, CVV): the input is not controlled by React. */
  secret?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'spellCheck'>;

/** A labelled text input. */
export function TextField({
  name,
  label,
  value,
  error,
  hint,
  required,
  onValue,
  onBlur,
  filter,
  removedNote,
  type = 'text',
  after,
  secret = false,
  ...input
}: TextProps) {
  const ids = useFieldIds(name);
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const filtered = (field: string, typed: string) => {
    const kept = filter ? filter(typed) : typed;
    const gone = removedNote ? removedCharacters(typed, kept) : [];
    // The note speaks of the last change that lost characters: typing on after it keeps it, any other
    // change (a new paste, a deletion) that loses nothing ends it.
    if (gone.length > 0) setRemoved(gone);
    else if (!kept.startsWith(value)) setRemoved([]);
    onValue(field, kept);
  };
  // An emptied field (by the visitor, or a reset) has nothing left to explain, now or when typed in again.
  useEffect(() => {
    if (value === '') setRemoved([]);
  }, [value]);
  const note = removedNote && removed.length > 0 && value !== '' ? removedNote(removed) : undefined;
  const { value: controlled, ...control } = controlProps(ids, { name, value, error, required, onValue: filtered, onBlur }, hint, note);
  // React mirrors a controlled value into the DOM's value attribute; a secret (a card number, a CVV) is set
  // on the input's value property only, so it never appears in the markup.
  const secretInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (secret && secretInput.current && secretInput.current.value !== value) secretInput.current.value = value;
  }, [secret, value]);
  return (
    <div className="field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <div className="field__control">
        {secret ? <input type={type} ref={secretInput} {...control} {...input} /> : <input type={type} value={controlled} {...control} {...input} />}
        {after}
      </div>
      <Messages ids={ids} error={error} hint={hint}>
        {removedNote && (
          // Present while empty, so screen readers hear the note when it arrives.
          <p className="field__note" id={ids.noteId} role="status">
            {note}
          </p>
        )}
      </Messages>
    </div>
  );
}

/** A 10-digit phone number: digits only and at most ten, typed or pasted ("(555) 123-4567" → "5551234567"). */
export function PhoneField(props: BaseProps) {
  const t = useTranslate();
  return <TextField type="tel" autoComplete="tel" inputMode="numeric" hint={t('10 digits')} filter={digitsOnly(10)} {...props} />;
}

/** A zip code of 5 or 6 digits (the contact form, the card's billing address); `filter` may replace the digits-only one. */
export function ZipField(props: Omit<TextProps, 'label'> & { label?: string }) {
  const t = useTranslate();
  return (
    <TextField label={t('Zip code')} autoComplete="postal-code" inputMode="numeric" hint={t('5 or 6 digits')} filter={digitsOnly(6)} {...props} />
  );
}

/** An email address. */
export function EmailField(props: BaseProps) {
  return <TextField type="email" autoComplete="email" spellCheck={false} {...props} />;
}

/** Company name, then city and state side by side (the demo and contact forms). */
export function CompanyFields({ field }: { field: (name: 'company_name' | 'city' | 'state') => FieldBinding }) {
  const t = useTranslate();
  return (
    <>
      <TextField label={t('Company name')} required autoComplete="organization" {...field('company_name')} />
      <div className="form__row">
        <TextField label={t('City')} required autoComplete="address-level2" {...field('city')} />
        <TextField label={t('State')} required autoComplete="address-level1" {...field('state')} />
      </div>
    </>
  );
}

/** A labelled multi-line input. */
export function TextAreaField(field: BaseProps) {
  const ids = useFieldIds(field.name);
  return (
    <div className="field">
      <Label htmlFor={ids.id} label={field.label} required={field.required} />
      <textarea {...controlProps(ids, field, field.hint)} rows={4} />
      <Messages ids={ids} error={field.error} hint={field.hint} />
    </div>
  );
}

/** One choice of a select; `lang` marks a name in another language than the page's (the API's English names). */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly lang?: string | undefined;
}

/** A labelled select; `options` of null means they are loading, an empty list that they failed. */
export function SelectField({
  options,
  placeholder,
  unavailable,
  ...field
}: BaseProps & { options: ReadonlyArray<SelectOption> | null; placeholder: string; unavailable: string }) {
  const ids = useFieldIds(field.name);
  const t = useTranslate();
  const loading = options === null;
  const failed = options !== null && options.length === 0;
  const hint = failed ? unavailable : field.hint;
  return (
    <div className="field">
      <Label htmlFor={ids.id} label={field.label} required={field.required} />
      <select {...controlProps(ids, field, hint)} aria-busy={loading || undefined}>
        <option value="">{loading ? t('Loading…') : placeholder}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages ids={ids} error={field.error} hint={hint} />
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  name,
  label,
  checked,
  error,
  onChecked,
  children,
}: {
  name: string;
  label?: string;
  checked: boolean;
  error?: string | undefined;
  onChecked: (name: string, checked: boolean) => void;
  children?: ReactNode;
}) {
  const ids = useFieldIds(name);
  return (
    <div className="field">
      <div className="check">
        <input
          id={ids.id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(name, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
        />
        <label htmlFor={ids.id}>{children ?? label}</label>
      </div>
      <Messages ids={ids} error={error} />
    </div>
  );
}

/**
 * The submit button: disabled while the form is sending, and until the island has hydrated. Before
 * that, a native submit (a click, or Enter in a field) would send every field in the page's URL. Beside it,
 * what the form has to say about the submit itself (useForm's status).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  status = null,
  locked = false,
}: {
  busy: boolean;
  label: string;
  /** "Please wait..." (in the island's language) when absent. */
  busyLabel?: string;
  status?: FormStatus;
  /** Disabled with its label unchanged: the form holds it until another step (an unknown payment's second step). */
  locked?: boolean;
}) {
  const [hydrated, setHydrated] = useState(false);
  const t = useTranslate();
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <button className="button form__submit" type="submit" disabled={busy || locked || !hydrated} aria-busy={busy || undefined}>
        {busy ? (busyLabel ?? t('Please wait...')) : label}
      </button>
      <StatusMessage status={status} />
    </>
  );
}

/** The form's word on a submit: a draft brought back, offline, or code that could not be loaded. */
function StatusMessage({ status }: { status: FormStatus }) {
  const t = useTranslate();
  if (status === 'restored') {
    return (
      <p className="form__status" role="status">
        {t('We filled in what you typed here earlier.')}
      </p>
    );
  }
  if (status === 'offline') {
    return (
      <p className="form__status form__status--problem" role="alert">
        {t('You are offline, so nothing was sent. Everything you typed is still here: try again once you are back online.')}
      </p>
    );
  }
  if (status === 'code') {
    return (
      <div className="form__status form__status--problem" role="alert">
        <p>{t('This page could not load what it needs to send the form, perhaps because the site was just updated.')}</p>
        <p>
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {t('Reload page')}
          </button>{' '}
          {t('What you typed will be filled in again, apart from passwords and card details.')}
        </p>
      </div>
    );
  }
  return null;
}
