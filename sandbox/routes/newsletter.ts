/** POST /newsletter: a subscription. */
import { invalid, ok } from '../http.ts';
import { text, validate } from '../validation.ts';
import type { Handler } from './context.ts';
import { requiredEmail } from './fields.ts';
import { trigger } from './triggers.ts';

export const newsletter: Handler = ({ body, state }) => {
  const triggered = trigger(body['email'], 'email');
  if (triggered) return triggered;
  const detail = validate(body, { email: requiredEmail });
  if (detail) return invalid(detail);
  if (text(body['email']).toLowerCase() === 'subscribed@example.com') {
    return invalid({ email: ['The email has already been taken.'] });
  }
  return ok({ id: state.nextRecordId(), email: text(body['email']) });
};
