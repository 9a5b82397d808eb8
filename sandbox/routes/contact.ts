/** POST /save-contact-us: a contact message. */
import { invalid, ok } from '../http.ts';
import { digits, digitsBetween, validate } from '../validation.ts';
import { clientAuth } from './auth.ts';
import type { Handler } from './context.ts';
import { required, requiredEmail } from './fields.ts';
import { trigger } from './triggers.ts';

export const contactUs: Handler = ({ body, state, config }) => {
  const triggered = trigger(body['email'], 'email', ['first_name', 'The first name may only contain letters and spaces.']);
  if (triggered) return triggered;
  const unauthorised = clientAuth(body, config, false);
  if (unauthorised) return unauthorised;
  const detail = validate(body, {
    first_name: required,
    last_name: required,
    email: requiredEmail,
    phone: { required: true, rules: [digits(10)] },
    address: required,
    company_name: required,
    city: required,
    state: required,
    zipcode: { required: true, rules: [digitsBetween(5, 6)] },
    country: required,
  });
  if (detail) return invalid(detail);
  return ok({ id: state.nextRecordId() });
};
