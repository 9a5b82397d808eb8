/** Who may call: the client's id and secret in a body, or the user of a Bearer token. */
import type { SandboxConfig } from '../config.ts';
import type { User } from '../data.ts';
import type { Reply } from '../http.ts';
import { fail } from '../http.ts';
import { text } from '../validation.ts';
import type { Context } from './context.ts';

/** Seconds an access token is said to last. */
export const EXPIRES_IN = 3600;

export const CLIENT_FAILED = 'Client authentication failed';

/** 401 unless the body carries this client's id and secret (and, when `grant` is set, grant_type "password"). */
export function clientAuth(body: Record<string, unknown>, config: SandboxConfig, grant: boolean): Reply | null {
  const clientOk = text(body['client_id']) === config.clientId && text(body['client_secret']) === config.clientSecret;
  if (!clientOk || (grant && text(body['grant_type']) !== 'password')) return fail(401, CLIENT_FAILED);
  return null;
}

/** The user of the request's bearer token, or the 401 to answer. */
export function bearer(context: Context): User | Reply {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(context.headers.authorization ?? '');
  const user = match?.[1] === undefined ? undefined : context.state.userOfToken(match[1]);
  return user ?? fail(401, 'Unauthenticated.');
}

export function isReply(value: User | Reply): value is Reply {
  return 'status' in value && 'body' in value;
}
