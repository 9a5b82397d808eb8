/** The thank-you messages of §8, by the navigation state a page sent to /thank-you. */
import { asRecord } from '../../lib/json';

/** Messages by state kind (compared without case). */
export const THANK_YOU_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['contactus', 'Your request has been submitted successfully'],
  ['demo', 'Your request has been submitted successfully'],
  ['trial', 'Your request for Trial has been submitted successfully'],
  ['payment', 'Payment has been done successfully'],
]);

/** The message for a navigation state (`{kind: 'Trial', …}` or the bare 'Trial'), or null for none. */
export function thankYouMessage(state: unknown): string | null {
  const kind = typeof state === 'string' ? state : asRecord(state)?.['kind'];
  return typeof kind === 'string' ? (THANK_YOU_MESSAGES.get(kind.toLowerCase()) ?? null) : null;
}
