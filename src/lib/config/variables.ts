/**
 * Every deployment-specific value of the site: a PUBLIC_* build variable with the default that makes a
 * local build work against the sandbox API (sandbox/). astro.config.mjs declares them in `env.schema`;
 * code reads them from `astro:env/client`.
 */

/** The sandbox API's origin in local builds (`npm start`). */
export const LOCAL_API_ORIGIN = 'http://127.0.0.1:8787';
/** The site's origin in local builds. */
export const LOCAL_SITE_ORIGIN = 'http://127.0.0.1:4321';

export interface Variable {
  /** Local default. */
  readonly fallback: string;
  /** What it is, for .env.example and the README. */
  readonly about: string;
  /** A Netlify production build fails without it. */
  readonly requiredInProduction: boolean;
  /** Only these values are allowed. */
  readonly oneOf?: readonly string[];
}

export const VARIABLES = {
  PUBLIC_SITE_URL: { fallback: LOCAL_SITE_ORIGIN, about: 'Public origin of this site, for canonical links, Open Graph and the sitemap.', requiredInProduction: true },
  PUBLIC_API_URL: { fallback: LOCAL_API_ORIGIN, about: "Base URL of the provider's API (no trailing slash).", requiredInProduction: true },
  PUBLIC_CUSTOMER_PORTAL_URL: { fallback: `${LOCAL_API_ORIGIN}/stand-in/customer-portal`, about: 'Customer portal; customers (user_type 5) land on {this}/{partner_slug}#access_token=…&refresh_token=….', requiredInProduction: true },
  PUBLIC_ADMIN_PORTAL_URL: { fallback: `${LOCAL_API_ORIGIN}/stand-in/admin-portal`, about: 'Partner admin site; every other user type lands on {this}/{user_type}.', requiredInProduction: true },
  PUBLIC_NEWS_URL: { fallback: `${LOCAL_API_ORIGIN}/stand-in/news`, about: 'External news page that /news redirects to.', requiredInProduction: true },
  PUBLIC_PARKNPLAY_URL: { fallback: `${LOCAL_API_ORIGIN}/stand-in/touchless-gate`, about: 'Default touchless-gate page that /ParkNPlay redirects to.', requiredInProduction: true },
  PUBLIC_PARKNPLAY_CITATION_URL: { fallback: `${LOCAL_API_ORIGIN}/stand-in/citation`, about: 'Citation-payment page: /ParkNPlay/{id} redirects to {this}/{id}.', requiredInProduction: true },
  PUBLIC_INVOICE_URL: { fallback: `${LOCAL_API_ORIGIN}/invoice`, about: 'Invoice files: {this}/pdf/{id} and {this}/jpg/{id}.', requiredInProduction: true },
  PUBLIC_CLIENT_ID: { fallback: 'sandbox-client', about: 'OAuth client id added to login, registration and contact calls.', requiredInProduction: true },
  PUBLIC_CLIENT_SECRET: { fallback: 'sandbox-secret', about: 'OAuth client secret added with the client id (public by design of the API).', requiredInProduction: true },
  PUBLIC_CARD_ENCRYPTION_KEY: { fallback: 'sandbox-card-key', about: 'Key of the AES card nonce; must match the API.', requiredInProduction: false },
  PUBLIC_DEFAULT_PARTNER_SLUG: { fallback: 'parkcloud', about: 'Brand slug used for customers whose partner_slug is empty.', requiredInProduction: false },
  PUBLIC_HERO_VIDEO_ID: { fallback: 'aqz-KE-bpKQ', about: 'YouTube id of the home page hero video.', requiredInProduction: false },
  PUBLIC_GOOGLE_PAY_MERCHANT_ID: { fallback: '12345678901234567890', about: 'Google Pay merchant id for /testpay.', requiredInProduction: false },
  PUBLIC_GOOGLE_PAY_ENVIRONMENT: { fallback: 'TEST', about: 'Google Pay environment: TEST or PRODUCTION.', requiredInProduction: false, oneOf: ['TEST', 'PRODUCTION'] },
  PUBLIC_CMS_REPO: { fallback: '', about: 'GitHub repository ("owner/name") that the content editor at /admin commits to; without it a build\'s /admin says the editor is not set up.', requiredInProduction: false },
  PUBLIC_CMS_BRANCH: { fallback: '', about: "Branch the content editor commits to; empty: the repository's default branch.", requiredInProduction: false },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;

/** The values a build uses: the environment's where set, else the local defaults. */
export function resolveVariables(env: Record<string, string | undefined>): Record<VariableName, string> {
  const names = Object.keys(VARIABLES) as VariableName[];
  return Object.fromEntries(names.map((name) => [name, env[name] || VARIABLES[name].fallback])) as Record<VariableName, string>;
}

/** Names a production build lacks; empty when it has everything it needs. */
export function missingInProduction(env: Record<string, string | undefined>): VariableName[] {
  const names = Object.keys(VARIABLES) as VariableName[];
  return names.filter((name) => VARIABLES[name].requiredInProduction && !env[name]);
}
