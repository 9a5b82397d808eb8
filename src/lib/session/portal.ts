/** Where a logged-in user's dashboard is: the customer portal for user type 5, else the admin portal. */
import { PUBLIC_ADMIN_PORTAL_URL, PUBLIC_CUSTOMER_PORTAL_URL, PUBLIC_DEFAULT_PARTNER_SLUG } from 'astro:env/client';
import type { Session } from './store';

/** The customer user type (§6). */
export const CUSTOMER_USER_TYPE = '5';

interface PortalConfig {
  customerPortalUrl: string;
  adminPortalUrl: string;
  defaultPartnerSlug: string;
}

const CONFIG: PortalConfig = {
  customerPortalUrl: PUBLIC_CUSTOMER_PORTAL_URL,
  adminPortalUrl: PUBLIC_ADMIN_PORTAL_URL,
  defaultPartnerSlug: PUBLIC_DEFAULT_PARTNER_SLUG,
};

/**
 * The portal address. Customers' tokens travel in the fragment, so they never reach a server log or a
 * Referer header; every value is URL-encoded.
 */
export function portalUrl(
  session: Pick<Session, 'user_type' | 'partner_slug' | 'access_token' | 'refresh_token'>,
  config: PortalConfig = CONFIG,
): string {
  const trim = (url: string) => url.replace(/\/+$/, '');
  if (String(session.user_type) === CUSTOMER_USER_TYPE) {
    const slug = session.partner_slug || config.defaultPartnerSlug;
    const fragment = `access_token=${encodeURIComponent(session.access_token)}&refresh_token=${encodeURIComponent(session.refresh_token)}`;
    return `${trim(config.customerPortalUrl)}/${encodeURIComponent(slug)}#${fragment}`;
  }
  return `${trim(config.adminPortalUrl)}/${encodeURIComponent(String(session.user_type))}`;
}
