/**
 * Navigation state that crosses a page load (the thank-you message, the plan on its way to payment),
 * and notices that should appear on the next page. Both live in sessionStorage, are read once, and
 * never travel in the URL. Card data is never put here.
 */
import type { Notice } from './notices';

const STATE_KEY = 'navigation-state';
const NOTICES_KEY = 'pending-notices';

/**
 * Goes to `path` carrying `state`, and shows `notices` on arrival; `href`, when the address differs from the path the
 * state is for (the same page in the visitor's language: /fr/thank-you, whose page reads the state of /thank-you).
 */
export function navigate(path: string, state?: unknown, notices: readonly Notice[] = [], href = path): void {
  try {
    if (state !== undefined) sessionStorage.setItem(STATE_KEY, JSON.stringify({ path, state }));
    if (notices.length > 0) sessionStorage.setItem(NOTICES_KEY, JSON.stringify(notices));
  } catch {
    // Storage refused (private mode): the next page shows its default.
  }
  window.location.assign(href);
}

/**
 * The state carried to `paths` (any of them), read once: a reload or a later visit gets null. `keep` leaves it in
 * place, for code that acts on it before the code that takes it has loaded (an inline script, before the first paint).
 */
export function takeState(paths: readonly string[], keep = false): unknown {
  try {
    const raw = sessionStorage.getItem(STATE_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as { path?: unknown; state?: unknown };
    if (typeof parsed.path !== 'string' || !paths.includes(parsed.path)) return null;
    if (!keep) sessionStorage.removeItem(STATE_KEY);
    return parsed.state ?? null;
  } catch {
    return null;
  }
}

/** Notices left by the previous page, read once. */
export function takePendingNotices(): Notice[] {
  try {
    const raw = sessionStorage.getItem(NOTICES_KEY);
    sessionStorage.removeItem(NOTICES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((notice): notice is Notice => typeof notice === 'object' && notice !== null && typeof (notice as Notice).title === 'string')
      : [];
  } catch {
    return [];
  }
}
