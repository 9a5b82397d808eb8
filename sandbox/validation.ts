/** Laravel-style validation: each field gets its rules, the first failing rule gives the field's message. */
import type { Detail } from './http.ts';

/** Returns the message when the value breaks the rule, else null. `label` is the field name with spaces. */
export type Rule = (value: string, label: string) => string | null;

/** Laravel's attribute label: "company_name" → "company name". */
export function label(field: string): string {
  return field.replaceAll('_', ' ');
}

/** A string or number as trimmed text; anything else (objects, booleans, null) as ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Whether Laravel's `required` would accept the value. */
export function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export const email: Rule = (value, name) => (isEmail(value) ? null : `The ${name} must be a valid email address.`);

export const digits =
  (count: number): Rule =>
  (value, name) =>
    new RegExp(`^\\d{${count}}$`).test(value) ? null : `The ${name} must be ${count} digits.`;

export const digitsBetween =
  (min: number, max: number): Rule =>
  (value, name) =>
    new RegExp(`^\\d{${min},${max}}$`).test(value) ? null : `The ${name} must be between ${min} and ${max} digits.`;

export const minLength =
  (min: number): Rule =>
  (value, name) =>
    value.length >= min ? null : `The ${name} must be at least ${min} characters.`;

/** A rule that holds when `accept` does, with Laravel's `exists` message. */
export const exists =
  (accept: (value: string) => boolean): Rule =>
  (value, name) =>
    accept(value) ? null : `The selected ${name} is invalid.`;

export interface FieldRules {
  readonly required?: boolean;
  readonly rules?: readonly Rule[];
}

/**
 * Checks a body against per-field rules. A required field that is missing gets only "The x field is required.";
 * an optional field that is missing is skipped. Returns null when everything passes.
 */
export function validate(body: Record<string, unknown>, fields: Record<string, FieldRules>): Detail | null {
  const detail: Detail = {};
  for (const [field, { required = false, rules = [] }] of Object.entries(fields)) {
    const value = body[field];
    if (!present(value)) {
      if (required) detail[field] = [`The ${label(field)} field is required.`];
      continue;
    }
    for (const rule of rules) {
      const message = rule(text(value), label(field));
      if (message !== null) {
        detail[field] = [message];
        break;
      }
    }
  }
  return Object.keys(detail).length === 0 ? null : detail;
}
