/** The sandbox's own calls for the test runner: its request log, the charges its gateway made, and users of its own. */
import { SEED_USERS } from '../data.ts';
import { invalid, json, ok } from '../http.ts';
import { text } from '../validation.ts';
import type { Handler } from './context.ts';

export const listRequests: Handler = ({ state }) => json(200, state.requests());

/** The charges the sandbox's gateway made (no card data): who, what, and whether the answer was lost. */
export const listCharges: Handler = ({ state }) => json(200, state.charges());

export const clearRequests: Handler = ({ state }) => {
  const cleared = state.requests().length;
  state.clearRequests();
  return ok({ cleared }, 200);
};

/**
 * A fresh copy of a seeded user, `{ like: <its email> }`: the same name, type, slug, password and fixed history
 * under a new email, answered as the credentials to log in with (201 `{ username, password }`).
 */
export const copyUser: Handler = ({ body, state }) => {
  const wanted = text(body['like']).toLowerCase();
  const seed = SEED_USERS.find((user) => user.email === wanted);
  if (seed?.password === undefined) return invalid({ like: ['The like field must be the email of a seeded user.'] });
  const user = state.copyUser(seed);
  return json(201, { username: user.email, password: seed.password });
};
