/** Helpers for the tests of the form schemas. */
import { expect } from 'vitest';
import { validate } from '../../src/lib/forms/rules';

/** The message of one field, or undefined when the field passes. */
export function errorOf(schema: Parameters<typeof validate>[0], values: Record<string, unknown>, field: string): string | undefined {
  const result = validate(schema, values);
  return result.ok ? undefined : result.errors[field];
}

/** A draft keeps what a visitor typed in the browser's storage: never a password, a card field or a token. */
export function expectNoSecretField(fields: readonly string[]): void {
  expect(fields.filter((name) => /password|card|expiration|security|zip_code|token/.test(name))).toEqual([]);
}

/**
 * Every message a form schema can give, gathered from the schema itself (its fields' pipes and its own checks):
 * the messages the module wrote, so a failing parse shows one of them and never valibot's default wording.
 */
export function schemaMessages(schema: unknown): Set<string> {
  const messages = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const { message, entries, pipe } = node as { message?: unknown; entries?: Record<string, unknown>; pipe?: unknown[] };
    if (typeof message === 'string') messages.add(message);
    for (const entry of Object.values(entries ?? {})) visit(entry);
    for (const item of (pipe ?? []).slice(1)) visit(item);
    if (pipe?.[0] && pipe[0] !== node) visit(pipe[0]);
  };
  visit(schema);
  return messages;
}

/**
 * Validates `values` with `schema` and checks what came out: a valid output, whose fields each pass the
 * contract's check for them (`contract`, given the output's field and what was typed), or one of the schema's
 * own messages on each failing field. Returns the output, or null after a failure.
 */
export function expectContractOrMessage<S extends Parameters<typeof validate>[0]>(
  schema: S,
  values: Record<string, unknown>,
  contract: Readonly<Record<string, (value: unknown, typed: unknown) => boolean>>,
): Record<string, unknown> | null {
  const result = validate(schema, values);
  if (!result.ok) {
    const messages = schemaMessages(schema);
    for (const [field, message] of Object.entries(result.errors)) expect(messages, `${field}: ${message}`).toContain(message);
    expect(Object.keys(result.errors).length).toBeGreaterThan(0);
    return null;
  }
  const output = result.output as Record<string, unknown>;
  expect(Object.keys(output).sort()).toEqual(Object.keys(contract).sort());
  for (const [field, holds] of Object.entries(contract))
    expect(holds(output[field], values[field]), `${field}: ${JSON.stringify(output[field])}`).toBe(true);
  return output;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The contract's rules for an output field ([§5](docs/CONTRACT.md#5-rules)), as checks of (output, typed). */
export const CONTRACT = {
  /** A required text: what was typed, trimmed, not empty. */
  text: (value: unknown, typed: unknown) => isString(value) && isString(typed) && value === typed.trim() && value !== '',
  /** An email address as mail delivers it: printable ASCII, one @, a dot in the domain, at most 254 characters. */
  email: (value: unknown) =>
    isString(value) && value.length <= 254 && /^[\x21-\x3f\x41-\x7e]+@[\x21-\x3f\x41-\x7e]+\.[\x21-\x3f\x41-\x7e]+$/.test(value),
  /** Letters and spaces only ([§5](docs/CONTRACT.md#5-rules) names), trimmed. */
  letters: (value: unknown) => isString(value) && /^[\p{L}\p{M} ]+$/u.test(value) && value === value.trim(),
  /** `min` to `max` ASCII digits. */
  digits: (min: number, max: number) => (value: unknown) => isString(value) && new RegExp(`^[0-9]{${min},${max}}$`).test(value),
  /** The ticked box. */
  ticked: (value: unknown) => value === true,
} as const;
