/** POST /user/reset-password/email and /user/reset-password: the reset mail and the new password. */
import { fail, invalid, ok } from '../http.ts';
import { minLength, text, validate } from '../validation.ts';
import { CLIENT_FAILED } from './auth.ts';
import type { Handler } from './context.ts';
import { required, requiredEmail } from './fields.ts';
import { createdUnreadable, trigger } from './triggers.ts';

const UNKNOWN_EMAIL = "We can't find a user with that email address.";

export const forgotPassword: Handler = ({ body, headers, config }) => {
  const triggered = trigger(body['email'], 'email');
  if (triggered) return triggered;
  if (headers['client-secret'] !== config.clientSecret) return fail(401, CLIENT_FAILED);
  const detail = validate(body, { email: requiredEmail, base_url: required });
  if (detail) return invalid(detail);
  if (text(body['email']).toLowerCase() === 'unknown@example.com') return invalid({ email: [UNKNOWN_EMAIL] }, UNKNOWN_EMAIL);
  return ok({ message: 'sent' });
};

export const resetPassword: Handler = ({ body }) => {
  const detail = validate(body, {
    password: { required: true, rules: [minLength(8)] },
    password_confirmation: required,
    token: required,
  });
  if (detail) return invalid(detail);
  const token = text(body['token']);
  if (token === 'expired-token') return fail(422, 'This password reset token is invalid.');
  if (body['password'] !== body['password_confirmation']) {
    return invalid({ password_confirmation: ['The password confirmation and password must match.'] });
  }
  // A 201 that carries no readable body: success on both pages all the same.
  if (token === 'token-201-empty') return createdUnreadable('empty');
  if (token === 'token-201-html') return createdUnreadable('html');
  // The create-password flow accepts 200 as well as 201; "token-200" exercises that path.
  return token === 'token-200' ? ok({ message: 'Your password has been reset.' }, 200) : ok({ message: 'Your password has been reset.' });
};
