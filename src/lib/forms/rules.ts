/** Building blocks of the form schemas: each rule of the specification [§5](docs/CONTRACT.md#5-rules) once, with its message. */
import * as v from 'valibot';

/** A required text field, trimmed. */
export function required(message: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message));
}

/** A required email address. */
export function email(requiredMessage = 'Please enter your email address.', invalidMessage = 'Please enter a valid email address.') {
  // 254 characters is the longest address mail can deliver to.
  return v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(254, invalidMessage), v.email(invalidMessage));
}

/** Letters of every alphabet (with their combining marks) and spaces only (names: José, Łukasz, 王伟). */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

/** A required name of letters and spaces. */
export function personName(requiredMessage: string, invalidMessage: string) {
  return v.pipe(required(requiredMessage), v.regex(LETTERS_AND_SPACES, invalidMessage));
}

/** A required string of digits, from `min` to `max` long. */
export function digits(min: number, max: number, requiredMessage: string, invalidMessage: string) {
  return v.pipe(required(requiredMessage), v.regex(new RegExp(`^\\d{${min},${max}}$`), invalidMessage));
}

/** A checkbox that must be ticked. */
export function ticked(message: string) {
  return v.literal(true, message);
}

/** The first message of each field of a failed parse, for showing beside the fields. */
export function firstIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field] = first;
  }
  const root = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).root?.[0];
  if (root && Object.keys(errors).length === 0) errors['form'] = root;
  return errors;
}

/** Validates form values: the typed output, or the first message of each failing field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, output: result.output } : { ok: false, errors: firstIssues(result.issues) };
}
