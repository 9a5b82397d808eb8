/** POST /oauth/access_token: the password grant, answered with the token at the top level and mirrored under data. */
import { fail, json } from '../http.ts';
import { randomId } from '../state.ts';
import { text } from '../validation.ts';
import { clientAuth, EXPIRES_IN } from './auth.ts';
import type { Handler } from './context.ts';
import { trigger } from './triggers.ts';

export const login: Handler = ({ body, state, config }) => {
  const triggered = trigger(body['username'], 'username', ['password', 'The password must be at least 8 characters.']);
  if (triggered) return triggered;
  const unauthorised = clientAuth(body, config, true);
  if (unauthorised) return unauthorised;
  const user = state.userByEmail(text(body['username']));
  if (user?.password === undefined || user.password !== body['password']) {
    return fail(401, 'The user credentials were incorrect.');
  }
  const token = {
    access_token: state.issueToken(user),
    token_type: 'Bearer',
    expires_in: EXPIRES_IN,
    refresh_token: `sbxr_${randomId(24)}`,
    user: { name: user.name, id: user.id, user_type: user.user_type, partner_slug: user.partner_slug },
  };
  return json(201, { ...token, status: 201, data: token, errors: null });
};
