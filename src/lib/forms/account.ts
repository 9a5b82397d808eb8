/** Newsletter, login and the three password forms: rules and payloads. */
import * as v from 'valibot';
import { email } from './rules';

export const NewsletterSchema = v.object({ email: email() });

export const ForgotPasswordSchema = v.object({ email: email() });

/** §5 Login: every message is the default 'Please enter valid :attribute.' with the attribute named. */
export const LoginSchema = v.object({
  username: email('Please enter valid email.', 'Please enter valid email.'),
  password: v.pipe(v.string(), v.nonEmpty('Please enter valid password.')),
});

/** Reset page: 8–15 characters with a lowercase, an uppercase, a digit and one of @ $ ! % * ? &, nothing else. */
export const RESET_PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,15}$/;
export const RESET_PASSWORD_HINT = 'Use 8 to 15 characters with a lowercase letter, an uppercase letter, a digit and one of @ $ ! % * ? &.';

export const ResetPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.nonEmpty('Please enter a password.'), v.regex(RESET_PASSWORD_RULE, 'Entered Password does not match with provided Password Hint')),
    password_confirmation: v.pipe(v.string(), v.nonEmpty('Please confirm the password.')),
  }),
  v.forward(
    v.check((input) => input.password === input.password_confirmation, 'Confirm Password should be same as password'),
    ['password_confirmation'],
  ),
);

/**
 * Create page: 8–15 characters with an uppercase, a lowercase, a digit and one of ! @ $ % ^ & * # ? -,
 * and none of ( ) \ ` ~ : ; " / < >.
 */
export const CREATE_PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@$%^&*#?-])[^()\\`~:;"/<>]{8,15}$/;
export const CREATE_PASSWORD_MESSAGE =
  'Password must be 8 to 15 characters with at least one uppercase letter, one lowercase letter, one digit and one special character (! @ $ % ^ & * # ? -). These are not allowed: ( ) \\ ` ~ : ; " / < >';

export const CreatePasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.nonEmpty('Please enter a password.'), v.regex(CREATE_PASSWORD_RULE, CREATE_PASSWORD_MESSAGE)),
    password_confirmation: v.pipe(v.string(), v.nonEmpty('Please confirm the password.')),
  }),
  v.forward(
    v.check((input) => input.password === input.password_confirmation, 'Password and confirmation password not matched.'),
    ['password_confirmation'],
  ),
);

/** The reset link's base: the current location without its last path segment. */
export function resetBaseUrl(location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname.replace(/\/[^/]*\/?$/, '')}`;
}

/** The token of /reset-password/{token} and /generate-new-password/{token}. */
export function tokenFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const raw = segments.length >= 2 ? (segments[segments.length - 1] ?? '') : '';
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape (e.g. a link cut short in an email) is no token.
    return '';
  }
}

