/**
 * Defensive readers of the provider's JSON envelope: `{status, data, errors: {message, detail}}`.
 * Anything missing or of the wrong shape reads as absent, never as a crash.
 */

/** A plain object, or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A non-empty string, or null. */
export function asText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The value at a path of keys, or undefined. */
export function pick(value: unknown, ...path: string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    const record = asRecord(current);
    if (!record) return undefined;
    current = record[key];
  }
  return current;
}

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
