/**
 * Drafts: what a visitor typed in a form, kept per form in sessionStorage (so it dies with the tab) until
 * the form succeeds. It survives a reload, a visit elsewhere and back, and the reload after a failed code
 * load. A draft keeps only the fields its form lists (an allow-list in the form's module, see DraftSpec): a
 * new field is not kept until someone decides it may be. Secrets are never kept even when listed: passwords,
 * card fields, tokens. A few lines of our own rather than @nanostores/persistent: a draft is read once when
 * the form hydrates and written as the visitor types, with no store shared between islands.
 */
import type { FormValues } from './form-state';
import { sessionStore } from '../web-storage';

/** A form's draft, declared in its module: its name among the forms of its page, and the fields it keeps. */
export interface DraftSpec<Field extends string = string> {
  readonly name: string;
  /** The fields a draft may keep; any other field of the form is never written. */
  readonly fields: readonly Field[];
}

/** Fields never written to a draft, whatever a form lists: a second lock behind the allow-lists. */
const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'password_confirmation',
  'name_on_card',
  'card_number',
  'expiration_date',
  'security_code',
  'zip_code',
  'token',
]);

/** Whether a draft may keep a field: listed by its form, and no secret. */
function kept(name: string, fields: readonly string[]): boolean {
  return fields.includes(name) && !SECRET_FIELDS.has(name);
}

const PREFIX = 'draft:';

/** The storage key of a form's draft on the current page. */
export function draftKey(name: string, pathname: string): string {
  return `${PREFIX}${pathname}#${name}`;
}

/** The keepable part of a form's values: the listed fields only, no secrets, nothing empty. */
export function keepable(values: FormValues, fields: readonly string[]): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => kept(name, fields) && value !== '' && value !== false));
}

/** Writes a draft of the listed fields (or removes it when nothing is worth keeping). */
export function saveDraft(key: string, values: FormValues, fields: readonly string[]): void {
  const keep = keepable(values, fields);
  try {
    if (Object.keys(keep).length === 0) sessionStore()?.removeItem(key);
    else sessionStore()?.setItem(key, JSON.stringify(keep));
  } catch {
    // Storage full or refused: the form works without drafts.
  }
}

/** The draft of a form, limited to the listed fields of the form and their kinds, or null. */
export function readDraft(key: string, initial: FormValues, fields: readonly string[]): FormValues | null {
  try {
    const raw = sessionStore()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: FormValues = {};
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!(name in initial) || !kept(name, fields) || typeof value !== typeof initial[name]) continue;
      draft[name] = value as string | boolean;
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Forgets a draft (after a success). */
export function clearDraft(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
