/** Reading the login answer (§3): tokens at the top level, or mirrored under `data`. */
import { asRecord, asText, pick } from '../api/envelope';
import type { LoginAnswer } from '../session/store';

/** The session fields of a login answer, or null when the answer lacks a token or a user. */
export function readLoginAnswer(body: unknown): LoginAnswer | null {
  const source = asText(pick(body, 'access_token')) ? body : pick(body, 'data');
  const token = asText(pick(source, 'access_token'));
  const user = asRecord(pick(source, 'user'));
  if (!token || !user) return null;
  const userType = user['user_type'];
  return {
    access_token: token,
    token_type: asText(pick(source, 'token_type')) ?? 'Bearer',
    expires_in: Number(pick(source, 'expires_in')) || 0,
    refresh_token: asText(pick(source, 'refresh_token')) ?? '',
    user: {
      name: asText(user['name']) ?? '',
      id: typeof user['id'] === 'number' || typeof user['id'] === 'string' ? user['id'] : '',
      user_type: typeof userType === 'number' || typeof userType === 'string' ? userType : '',
      partner_slug: asText(user['partner_slug']),
    },
  };
}
