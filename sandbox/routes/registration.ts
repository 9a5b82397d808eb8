/** POST /trial-registration and /multiple-trial-registration: a new customer, optionally with a card nonce. */
import { checkNonce, lostAnswer } from '../card.ts';
import { invalid, ok } from '../http.ts';
import { digits, exists, present, text, validate } from '../validation.ts';
import { clientAuth, EXPIRES_IN } from './auth.ts';
import type { Handler } from './context.ts';
import { isPlanId, isServiceId, required, requiredEmail } from './fields.ts';
import { lose, trigger } from './triggers.ts';

export const registerTrial: Handler = ({ body, state, config }) => {
  const triggered = trigger(body['email'], 'email', ['first_name', 'The first name may only contain letters and spaces.']);
  if (triggered) return triggered;
  const unauthorised = clientAuth(body, config, true);
  if (unauthorised) return unauthorised;

  const membership = body['membership'];
  const membershipPlans =
    typeof membership === 'object' && membership !== null && !Array.isArray(membership) ? Object.values(membership).map(text) : [];
  const detail =
    validate(body, {
      first_name: required,
      last_name: required,
      email: requiredEmail,
      phone: { required: true, rules: [digits(10)] },
      company_name: required,
      city: required,
      country: required,
      membership_plan_id: { required: membershipPlans.length === 0, rules: [exists(isPlanId)] },
      service_id: { rules: [exists(isServiceId)] },
    }) ?? {};
  if (present(membership) && (membershipPlans.length === 0 || !membershipPlans.every(isPlanId))) {
    detail['membership'] = ['The selected membership is invalid.'];
  }
  if (Object.keys(detail).length > 0) return invalid(detail);

  if (present(body['nonce'])) {
    const refused = checkNonce(body['nonce'], config.cardKey);
    if (refused) return refused;
    const earlier = state.answerFor(text(body['nonce']));
    if (earlier) return earlier;
  }

  const name = `${text(body['first_name'])} ${text(body['last_name'])}`;
  const user = state.registerCustomer(name, text(body['email']));
  const planId = present(body['membership_plan_id']) ? Number(text(body['membership_plan_id'])) : Number(membershipPlans[0]);
  const success = ok({
    token: { access_token: state.issueToken(user), token_type: 'Bearer', expires_in: EXPIRES_IN },
    membership_plan: { id: planId },
    user: { name: user.name, email: user.email },
  });
  // The account exists and the card is saved; a test card can lose the answer all the same.
  const lost = present(body['nonce']) ? lostAnswer(body['nonce'], config.cardKey) : null;
  const reply = lost ? lose(lost, success) : success;
  return present(body['nonce']) ? state.answered(text(body['nonce']), reply) : reply;
};
