/**
 * When a session ends: the rules that the store (readSession, signIn) and the head's inline script
 * (mark-session.inline.ts) share. No imports with side effects, so the inline script compiles to a few bytes.
 */

/**
 * What the lifetime rules read of a session: its start and its lifetime. Declared here rather than taken from
 * the store's Session, so the store depends on these rules and never the other way round.
 */
export interface SessionTiming {
  /** When the session began, in milliseconds since the epoch. */
  readonly session_start_time: number;
  /** Lifetime of the access token, in seconds, as stored. */
  readonly expires_in: number;
}

/** The lifetime of a session whose login answer names no usable one: 8 hours. */
export const DEFAULT_SESSION_SECONDS = 8 * 60 * 60;

/** The longest lifetime believed: 30 days. A longer one is a mistake of the answer, not a session to keep. */
export const LONGEST_SESSION_SECONDS = 30 * 24 * 60 * 60;

/**
 * The lifetime of a session, in seconds, from an `expires_in` as the API sent it or as it was stored: a number
 * above zero and at most 30 days, else (missing, zero, negative, not a number, absurd) the default lifetime.
 */
export function sessionSeconds(expiresIn: unknown): number {
  // NaN and Infinity fail the comparisons too (the head's inline script compiles this, so it stays short).
  return typeof expiresIn === 'number' && expiresIn > 0 && expiresIn <= LONGEST_SESSION_SECONDS ? expiresIn : DEFAULT_SESSION_SECONDS;
}

/** When a session ends, in milliseconds since the epoch (never later than its start plus 30 days). */
export function sessionEnd(session: SessionTiming): number {
  return session.session_start_time + sessionSeconds(session.expires_in) * 1000;
}

/** Whether a session has outlived its token; one whose start is unknown never began, so it has. */
export function isExpired(session: SessionTiming, now = Date.now()): boolean {
  // An unknown start (NaN) makes the end NaN, which is not after now.
  return !(sessionEnd(session) > now);
}
