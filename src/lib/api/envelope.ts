/** The provider's JSON envelope: `{status, data, errors: {message, detail}}`, read through a schema (./answer). */
import * as v from 'valibot';
import { dictionary, orNull, readAnswer, record, text } from './answer';

/** One field of errors.detail: its list of messages (the first counts) or a lone message. */
const FieldMessage = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? (value[0] as unknown) : value)),
  text,
);

/** The envelope's failure: errors.message and errors.detail, each null when unreadable. */
const Envelope = v.object({
  errors: orNull(record({ message: text, detail: orNull(dictionary(FieldMessage)) })),
});

/** The words of a failure that sent them in data.errors. */
const DataErrors = v.object({ data: orNull(record({ errors: text })) });

/** errors.message of a failure body. */
export function errorMessage(body: unknown): string | null {
  return readAnswer(Envelope, body)?.errors?.message ?? null;
}

/** The first message of each field of errors.detail, in the server's order. */
export function fieldMessages(body: unknown): Record<string, string> {
  const detail = readAnswer(Envelope, body)?.errors?.detail ?? {};
  return Object.fromEntries(Object.entries(detail).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** data.errors of a failure body when it is words, else null. */
export function dataErrors(body: unknown): string | null {
  return readAnswer(DataErrors, body)?.data?.errors ?? null;
}
