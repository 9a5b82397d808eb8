import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerService } from '../../src/lib/api/catalogue';
import { cardNonce, encryptCard } from '../../src/features/commerce/payment/nonce';
import { CardSchema, paymentPayload, type Card } from '../../src/features/commerce/payment/card';
import { PlanSchema, planPayload, planSelection } from '../../src/features/commerce/plans/plans';
import { validate } from '../../src/lib/forms/rules';
import { membershipMap, productsError, trialPayload, trialProducts, TrialSchema } from '../../src/features/commerce/trial/trial';

/** A card as typed into the masked fields. */
const TYPED = { name_on_card: 'Jane Doe', card_number: '4111 1111 1111 1111', expiration_date: '12/29', security_code: '123', zip_code: '10001' };
const CARD: Card = { name_on_card: 'Jane Doe', card_number: '4111111111111111', expiration_date: '1229', security_code: '123', zip_code: '10001' };

/** The message of one card field for a typed value, or undefined when it passes. */
function cardError(field: keyof typeof TYPED, value: string): string | undefined {
  const result = validate(CardSchema, { ...TYPED, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

/** Each card rule: its name, the field, and typed values with the message each gets (undefined: it passes). */
const CARD_RULES: ReadonlyArray<[string, keyof typeof TYPED, ReadonlyArray<[string, string | undefined]>]> = [
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

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('card rules', () => {
  it('accepts a valid card and outputs card number and expiry as digits', () => {
    expect(validate(CardSchema, TYPED)).toEqual({ ok: true, output: CARD });
  });

  it.each(CARD_RULES)('%s', (_, field, cases) => {
    for (const [value, message] of cases) expect(cardError(field, value), value).toBe(message);
  });
});

describe('card nonce', () => {
  it('decrypts with the key to the card JSON, digits only', () => {
    const nonce = cardNonce(CARD);
    expect(nonce).not.toContain('4111');
    const plain = AES.decrypt(nonce, 'sandbox-card-key').toString(Utf8);
    expect(JSON.parse(plain)).toEqual(CARD);
    expect(plain).toBe(JSON.stringify(CARD));
  });

  it('holds only the five card fields, in order', () => {
    const nonce = encryptCard({ ...CARD, extra: 'x' } as Card, 'k');
    expect(AES.decrypt(nonce, 'k').toString(Utf8)).toBe(
      '{"name_on_card":"Jane Doe","card_number":"4111111111111111","expiration_date":"1229","security_code":"123","zip_code":"10001"}',
    );
  });

  it('is different every time (random salt) and useless with another key', () => {
    expect(cardNonce(CARD)).not.toBe(cardNonce(CARD));
    expect(() => JSON.parse(AES.decrypt(cardNonce(CARD), 'wrong-key').toString(Utf8))).toThrow();
  });
});

const DETAILS = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '5551234567',
  company_name: 'Acme Parking',
  city: 'Boston',
  country: 'United States',
};

describe('plan form', () => {
  it('requires the details, a 10-digit phone and the terms', () => {
    const result = validate(PlanSchema, { ...DETAILS, first_name: '', phone: '555123456', country: '', terms: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['country', 'first_name', 'phone', 'terms']);
  });

  it('builds the /trial-registration payload of a paid plan', () => {
    const result = validate(PlanSchema, { ...DETAILS, terms: true });
    if (!result.ok) throw new Error('invalid');
    const selection = planSelection(
      { id: 1, name: 'Monthly Parking' },
      { id: 102, name: 'Starter', amount: 149, annual_amount: 1490, no_of_users: 5, is_trial: 0, status: 1, service_id: 1 },
      'yearly',
    );
    expect(planPayload(result.output, selection)).toEqual({
      ...DETAILS,
      membership_plan_id: 102,
      service_id: 1,
      is_trial: '0',
      plan_type: 2,
      no_of_days: 365,
    });
  });
});

describe('payment payload', () => {
  const selection = planSelection(
    { id: 1, name: 'M' },
    { id: 102, name: 'Starter', amount: 149, annual_amount: 1490, no_of_users: 5, is_trial: 0, status: 1, service_id: 1 },
    'monthly',
  );

  it('sends the nonce and the plan, never the card', () => {
    expect(paymentPayload(selection, 'NONCE')).toEqual({
      nonce: 'NONCE',
      membership_plan_id: 102,
      service_id: 1,
      payment_type: 'credit_card',
      plan_type: 1,
      no_of_days: 30,
    });
  });

  it('adds existing_membership_plan_id when there is one', () => {
    expect(paymentPayload({ ...selection, existingMembershipPlanId: 102 }, 'N')).toMatchObject({ existing_membership_plan_id: 102 });
  });
});

describe('trial', () => {
  const trialPlan = (service: number) => ({
    id: service * 100 + 1,
    name: 'Trial',
    amount: 0,
    annual_amount: 0,
    no_of_users: 5,
    is_trial: 1,
    status: 1,
    service_id: service,
  });
  const SERVICES: ServerService[] = [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    name: `S${id}`,
    full_name: `S${id}`,
    short_name: `S${id}`,
    membership_plan: id === 6 ? [] : [trialPlan(id)],
  }));

  it('offers every service with a trial plan except 4 and the forced 2 and 3', () => {
    expect(trialProducts(SERVICES).map((service) => service.id)).toEqual([1, 5]);
  });

  it("needs a product: 'Please select a Service!'", () => {
    expect(productsError([])).toBe('Please select a Service!');
    expect(productsError([1])).toBeNull();
  });

  it('maps every chosen and forced product to its trial plan', () => {
    expect(membershipMap(SERVICES, [5, 1])).toEqual({ '2': 201, '3': 301, '5': 501, '1': 101 });
  });

  it('builds the /multiple-trial-registration payload', () => {
    const result = validate(TrialSchema, { ...DETAILS, ...TYPED, terms: true });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = trialPayload(result.output, SERVICES, [1, 5], 'NONCE');
    expect(payload).toEqual({
      ...DETAILS,
      membership_plan_id: 101,
      service_id: 1,
      is_trial: 1,
      plan_type: 0,
      no_of_days: 15,
      membership: { '2': 201, '3': 301, '1': 101, '5': 501 },
      payment_type: 'credit_card',
      savePaymentMethod: 1,
      nonce: 'NONCE',
    });
    expect(JSON.stringify(payload)).not.toMatch(/4111|card_number|security_code/);
  });
});
