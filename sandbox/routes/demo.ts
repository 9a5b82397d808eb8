/** POST /save-request-demo: a demo request. */
import { invalid, ok } from '../http.ts';
import { digits, exists, validate } from '../validation.ts';
import type { Handler } from './context.ts';
import { isPlanId, isServiceId, required, requiredEmail } from './fields.ts';
import { trigger } from './triggers.ts';

export const requestDemo: Handler = ({ body, state }) => {
  const triggered = trigger(body['email'], 'email', ['name', 'The name may only contain letters and spaces.']);
  if (triggered) return triggered;
  const detail = validate(body, {
    name: required,
    email: requiredEmail,
    mobile: { required: true, rules: [digits(10)] },
    company_name: required,
    city: required,
    state: required,
    country: required,
    service_id: { required: true, rules: [exists(isServiceId)] },
    product: { rules: [exists(isServiceId)] },
    membership_plan_id: { rules: [exists(isPlanId)] },
  });
  if (detail) return invalid(detail);
  return ok({ id: state.nextRecordId() });
};
