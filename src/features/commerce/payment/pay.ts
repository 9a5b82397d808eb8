/**
 * Paying for a plan (specification [§3](docs/CONTRACT.md#3-fields), [§4](docs/CONTRACT.md#4-flows), [§8](docs/CONTRACT.md#8-notices)): the paid plan payload of POST /membership-payment, its call
 * and success, and where a payment lands. The card itself is ./card.ts.
 */
import { call } from '../../../lib/api/http';
import { GENERIC_FAILURE, type FailureMapping } from '../../../lib/api/outcome';
import type { FormAction, Landing } from '../../../lib/forms/submit';
import type { PlanSelection } from '../plans/selection';
import { releasePlan } from './hold';
import { forgetOrder } from './order';
import { CARD_CALL_DEADLINE_MS } from './timings';

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
