/** A card and a buyer's details, shared by the tests of the card, plan and trial forms. */
import type { Card } from '../../src/features/commerce/payment/card';

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
