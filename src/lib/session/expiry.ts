/**
 * When a session ends: the one rule that the store (readSession) and the head's inline script
 * (mark-session.inline.ts) both apply. No imports with side effects, so the inline script compiles to a few bytes.
 */
import type { Session } from './store';

/** Whether a session has outlived its token. */
export function isExpired(session: Pick<Session, 'session_start_time' | 'expires_in'>, now = Date.now()): boolean {
  if (!Number.isFinite(session.session_start_time) || !Number.isFinite(session.expires_in) || session.expires_in <= 0) return false;
  return session.session_start_time + session.expires_in * 1000 <= now;
}
