import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardSchema } from './card';
import { validate } from '../../../lib/forms/rules';
import { CARD, TYPED_CARD, CARD_CONTRACT, cardInput } from '../../../../tests/support/card';
import fc from 'fast-check';
import { expectContractOrMessage } from '../../../../tests/support/forms';
import { hugeValues, formInput } from '../../../../tests/support/hostile';

/** The message of one card field for a typed value, or undefined when it passes. */
function cardError(field: keyof typeof TYPED_CARD, value: string): string | undefined {
  const result = validate(CardSchema, { ...TYPED_CARD, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

/** Each card rule: its name, the field, and typed values with the message each gets (undefined: it passes). */
const CARD_RULES: ReadonlyArray<[string, keyof typeof TYPED_CARD, ReadonlyArray<[string, string | undefined]>]> = [
  [
    'name on card needs 3 characters',
    'name_on_card',
    [
      ['', 'Please enter the name on the card.'],
      ['Jo', 'Name on card must be at least 3 characters.'],
      [' Jo ', 'Name on card must be at least 3 characters.'],
      ['Joe', undefined],
    ],
  ],
  [
    'card number must be 16 digits and pass the card check',
    'card_number',
    [
      ['', 'Please enter the card number.'],
      ['4111 1111 1111 111', 'Card number must be 16 digits.'],
      ['4111 1111 1111 1111 1', 'Card number must be 16 digits.'],
      ['4111-1111-1111-1111', 'Card number must be 16 digits.'],
      ['4111 1111 1111 1112', 'Please enter a valid card number.'],
      ['4111 1111 1111 1111', undefined],
      ['5555555555554444', undefined],
      // The decline test card is a valid number: the server refuses it, not the form.
      ['4000 0000 0000 0002', undefined],
    ],
  ],
  [
    'expiry must be MM/YY, a real month, and not in the past',
    'expiration_date',
    [
      ['', 'Please enter the expiry date.'],
      ['1/29', 'Expiry date must be MM/YY.'],
      ['13/29', 'Please enter a valid expiry date that has not passed.'],
      ['00/29', 'Please enter a valid expiry date that has not passed.'],
      ['05/26', 'Please enter a valid expiry date that has not passed.'],
      ['12/25', 'Please enter a valid expiry date that has not passed.'],
      ['06/26', undefined],
      ['01/30', undefined],
      ['0130', undefined],
    ],
  ],
  [
    'CVV is 3 or 4 digits',
    'security_code',
    [
      ['', 'Please enter the CVV.'],
      ['12', 'CVV must be 3 or 4 digits.'],
      ['123', undefined],
      ['1234', undefined],
      ['12345', 'CVV must be 3 or 4 digits.'],
      ['12a', 'CVV must be 3 or 4 digits.'],
    ],
  ],
  [
    'zip is 5 or 6 digits',
    'zip_code',
    [
      ['', 'Please enter the zip code.'],
      ['1234', 'Zip code must be 5 or 6 digits.'],
      ['12345', undefined],
      ['123456', undefined],
      ['1234567', 'Zip code must be 5 or 6 digits.'],
    ],
  ],
];

describe('card rules', () => {
  // The expiry rule compares with today: the cases are written for this date.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it('accepts a valid card and outputs card number and expiry as digits', () => {
    expect(validate(CardSchema, TYPED_CARD)).toEqual({ ok: true, output: CARD });
  });

  it.each(CARD_RULES)('%s', (_, field, cases) => {
    for (const [value, message] of cases) expect(cardError(field, value), value).toBe(message);
  });
});

describe('the card fields, whatever is typed into them', () => {
  it('end in a card the contract allows or in the fields’ own messages, never a crash', () => {
    const check = (values: Record<string, string>) => {
      expectContractOrMessage(CardSchema, values, CARD_CONTRACT);
    };
    fc.assert(fc.property(formInput(cardInput), check));
    for (const values of hugeValues(TYPED_CARD)) check(values);
  });
});
