/**
 * The session: the nine keys the specification stores in localStorage after login ([§3](docs/CONTRACT.md#3-fields)). This module is
 * the only code that reads or writes them; islands and scripts read `$session` and call the actions.
 * A session whose session_start_time + expires_in has passed counts as logged out and is cleared.
 */
import { atom } from 'nanostores';
import { DEFAULT_SESSION_SECONDS, isExpired, sessionEnd, sessionSeconds } from './expiry';
import { localStore } from '../web-storage';

/** Whether a session has outlived its token, and the lifetime rules (expiry.ts, which the head's inline script shares). */
export { DEFAULT_SESSION_SECONDS, isExpired, sessionSeconds };

export interface Session {
  readonly access_token: string;
  readonly token_type: string;
  /** Lifetime of the access token, in seconds (sessionSeconds: the default lifetime when the answer's is unusable). */
  readonly expires_in: number;
  readonly refresh_token: string;
  /** The user's name, for the greeting. */
  readonly username: string;
  /** When the session began, in milliseconds since the epoch. */
  readonly session_start_time: number;
  readonly user_id: string;
  readonly user_type: string;
  readonly partner_slug: string;
}

/** The localStorage keys of a session, exactly as [§3](docs/CONTRACT.md#3-fields) names them. */
export const SESSION_KEYS = [
  'access_token',
  'token_type',
  'expires_in',
  'refresh_token',
  'username',
  'session_start_time',
  'user_id',
  'user_type',
  'partner_slug',
] as const satisfies ReadonlyArray<keyof Session>;

/** The stored session, or null for a visitor (an expired session is cleared here). */
export function readSession(now = Date.now()): Session | null {
  const store = localStore();
  const token = store?.getItem('access_token');
  if (!store || !token) return null;
  const get = (key: string) => store.getItem(key) ?? '';
  const session: Session = {
    access_token: token,
    token_type: get('token_type'),
    expires_in: sessionSeconds(Number(get('expires_in'))),
    refresh_token: get('refresh_token'),
    username: get('username'),
    session_start_time: Number(get('session_start_time')),
    user_id: get('user_id'),
    user_type: get('user_type'),
    partner_slug: get('partner_slug'),
  };
  if (isExpired(session, now)) {
    for (const key of SESSION_KEYS) store.removeItem(key);
    return null;
  }
  return session;
}

/** The current session; null for a visitor. */
export const $session = atom<Session | null>(readSession());

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The login answer's fields that make a session ([§3](docs/CONTRACT.md#3-fields)). */
export interface LoginAnswer {
  access_token: string;
  token_type: string;
  /** As the answer sent it: signIn keeps it only when sessionSeconds() believes it. */
  expires_in: unknown;
  refresh_token: string;
  user: { name: string; id: string | number; user_type: string | number; partner_slug: string | null };
}

/** Stores a new session from a login answer. */
export function signIn(answer: LoginAnswer, now = Date.now()): Session {
  const session: Session = {
    access_token: answer.access_token,
    token_type: answer.token_type,
    expires_in: sessionSeconds(answer.expires_in),
    refresh_token: answer.refresh_token,
    username: answer.user.name,
    session_start_time: now,
    user_id: String(answer.user.id),
    user_type: String(answer.user.user_type),
    partner_slug: answer.user.partner_slug ?? '',
  };
  const store = localStore();
  for (const key of SESSION_KEYS) store?.setItem(key, String(session[key]));
  $session.set(session);
  return session;
}

/** Logs out: clears all local and session storage ([§2](docs/CONTRACT.md#2-routes) Logout). */
export function signOut(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored.
  }
  $session.set(null);
}

/**
 * Ends the session the API refused (a 401 on a Bearer call): only the session's own keys go, so what the
 * visitor has in this tab (other forms' drafts, the /payment order) stays for after the next login.
 */
export function dropSession(): void {
  const store = localStore();
  for (const key of SESSION_KEYS) store?.removeItem(key);
  $session.set(null);
}

// Every open tab ends the session when it expires, without a reload: a timer per session, which re-reads the
// store at expiry (readSession clears an expired session).
if (typeof window !== 'undefined') {
  let expiry: ReturnType<typeof setTimeout> | undefined;
  $session.subscribe((session) => {
    clearTimeout(expiry);
    if (!session) return;
    const left = sessionEnd(session) - Date.now();
    expiry = setTimeout(() => $session.set(readSession()), Math.min(Math.max(left, 0), LONGEST_TIMER_MS));
  });
}

// Follow logins and logouts made in other tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) $session.set(readSession());
  });
}
