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
