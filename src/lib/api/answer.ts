/**
 * Valibot pieces for reading the provider's answers, whose shape is not ours: each reads what it expects, and
 * anything else (a wrong type, a missing field, null, an array where an object belongs) as absent, never as
 * an error. A field's fallback is its outermost wrapper, since valibot gives a missing key the fallback
 * without running the schema.
 */
import * as v from 'valibot';

/** A plain object: valibot's `object` also takes arrays, which a JSON answer never means as one. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string with more than spaces in it. */
export const NonBlank = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);

/** A string with more than spaces in it, or null. */
export const text = v.fallback(v.nullable(NonBlank), null);

/** A string with more than spaces in it, or `otherwise`. */
export const textOr = (otherwise: string) => v.fallback(NonBlank, otherwise);

/** Whatever was sent, undefined when nothing was. */
export const anything = v.optional(v.unknown());

/** A plain object with these entries; an entry that does not match makes the whole object not match. */
export function record<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.custom<Record<string, unknown>>(isRecord), v.object(entries));
}

/** A plain object whose values each read through `value`, keyed as sent. */
export function dictionary<const S extends v.GenericSchema>(value: S) {
  return v.pipe(v.custom<Record<string, unknown>>(isRecord), v.record(v.string(), value));
}

/** `schema`, or null where the value does not match it. */
export function orNull<const S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.nullable(schema), null as v.InferOutput<S> | null);
}

/** What `schema` reads from an answer's body, or null when the body does not match it. */
export function readAnswer<const S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> | null {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : null;
}
