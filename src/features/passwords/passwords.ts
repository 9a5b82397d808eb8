/**
 * The three password forms (specification [§4](docs/CONTRACT.md#4-flows), [§5](docs/CONTRACT.md#5-rules), [§7](docs/CONTRACT.md#7-calls), [§8](docs/CONTRACT.md#8-notices)): forgot password, the reset page and the create
 * page. Their rules and messages, the calls, what counts as success on each page and where it leads.
 */
import * as v from 'valibot';
import { clientSecretHeader } from '../../lib/api/credentials';
import { call } from '../../lib/api/http';
import { GENERIC_FAILURE, type FailureMapping } from '../../lib/api/outcome';
import { readableCharacter } from '../../lib/forms/filters';
import { email } from '../../lib/forms/rules';
import type { DraftSpec } from '../../lib/forms/draft';
import type { FormAction, Landing } from '../../lib/forms/submit';
import { openLoginOnArrival } from '../../lib/session/login-dialog';
import { fillIn } from '../../i18n/fill-in';
import type { Phrase, Translate } from '../../i18n/translate';

export const ForgotPasswordSchema = v.object({ email: email() });

/** The forgot-password form's draft: the email. */
export const FORGOT_PASSWORD_DRAFT = { name: 'forgot-password', fields: ['email'] } as const satisfies DraftSpec<'email'>;

/**
 * Reset page: 8–15 characters with a lowercase, an uppercase, a digit and one of @ $ ! % * ? &. [§5](docs/CONTRACT.md#5-rules) names the
 * characters its input filter keeps (letters, digits, spaces and ! @ # $ % ^ & * ? -, src/lib/forms/filters.ts),
 * and the rule allows exactly those, so a character the field keeps is never one the rule refuses.
 */
export const RESET_PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d !@#$%^&*?-]{8,15}$/;
/** The reset rule in words, shown under the password field: the characters the field keeps, then what it needs. */
export const RESET_PASSWORD_HINT =
  'Use 8 to 15 characters: letters, digits, spaces or ! @ # $ % ^ & * ? -, with a lowercase letter, an uppercase letter, a digit and one of @ $ ! % * ? &.';

/** English, for the reset page's note: the text as written. */
const english: Translate = (text, values) => fillIn(text, values);

/** The characters readableCharacter names (filters.ts), by their English names: phrases of the dictionaries. */
const CHARACTER_NAMES = ['a space', 'a tab', 'a line break'] as const satisfies readonly Phrase[];

/**
 * What the reset page says beside a password field whose filter ([§5](docs/CONTRACT.md#5-rules)) took characters out, e.g. a password
 * manager's generated password: 'We removed “~” and “(”: this page accepts only letters, …', in the island's
 * language (`t`, and `locale` for the list's "and").
 */
export function resetRemovedNote(removed: readonly string[], t: Translate = english, locale = 'en'): string {
  const shown = removed.map((char) => {
    const readable = readableCharacter(char);
    const name = CHARACTER_NAMES.find((each) => each === readable);
    if (name) return t(name);
    return readable === char ? t('“{character}”', { character: char }) : readable;
  });
  return t('We removed {characters}: this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.', {
    characters: new Intl.ListFormat(locale, { type: 'conjunction' }).format(shown),
  });
}

export const ResetPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty('Please enter a password.'),
      v.regex(RESET_PASSWORD_RULE, 'Entered Password does not match with provided Password Hint'),
    ),
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

/** The create rule in words, shown under the password field. */
export const CREATE_PASSWORD_HINT =
  'Use 8 to 15 characters with an uppercase letter, a lowercase letter, a digit and one of ! @ $ % ^ & * # ? -. Not allowed: ( ) \\ ` ~ : ; " / < >';

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
  // The segment after the page's name, under any language's prefix (/fr/reset-password/{token}).
  const segments = pathname.split('/').filter(Boolean);
  const page = segments.findIndex((segment) => segment === 'reset-password' || segment === 'generate-new-password');
  const raw = page === -1 ? '' : (segments[page + 1] ?? '');
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape (e.g. a link cut short in an email) is no token.
    return '';
  }
}

/** [§8](docs/CONTRACT.md#8-notices) Password reset failures: a notice titled with the server's errors.message, its first field message under it. */
export const passwordFailure: FailureMapping = ({ message, fields }) =>
  message ? [{ kind: 'error', title: message, message: Object.values(fields)[0] }] : [GENERIC_FAILURE];

/** POST /user/reset-password/email body: the email and the reset link's base address. */
export interface ResetRequest {
  readonly email: string;
  readonly base_url: string;
}

/** POST /user/reset-password/email with the client secret in a header: 201 is success. */
export const requestReset: FormAction<ResetRequest> = {
  call: (payload) => call('post', '/user/reset-password/email', { json: payload, headers: clientSecretHeader() }),
  success: [201],
  // [§7](docs/CONTRACT.md#7-calls): the 201 is the answer; the body is not read.
  needsBody: false,
  failure: passwordFailure,
};

/** [§8](docs/CONTRACT.md#8-notices) Forgot-password success, and an empty field. */
export const RESET_REQUESTED: Landing = {
  reset: true,
  notices: [{ kind: 'success', title: 'Email is sent successfully!', message: 'Please check your email to reset password' }],
};

/** POST /user/reset-password body: both passwords and the token of the link. */
export interface NewPassword {
  readonly password: string;
  readonly password_confirmation: string;
  readonly token: string;
}

/** POST /user/reset-password: 201 is success on the reset page, 200 or 201 on the create page ([§4](docs/CONTRACT.md#4-flows)). */
export function setPassword(success: readonly number[]): FormAction<NewPassword> {
  return {
    call: (payload) => call('post', '/user/reset-password', { json: payload }),
    success,
    // [§4](docs/CONTRACT.md#4-flows): the status is the answer; the body is not read.
    needsBody: false,
    failure: passwordFailure,
  };
}

/** [§8](docs/CONTRACT.md#8-notices) Reset success; the next page opens the login dialog, and the browser goes home after `delayMs` ([§9](docs/CONTRACT.md#9-constants)). */
export function passwordUpdated(delayMs: number): Landing {
  openLoginOnArrival();
  return { notices: [{ kind: 'success', title: 'Successfully!', message: 'Password has been updated Successfully' }], go: '/', delayMs };
}
