/**
 * Values of every wrong shape a provider (or a proxy or portal in front of it) might send where an answer's
 * reader expects something else, for the schema readers' tests (src/lib/api/answer.ts and its users).
 */

/** A string of a million characters: no reader may choke on it. */
export const HUGE = 'x'.repeat(1_000_000);

/** Wrong values for any field: missing, null, the wrong type, an array, an object, blank text, a huge string of letters. */
export const WRONG_VALUES: readonly unknown[] = [undefined, null, true, 42, Number.MAX_VALUE, '', '   ', HUGE, [], ['x'], [{}], {}, { x: 1 }];

/** Wrong bodies for a whole answer: none, an HTML page, a bare value, a list, an empty object. */
export const WRONG_BODIES: readonly unknown[] = [undefined, null, true, 0, '', '<html>Bad gateway</html>', HUGE, [], [{}], {}, { data: null }];

/** `value` with the field at `path` set to `replacement` (removed when undefined); the original is left as it is. */
export function withField(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const record = typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {};
  if (rest.length === 0 && replacement === undefined) delete record[key];
  else record[key] = withField(record[key], rest, replacement);
  return record;
}

/** Every path to a field of a JSON object, the fields of nested objects included (lists are values). */
export function fieldPaths(value: unknown, prefix: readonly string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, field]) => [[...prefix, key], ...fieldPaths(field, [...prefix, key])]);
}

/**
 * What `read` makes of every wrong body and of `answer` with each field in turn set to each wrong value, as
 * [what was broken, what was read]; it throws if `read` throws on any.
 */
export function readEveryBreakage<T>(read: (body: unknown) => T, answer: unknown): [string, T][] {
  const bodies: [string, unknown][] = [
    ...WRONG_BODIES.map((body): [string, unknown] => [`body ${label(body)}`, body]),
    ...fieldPaths(answer).flatMap((path) =>
      WRONG_VALUES.map((wrong): [string, unknown] => [`${path.join('.')} ${label(wrong)}`, withField(answer, path, wrong)]),
    ),
  ];
  return bodies.map(([broken, body]) => [broken, read(body)]);
}

function label(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value).slice(0, 20);
}
