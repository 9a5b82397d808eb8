/**
 * Drafts: what a visitor typed in a form, kept per form in sessionStorage (so it dies with the tab) until
 * the form succeeds. It survives a reload, a visit elsewhere and back, and the reload after a failed code
 * load. Secrets are never kept: passwords, card fields, tokens. A few lines of our own rather than
 * @nanostores/persistent: a draft is read once when the form hydrates and written as the visitor types,
 * with no store shared between islands.
 */
import type { FormValues } from './form-state';

/** Fields never written to a draft. */
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

const PREFIX = 'draft:';

/** The storage key of a form's draft on the current page. */
export function draftKey(name: string, pathname: string): string {
  return `${PREFIX}${pathname}#${name}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The keepable part of a form's values: no secrets, nothing empty. */
export function keepable(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !SECRET_FIELDS.has(name) && value !== '' && value !== false));
}

/** Writes a draft (or removes it when nothing is worth keeping). */
export function saveDraft(key: string, values: FormValues): void {
  const kept = keepable(values);
  try {
    if (Object.keys(kept).length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the form works without drafts.
  }
}

/** The draft of a form, limited to the form's own fields and their kinds, or null. */
export function readDraft(key: string, fields: FormValues): FormValues | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: FormValues = {};
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!(name in fields) || SECRET_FIELDS.has(name) || typeof value !== typeof fields[name]) continue;
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
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
