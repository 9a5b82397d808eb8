/**
 * The message of /thank-you. The server renders the page's default lead; on load the island reads the
 * navigation state once (a reload gets the default again) and shows the message for it. Every possible
 * message is laid out invisibly in the same place, so the page does not move when the text changes.
 */
import { useEffect, useState } from 'react';
import { asRecord } from '../lib/api/envelope';
import { takeState } from '../lib/navigation';

interface Props {
  /** The page's lead from content, shown when the page is visited directly. */
  fallback: string;
}

/** §8 Thank-you messages by navigation state kind (compared without case). */
const MESSAGES: ReadonlyMap<string, string> = new Map([
  ['contactus', 'Your request has been submitted successfully'],
  ['demo', 'Your request has been submitted successfully'],
  ['trial', 'Your request for Trial has been submitted successfully'],
  ['payment', 'Payment has been done successfully'],
]);

/** The kind of a navigation state: `{kind: 'Trial', …}` or the bare string 'Trial'. */
function kindOf(state: unknown): string | null {
  const kind = typeof state === 'string' ? state : asRecord(state)?.['kind'];
  return typeof kind === 'string' ? kind.toLowerCase() : null;
}

export default function ThankYou({ fallback }: Props) {
  const [message, setMessage] = useState(fallback);

  useEffect(() => {
    const kind = kindOf(takeState(['/thank-you']));
    const text = kind === null ? undefined : MESSAGES.get(kind);
    if (text) setMessage(text);
  }, []);

  const sizes = [...new Set([fallback, ...MESSAGES.values()])];
  return (
    <div className="thank-you">
      {sizes.map((text) => (
        <p key={text} className="lead thank-you__size" aria-hidden="true">
          {text}
        </p>
      ))}
      <p className="lead thank-you__message" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
