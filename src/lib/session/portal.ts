/**
 * Where a logged-in user's dashboard is: the customer portal for user type 5, else the admin portal. Pure: the
 * portals are an argument (this build's are PORTAL_CONFIG of portal-config.ts; the header's inline script reads
 * them from the page), so the inline script compiles this very function.
 */
import type { Session } from './store';

/**
 * encodeURIComponent, which throws a URIError on half a surrogate pair: a lone one (a login answer's JSON may
 * carry "\ud800") is written as U+FFFD, as the URL standard's own encoder writes it, so the link is still made.
 */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

/** The customer user type ([§6](docs/CONTRACT.md#6-roles)). */
export const CUSTOMER_USER_TYPE = '5';

export interface PortalConfig {
  customerPortalUrl: string;
  adminPortalUrl: string;
  defaultPartnerSlug: string;
}

/** The customer's or partner's portal, without tokens: the Dashboard link's href. */
export function portalAddress(session: Pick<Session, 'user_type' | 'partner_slug'>, config: PortalConfig): string {
  const type = String(session.user_type);
  const [portal, segment] =
    type === CUSTOMER_USER_TYPE ? [config.customerPortalUrl, session.partner_slug || config.defaultPartnerSlug] : [config.adminPortalUrl, type];
  return `${portal.replace(/\/+$/, '')}/${encode(segment)}`;
}

/**
 * The address the browser goes to: the portal, with a customer's tokens in the fragment, so they never
 * reach a server log or a Referer header; every value is URL-encoded. Built only when the user goes
 * there (after login, on a Dashboard click), never put in an href.
 */
export function portalUrl(session: Pick<Session, 'user_type' | 'partner_slug' | 'access_token' | 'refresh_token'>, config: PortalConfig): string {
  const address = portalAddress(session, config);
  if (String(session.user_type) !== CUSTOMER_USER_TYPE) return address;
  return `${address}#access_token=${encode(session.access_token)}&refresh_token=${encode(session.refresh_token)}`;
}
