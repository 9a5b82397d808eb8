/**
 * The input masks of the card fields (specification [§5](docs/CONTRACT.md#5-rules)): cleave.js formats while the visitor types and keeps
 * the caret in place; `format` does the same formatting for a value React receives before cleave.js is attached.
 */
import type { CleaveOptions } from 'cleave.js';

export interface Mask {
  readonly cleave: CleaveOptions;
  readonly format: (value: string) => string;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** 16 digits in groups of 4: "4111 1111 1111 1111". */
export const CARD_NUMBER_MASK: Mask = {
  cleave: { blocks: [4, 4, 4, 4], delimiter: ' ', numericOnly: true },
  format: (value) => digits(value, 16).replace(/(\d{4})(?=\d)/g, '$1 '),
};

/** Month and year: "12/29". */
export const EXPIRY_MASK: Mask = {
  cleave: { date: true, datePattern: ['m', 'y'], delimiter: '/' },
  format: (value) => digits(value, 4).replace(/^(\d{2})(?=\d)/, '$1/'),
};

/** CVV: up to 4 digits. */
export const CVV_MASK: Mask = { cleave: { blocks: [4], numericOnly: true }, format: (value) => digits(value, 4) };

/** Card zip: up to 6 digits. */
export const ZIP_MASK: Mask = { cleave: { blocks: [6], numericOnly: true }, format: (value) => digits(value, 6) };
