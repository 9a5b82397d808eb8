/**
 * Paying for a plan (specification [§3](docs/CONTRACT.md#3-fields), [§4](docs/CONTRACT.md#4-flows), [§5](docs/CONTRACT.md#5-rules), [§8](docs/CONTRACT.md#8-notices)): the card fields shared by the payment page and the trial,
 * the paid plan payload of POST /membership-payment, its call and success, and the thank-you state. The
 * schema's output is the card as it goes into the nonce: card number and expiry as digits only.
 */
import * as v from 'valibot';
import cardValidator from 'card-validator';
import { call } from '../../../lib/api/http';
import { GENERIC_FAILURE, type FailureMapping } from '../../../lib/api/outcome';
import { required } from '../../../lib/forms/rules';
import type { FormAction, Landing } from '../../../lib/forms/submit';
import type { PlanSelection } from '../plans/plans';
import { releasePlan } from './hold';
import { forgetOrder } from './order';
import { CARD_CALL_DEADLINE_MS } from './timings';

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

/** POST /membership-payment body ([§3](docs/CONTRACT.md#3-fields) Paid plan payload); the card travels only inside the nonce. */
export function paymentPayload(selection: PlanSelection, nonce: string) {
  return {
    nonce,
    membership_plan_id: selection.planId,
    service_id: selection.serviceId,
    payment_type: 'credit_card',
    plan_type: selection.plan_type,
    no_of_days: selection.no_of_days,
    ...(selection.existingMembershipPlanId === undefined ? {} : { existing_membership_plan_id: selection.existingMembershipPlanId }),
  };
}

/** The paid plan payload and the Bearer token it is sent with: the registration's, or the session's. */
export interface Payment {
  readonly payload: ReturnType<typeof paymentPayload>;
  readonly token: string;
}

/** [§8](docs/CONTRACT.md#8-notices) Paid plan failure: 'Sorry!' with the server's errors.message, else the generic failure. */
export const paymentFailure: FailureMapping = ({ message }) => (message ? [{ kind: 'error', title: 'Sorry!', message }] : [GENERIC_FAILURE]);

/**
 * POST /membership-payment: 200 or 201 is success ([§7](docs/CONTRACT.md#7-calls) names no status); the server's field messages show beside
 * the fields. It charges a card: it has the card calls' deadline, and an unknown outcome holds the form.
 */
export const pay: FormAction<Payment> = {
  call: ({ payload, token }) => call('post', '/membership-payment', { json: payload, bearer: token, deadlineMs: CARD_CALL_DEADLINE_MS }),
  success: [200, 201],
  // A charge is confirmed only by the API's own answer: a 2xx page from something between (a proxy, a captive
  // portal) leaves the outcome unknown, and the form held, rather than thanking for a payment that may not exist.
  needsBody: true,
  failure: paymentFailure,
  fieldErrors: true,
  charges: true,
};

/**
 * [§4](docs/CONTRACT.md#4-flows) Paid plan: the order and any hold on its plan are forgotten, the card fields emptied, then /thank-you with the payment's state and
 * [§8](docs/CONTRACT.md#8-notices)'s notice. The success counts as a Plan Purchase of the plan, with its amount as revenue.
 */
export function paidLanding(selection: PlanSelection): Landing {
  forgetOrder();
  releasePlan(selection);
  return {
    reset: true,
    go: '/thank-you',
    state: {
      kind: 'payment',
      serviceId: selection.serviceId,
      planId: selection.planId,
      plan_type: selection.plan_type,
      request_trial: 1,
      services: selection.serviceName,
      amount: selection.amount,
      // Besides [§4](docs/CONTRACT.md#4-flows)'s fields: the plan's name, so /thank-you can say what was bought.
      planName: selection.planName,
    },
    notices: [{ kind: 'success', title: 'Thank You', message: 'Your request has been submitted successfully' }],
    conversion: {
      name: 'Plan Purchase',
      props: { form: 'payment', service_id: selection.serviceId, plan_id: selection.planId, plan_type: selection.plan_type },
      revenue: { currency: 'USD', amount: selection.amount },
    },
  };
}
