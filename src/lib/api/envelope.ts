/** The provider's JSON envelope: `{status, data, errors: {message, detail}}`, read defensively. */
import { asRecord, asText, pick } from '../json';

/** errors.message of a failure body. */
export function errorMessage(body: unknown): string | null {
  return asText(pick(body, 'errors', 'message'));
}

/** The first message of each field of errors.detail, in the server's order. */
export function fieldMessages(body: unknown): Record<string, string> {
  const detail = asRecord(pick(body, 'errors', 'detail'));
  if (!detail) return {};
  const messages: Record<string, string> = {};
  for (const [field, value] of Object.entries(detail)) {
    const first = Array.isArray(value) ? asText(value[0]) : asText(value);
    if (first) messages[field] = first;
  }
  return messages;
}

/** `data` of a success body when it is an array, else an empty list. */
export function dataList(body: unknown): unknown[] {
  const data = pick(body, 'data');
  return Array.isArray(data) ? data : [];
}
