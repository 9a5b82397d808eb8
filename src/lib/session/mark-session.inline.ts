/**
 * Inline, first in every page's head (Base.astro), before anything paints: marks <html data-session="in"> when a
 * live session is stored, so a logged-in user never sees the Login button flash first. Live means what the store
 * reads as live (readSession of store.ts): a token, and not isExpired() by the stored start and lifetime.
 */
import { isExpired } from './expiry';
import { markSession } from './session-attribute';

try {
  const store = localStorage;
  const session = { session_start_time: Number(store.getItem('session_start_time')), expires_in: Number(store.getItem('expires_in')) };
  if (store.getItem('access_token') && !isExpired(session)) markSession(true);
} catch {
  // Storage is unavailable (blocked by the browser): a visitor.
}
