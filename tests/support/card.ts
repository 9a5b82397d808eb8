/** A card and a buyer's details, shared by the tests of the card, plan and trial forms. */
import fc from 'fast-check';
import type { Card } from '../../src/features/commerce/payment/card';
import { CONTRACT } from './forms';
import { good } from './hostile';

/** A card as typed into the masked fields. */
export const TYPED_CARD = {
  name_on_card: 'Jane Doe',
  card_number: '4111 1111 1111 1111',
  expiration_date: '12/29',
  security_code: '123',
  zip_code: '10001',
};

/** TYPED_CARD as the form outputs it: card number and expiry as digits. */
export const CARD: Card = {
  name_on_card: 'Jane Doe',
  card_number: '4111111111111111',
  expiration_date: '1229',
  security_code: '123',
  zip_code: '10001',
};

/** The details a plan or trial form asks of the buyer. */
export const DETAILS = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '5551234567',
  company_name: 'Acme Parking',
  city: 'Boston',
  country: 'United States',
};

/** A paid plan (Starter, service 1) as the catalogue lists it. */
export const STARTER_PLAN = { id: 102, name: 'Starter', amount: 149, annual_amount: 1490, no_of_users: 5, is_trial: 0, status: 1, service_id: 1 };

/** The contract's card rules ([§5](docs/CONTRACT.md#5-rules) "Card rules"), as checks of an output field: what the nonce may carry. */
export const CARD_CONTRACT = {
  name_on_card: (value: unknown, typed: unknown) => CONTRACT.text(value, typed) && String(value).length >= 3,
  // §5's "card-number check" is card-validator's (tested by card.test.ts's table): it waives the Luhn checksum for
  // UnionPay (62…), so the contract asks 16 digits here.
  card_number: CONTRACT.digits(16, 16),
  expiration_date: (value: unknown) => CONTRACT.digits(4, 4)(value) && /^(0[1-9]|1[0-2])/.test(String(value)),
  security_code: CONTRACT.digits(3, 4),
  zip_code: CONTRACT.digits(5, 6),
};

/** Card fields as a visitor types them, good ones and typos alike (the test cards, masked or not, and any digits). */
export const cardInput = {
  name_on_card: good.name,
  card_number: fc.oneof(
    { arbitrary: fc.constantFrom(TYPED_CARD.card_number, '5555 5555 5555 4444', '4012888888881881'), weight: 3 },
    good.digits(16, 16),
  ),
  expiration_date: fc.oneof({ arbitrary: fc.constantFrom(TYPED_CARD.expiration_date, '01/40', '1230'), weight: 3 }, good.digits(4, 4)),
  security_code: good.digits(3, 4),
  zip_code: good.digits(5, 6),
};

/** The contract's rules for the buyer's details ([§5](docs/CONTRACT.md#5-rules) "Plan form"), as checks of an output field. */
export const DETAILS_CONTRACT = {
  first_name: CONTRACT.text,
  last_name: CONTRACT.text,
  email: CONTRACT.email,
  phone: CONTRACT.digits(10, 10),
  company_name: CONTRACT.text,
  city: CONTRACT.text,
  country: CONTRACT.text,
  terms: CONTRACT.ticked,
};

/** The buyer's details as a visitor types them. */
export const detailsInput = {
  first_name: good.name,
  last_name: good.name,
  email: good.email,
  phone: good.digits(10, 10),
  company_name: good.text,
  city: good.text,
  country: good.text,
  terms: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
};
