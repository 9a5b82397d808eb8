/** The portals of this build, from its configuration (portal.ts builds the addresses). */
import { PUBLIC_ADMIN_PORTAL_URL, PUBLIC_CUSTOMER_PORTAL_URL, PUBLIC_DEFAULT_PARTNER_SLUG } from 'astro:env/client';
import type { PortalConfig } from './portal';

/** The portals of this build. */
export const PORTAL_CONFIG: PortalConfig = {
  customerPortalUrl: PUBLIC_CUSTOMER_PORTAL_URL,
  adminPortalUrl: PUBLIC_ADMIN_PORTAL_URL,
  defaultPartnerSlug: PUBLIC_DEFAULT_PARTNER_SLUG,
};
