/** What the specification says is "added automatically" to some calls: the client credentials and the password grant. */
import { PUBLIC_CLIENT_ID, PUBLIC_CLIENT_SECRET } from 'astro:env/client';

/** client_id and client_secret. */
export function clientCredentials() {
  return { client_id: PUBLIC_CLIENT_ID, client_secret: PUBLIC_CLIENT_SECRET };
}

/** The client credentials with grant_type password. */
export function passwordGrant() {
  return { ...clientCredentials(), grant_type: 'password' };
}

/** The client secret alone, for the header of the forgot-password call. */
export function clientSecretHeader() {
  return { 'client-secret': PUBLIC_CLIENT_SECRET };
}
