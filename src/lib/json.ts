/**
 * Defensive readers of JSON whose shape is not ours (API answers, navigation state): anything missing or
 * of the wrong shape reads as absent, never as a crash.
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

/**
 * A number, or a string read as one; anything else NaN. Number() of an object calls its toString and valueOf,
 * which in JSON are data ({"toString": "x"}), and throws a TypeError.
 */
export function asNumber(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
}

/**
 * Number(value) as JavaScript reads it (null and [] are 0, [7] is 7), but NaN where that throws: a JSON object
 * whose toString or valueOf is data. For readers that keep Number()'s reading of an answer.
 */
export function numberOf(value: unknown): number {
  try {
    return Number(value);
  } catch {
    return Number.NaN;
  }
}
