/** POST /membership-payment: a Bearer user pays for a plan with a card nonce. */
import { randomInt } from 'node:crypto';
import { cardBrand, checkNonce, decryptNonce, lostAnswer } from '../card.ts';
import { PLANS, SERVICES } from '../data.ts';
import { invalid, ok } from '../http.ts';
import { exists, text, validate } from '../validation.ts';
import { bearer, isReply } from './auth.ts';
import type { Handler } from './context.ts';
import { isPlanId, isServiceId, required } from './fields.ts';
import { lose } from './triggers.ts';

export const membershipPayment: Handler = (context) => {
  const user = bearer(context);
  if (isReply(user)) return user;
  const { body, config, state } = context;
  const detail = validate(body, {
    nonce: required,
    membership_plan_id: { required: true, rules: [exists(isPlanId)] },
    service_id: { required: true, rules: [exists(isServiceId)] },
    payment_type: { rules: [exists((value) => value === 'credit_card')] },
    existing_membership_plan_id: { rules: [exists(isPlanId)] },
  });
  if (detail) return invalid(detail);
  const refused = checkNonce(body['nonce'], config.cardKey);
  if (refused) return refused;
  const earlier = state.answerFor(text(body['nonce']));
  if (earlier) return earlier;
  const plan = PLANS.get(Number(text(body['membership_plan_id'])));
  // As SPEC [§9](docs/CONTRACT.md#9-constants) reads it: '1' is monthly, anything else yearly.
  const planType = text(body['plan_type']) === '1' ? 1 : 2;
  const amount = (planType === 2 ? plan?.annual_amount : plan?.amount) ?? 0;
  const service = SERVICES.find((candidate) => String(candidate.id) === text(body['service_id']));
  // The card is charged: the payment is in the payer's history from now on, whatever happens to the answer.
  const lost = lostAnswer(body['nonce'], context.config.cardKey);
  state.recordCharge(
    user,
    {
      total: amount,
      service: { full_name: service?.full_name ?? '' },
      membership_plan: { name: plan?.name ?? '' },
      user_membership: { plan_type: planType },
      anet_transaction: { card_type: cardBrand(decryptNonce(body['nonce'], config.cardKey)?.card_number ?? ''), method: 'credit_card' },
    },
    lost,
  );
  const success = ok({ transaction_id: String(randomInt(100_000_000, 999_999_999) + 60_000_000_000), amount });
  return state.answered(text(body['nonce']), lost ? lose(lost, success) : success);
};
