import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/support/failure-cases';
import { thankYouKind } from '../../thank-you';
import { CardSchema, paidLanding, pay, paymentPayload } from './card';
import { validate } from '../../../lib/forms/rules';
import { planSelection } from '../plans/plans';
import { CARD, STARTER_PLAN, TYPED_CARD, CARD_CONTRACT, cardInput } from '../../../../tests/support/card';
import THANKS from './thank-you-state';
import { expectNoPersonalData } from '../../../../tests/support/personal-data';
import fc from 'fast-check';
import { expectContractOrMessage } from '../../../../tests/support/forms';
import { hugeValues, formInput } from '../../../../tests/support/hostile';

describe('the payment’s failures (§8 Paid plan)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, pay.failure);

  it("'Sorry!' with errors.message", () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Sorry!', message: 'Server Error' }]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
  });

  it('without a message: the generic failure', () => {
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(pay.failure);
});

/** A yearly Enterprise plan of Touchless Self Parking, as the payment page holds it. */
const ENTERPRISE_YEARLY = {
  serviceId: 3,
  serviceName: 'Touchless Self Parking',
  planId: 304,
  planName: 'Enterprise',
  plan_type: 2,
  no_of_days: 365,
  amount: 8990,
} as const;

describe('the payment’s thank-you state', () => {
  it('lays the state out with values at least as long as real ones', () => {
    expect(THANKS.samples.amount.length).toBeGreaterThanOrEqual('$8,990.00'.length);
  });

  it('is where a payment lands, with what its steps show', () => {
    const landing = paidLanding(ENTERPRISE_YEARLY);
    expect(landing.go).toBe('/thank-you');
    expect(thankYouKind(landing.state)).toBe(THANKS.kind);
    expect(THANKS.values(landing.state)).toEqual({ service: 'Touchless Self Parking', plan: 'Enterprise, billed yearly', amount: '$8,990.00' });
  });
});

describe('the payment as a conversion', () => {
  it('counts a Plan Purchase of the plan with its amount in USD as revenue, and nothing of the card or the buyer', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret';
    const conversion = paidLanding({ ...ENTERPRISE_YEARLY, token }).conversion;
    expect(conversion).toEqual({
      name: 'Plan Purchase',
      props: { form: 'payment', service_id: 3, plan_id: 304, plan_type: 2 },
      revenue: { currency: 'USD', amount: 8990 },
    });
    expectNoPersonalData(conversion);
  });
});

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

describe('payment payload', () => {
  const selection = planSelection({ id: 1, name: 'M' }, STARTER_PLAN, 'monthly');

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

describe('the card fields, whatever is typed into them', () => {
  it('end in a card the contract allows or in the fields’ own messages, never a crash', () => {
    const check = (values: Record<string, string>) => {
      expectContractOrMessage(CardSchema, values, CARD_CONTRACT);
    };
    fc.assert(fc.property(formInput(cardInput), check));
    for (const values of hugeValues(TYPED_CARD)) check(values);
  });
});
