/**
 * Login (specification [§3](docs/CONTRACT.md#3-fields), [§4](docs/CONTRACT.md#4-flows), [§5](docs/CONTRACT.md#5-rules), [§7](docs/CONTRACT.md#7-calls), [§8](docs/CONTRACT.md#8-notices)): the form's rules, POST /oauth/access_token with the password
 * grant, 201 as success, and the reading of the answer into a session.
 */
import * as v from 'valibot';
import { anything, NonBlank, readAnswer, record, text, textOr } from '../../lib/api/answer';
import { passwordGrant } from '../../lib/api/credentials';
import { call } from '../../lib/api/http';
import type { FailureMapping } from '../../lib/api/outcome';
import { email } from '../../lib/forms/rules';
import type { DraftSpec } from '../../lib/forms/draft';
import type { FormAction } from '../../lib/forms/submit';
import type { LoginAnswer } from '../../lib/session/store';
import type { Conversion } from '../../lib/measurement';

/** [§5](docs/CONTRACT.md#5-rules) Login: every message is the default 'Please enter valid :attribute.' with the attribute named. */
export const LoginSchema = v.object({
  username: email('Please enter valid email.', 'Please enter valid email.'),
  password: v.pipe(v.string(), v.nonEmpty('Please enter valid password.')),
});

export type Credentials = v.InferOutput<typeof LoginSchema>;

/** The login form's draft: the email only (never the password). */
export const LOGIN_DRAFT = { name: 'login', fields: ['username'] } as const satisfies DraftSpec<keyof Credentials>;

/** A user's id or type: a number or a string as sent, else ''. */
const idOrType = v.fallback(v.union([v.number(), v.string()]), '');

/** The token fields of a login answer; without a token or a user it does not match. */
const TokenSchema = record({
  access_token: NonBlank,
  token_type: textOr('Bearer'),
  // As sent: signIn keeps it only when it is a believable lifetime (sessionSeconds).
  expires_in: anything,
  refresh_token: textOr(''),
  user: record({ name: textOr(''), id: idOrType, user_type: idOrType, partner_slug: text }),
});

/** Whether a login answer carries its token at the top level (else it is mirrored under `data`). */
const TopLevelToken = record({ access_token: NonBlank });

/** A login answer whose token is under `data`. */
const MirroredToken = record({ data: TokenSchema });

/** The session fields of a login answer (tokens at the top level, or mirrored under `data`), or null when it lacks a token or a user. */
export function readLoginAnswer(body: unknown): LoginAnswer | null {
  const token = v.is(TopLevelToken, body) ? readAnswer(TokenSchema, body) : (readAnswer(MirroredToken, body)?.data ?? null);
  if (!token) return null;
  const { access_token, token_type, expires_in, refresh_token, user } = token;
  return { access_token, token_type, expires_in, refresh_token, user };
}

/** [§8](docs/CONTRACT.md#8-notices) Login failure's title. */
const LOGIN_FAILED = 'Something went wrong!';
/** [§8](docs/CONTRACT.md#8-notices) Login failure's words when the server gives no message. */
const LOGIN_TRY_AGAIN = 'Please try again with valid details !';

/**
 * [§8](docs/CONTRACT.md#8-notices) Login failure: 'Something went wrong!' with the server's errors.message, else 'Please try again with valid
 * details !', also when no readable answer came (network, deadline, not JSON): [§8](docs/CONTRACT.md#8-notices) gives login its own words.
 */
export const loginFailure: FailureMapping = Object.assign(
  ({ message }: { message: string | null }) => [{ kind: 'error' as const, title: LOGIN_FAILED, message: message ?? LOGIN_TRY_AGAIN }],
  { withoutAnswer: [{ kind: 'error' as const, title: LOGIN_FAILED, message: LOGIN_TRY_AGAIN }] },
);

/** A successful login counts as a Login from the login dialog; never who logged in. */
export const LOGIN_CONVERSION: Conversion = { name: 'Login', props: { form: 'login' } };

/** POST /oauth/access_token: 201 with a token and a user is success. */
export const logIn: FormAction<Credentials, LoginAnswer> = {
  call: (credentials) => call('post', '/oauth/access_token', { json: { ...credentials, ...passwordGrant() } }),
  success: [201],
  // The session is the answer's tokens and user.
  needsBody: true,
  failure: loginFailure,
  read: readLoginAnswer,
};
