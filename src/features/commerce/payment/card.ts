/**
 * The card (specification [§3](docs/CONTRACT.md#3-fields), [§5](docs/CONTRACT.md#5-rules)): the card fields shared by the payment page and the trial, and their
 * rules. The schema's output is the card as it goes into the nonce: card number and expiry as digits only. The
 * paid plan's call and landing are ./pay.ts, so the trial's page does not carry them.
 */
import * as v from 'valibot';
import cardValidator from 'card-validator';
import { required } from '../../../lib/forms/rules';

/** Digits only: "4111 1111 1111 1111" → "4111111111111111", "12/29" → "1229". */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export const CARD_FIELDS = {
  name_on_card: v.pipe(required('Please enter the name on the card.'), v.minLength(3, 'Name on card must be at least 3 characters.')),
  card_number: v.pipe(
    required('Please enter the card number.'),
    v.check((value) => /^[\d ]+$/.test(value) && digitsOf(value).length === 16, 'Card number must be 16 digits.'),
    // The maintained card-number check: a known card type and the Luhn checksum.
    v.check((value) => cardValidator.number(digitsOf(value)).isValid, 'Please enter a valid card number.'),
    v.transform(digitsOf),
  ),
  expiration_date: v.pipe(
    required('Please enter the expiry date.'),
    v.regex(/^\d{2}\/?\d{2}$/, 'Expiry date must be MM/YY.'),
    v.check(
      (value) => cardValidator.expirationDate(value.replace(/^(\d{2})(\d{2})$/, '$1/$2')).isValid,
      'Please enter a valid expiry date that has not passed.',
    ),
    v.transform(digitsOf),
  ),
  security_code: v.pipe(required('Please enter the CVV.'), v.regex(/^\d{3,4}$/, 'CVV must be 3 or 4 digits.')),
  zip_code: v.pipe(required('Please enter the zip code.'), v.regex(/^\d{5,6}$/, 'Zip code must be 5 or 6 digits.')),
};

export const CardSchema = v.object(CARD_FIELDS);

/** The card as it goes into the nonce. */
export type Card = v.InferOutput<typeof CardSchema>;

/** The card fields of any form output, in the nonce's field order. */
export function cardOf(values: Card): Card {
  return {
    name_on_card: values.name_on_card,
    card_number: values.card_number,
    expiration_date: values.expiration_date,
    security_code: values.security_code,
    zip_code: values.zip_code,
  };
}
