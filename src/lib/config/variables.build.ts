/**
 * Every deployment-specific value of the site: a PUBLIC_* build variable with the default that makes a
 * local build work against the sandbox API (sandbox/). astro.config.mjs declares them in `env.schema`;
 * code reads them from `astro:env/client`.
 *
 * Two plain variables move the local set-up: SANDBOX_PORT moves the sandbox and every local default that
 * points at it (the API, the portals, the stand-in pages, the invoices); SITE_PORT moves the site (and
 * PUBLIC_SITE_URL's local default). `npm start`, the build and the sandbox all read them.
 *
 * Node-side only (the build, `npm start`, the tests read it; pages get the values through astro:env), hence
 * the .build.ts name that the lint keeps browser code from importing.
 */

/** The site's port in local builds (`npm start`), unless SITE_PORT says otherwise. */
export const DEFAULT_SITE_PORT = 4321;
/** The sandbox API's port in local builds, unless SANDBOX_PORT says otherwise. */
export const DEFAULT_SANDBOX_PORT = 8787;
/** The origin of a local server on a port. */
export const localOrigin = (port: number): string => `http://127.0.0.1:${port}`;

/** The local servers, each with the variable that moves it. */
export const LOCAL_SERVERS = {
  site: { variable: 'SITE_PORT', fallback: DEFAULT_SITE_PORT, what: 'the site' },
  sandbox: { variable: 'SANDBOX_PORT', fallback: DEFAULT_SANDBOX_PORT, what: 'the sandbox API' },
} as const;
export type LocalServer = keyof typeof LOCAL_SERVERS;

/** The ports of the local servers: SITE_PORT and SANDBOX_PORT where set, else 4321 and 8787. */
export function localPorts(env: Record<string, string | undefined>): Record<LocalServer, number> {
  const port = (server: LocalServer): number => {
    const { variable, fallback } = LOCAL_SERVERS[server];
    const raw = env[variable]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${variable} must be a port number (1 to 65535), got "${raw}"`);
    return value;
  };
  return { site: port('site'), sandbox: port('sandbox') };
}

export interface Variable {
  /** Local default. */
  readonly fallback: string;
  /** What it is, for .env.example and the README. */
  readonly about: string;
  /** Every Netlify build (any CONTEXT, not only production) fails without it, or with its sandbox default. */
  readonly requiredInProduction: boolean;
  /** An address the browser calls or sends visitors to with their data: a Netlify build refuses anything but https:. */
  readonly httpsOnNetlify?: boolean;
  /** Only these values are allowed. */
  readonly oneOf?: readonly string[];
  /** The local default is this path on a local server's origin, so its port variable moves it too. */
  readonly local?: { readonly server: LocalServer; readonly path: string };
}

/** A variable whose local default is a path on the sandbox (or the site), moved with its port. */
function onLocal(server: LocalServer, path: string, about: string, requiredInProduction: boolean, httpsOnNetlify = false) {
  const fallback = `${localOrigin(LOCAL_SERVERS[server].fallback)}${path}`;
  return { fallback, about, requiredInProduction, httpsOnNetlify, local: { server, path } } as const;
}

export const VARIABLES = {
  PUBLIC_SITE_URL: onLocal('site', '', 'Public origin of this site, for canonical links, Open Graph and the sitemap.', true),
  PUBLIC_API_URL: onLocal('sandbox', '', "Base URL of the provider's API (no trailing slash).", true, true),
  PUBLIC_CUSTOMER_PORTAL_URL: onLocal(
    'sandbox',
    '/stand-in/customer-portal',
    'Customer portal; customers (user_type 5) land on {this}/{partner_slug}#access_token=…&refresh_token=….',
    true,
    true,
  ),
  PUBLIC_ADMIN_PORTAL_URL: onLocal(
    'sandbox',
    '/stand-in/admin-portal',
    'Partner admin site; every other user type lands on {this}/{user_type}.',
    true,
    true,
  ),
  PUBLIC_NEWS_URL: onLocal('sandbox', '/stand-in/news', 'External news page that /news redirects to.', true),
  PUBLIC_PARKNPLAY_URL: onLocal('sandbox', '/stand-in/touchless-gate', 'Default touchless-gate page that /ParkNPlay redirects to.', true),
  PUBLIC_PARKNPLAY_CITATION_URL: onLocal('sandbox', '/stand-in/citation', 'Citation-payment page: /ParkNPlay/{id} redirects to {this}/{id}.', true),
  PUBLIC_INVOICE_URL: onLocal('sandbox', '/invoice', 'Invoice files: {this}/pdf/{id} and {this}/jpg/{id}.', true, true),
  PUBLIC_CLIENT_ID: {
    fallback: 'sandbox-client',
    about: 'OAuth client id added to login, registration and contact calls.',
    requiredInProduction: true,
  },
  PUBLIC_CLIENT_SECRET: {
    fallback: 'sandbox-secret',
    about: 'OAuth client secret added with the client id (public by design of the API).',
    requiredInProduction: true,
  },
  PUBLIC_CARD_ENCRYPTION_KEY: {
    fallback: 'sandbox-card-key',
    about: "Key of the AES card nonce; must match the API (the sandbox's key would make every payment fail).",
    requiredInProduction: true,
  },
  PUBLIC_DEFAULT_PARTNER_SLUG: {
    fallback: 'parkcloud',
    about: 'Brand slug used for customers whose partner_slug is empty.',
    requiredInProduction: false,
  },
  PUBLIC_HERO_VIDEO_ID: { fallback: 'aqz-KE-bpKQ', about: 'YouTube id of the home page hero video.', requiredInProduction: false },
  PUBLIC_MAP_EMBED_URL: {
    fallback: 'https://www.google.com/maps?q=350+Fifth+Avenue,+Suite+5400,+New+York,+NY+10118&output=embed',
    about:
      'Map embed of the office on /contact-us, loaded when the visitor asks for it (an https: address; its origin is allowed in frame-src on that page only).',
    requiredInProduction: false,
  },
  PUBLIC_GOOGLE_PAY_MERCHANT_ID: { fallback: '12345678901234567890', about: 'Google Pay merchant id for /testpay.', requiredInProduction: false },
  PUBLIC_GOOGLE_PAY_ENVIRONMENT: {
    fallback: 'TEST',
    about: 'Google Pay environment: TEST or PRODUCTION.',
    requiredInProduction: false,
    oneOf: ['TEST', 'PRODUCTION'],
  },
  PUBLIC_CMS_REPO: {
    fallback: '',
    about:
      'GitHub repository ("owner/name") that the content editor at /admin commits to; without it a build\'s /admin says the editor is not set up.',
    requiredInProduction: false,
  },
  PUBLIC_CMS_BRANCH: {
    fallback: '',
    about: "Branch the content editor commits to; empty: the repository's default branch.",
    requiredInProduction: false,
  },
  PUBLIC_ANALYTICS_URL: {
    fallback: '',
    about:
      'Origin of a Plausible-compatible collector (e.g. https://plausible.io; https: in production). When set, pages send {this}/api/event a pageview, their Core Web Vitals and each conversion, with no cookies, no storage and nothing that says who; nothing under Global Privacy Control or Do Not Track. Empty: no measurement code, request or CSP origin.',
    requiredInProduction: false,
  },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;

/** The values a build uses: the environment's where set, else the local defaults on the ports of SITE_PORT and SANDBOX_PORT. */
export function resolveVariables(env: Record<string, string | undefined>): Record<VariableName, string> {
  const ports = localPorts(env);
  const localDefault = (variable: Variable): string =>
    variable.local ? `${localOrigin(ports[variable.local.server])}${variable.local.path}` : variable.fallback;
  const names = Object.keys(VARIABLES) as VariableName[];
  return Object.fromEntries(names.map((name) => [name, env[name] || localDefault(VARIABLES[name])])) as Record<VariableName, string>;
}

/** Names a production build lacks; empty when it has everything it needs. */
export function missingInProduction(env: Record<string, string | undefined>): VariableName[] {
  const names = Object.keys(VARIABLES) as VariableName[];
  return names.filter((name) => VARIABLES[name].requiredInProduction && !env[name]);
}

/**
 * The context of a build on Netlify, which sets NETLIFY=true and CONTEXT (production, deploy-preview,
 * branch-deploy, …) in every build; null for a local build.
 */
export function netlifyContext(env: Record<string, string | undefined>): string | null {
  const context = env['CONTEXT']?.trim();
  if (context) return context;
  return env['NETLIFY']?.trim() ? 'unknown' : null;
}

/** Whether an address is on this machine (the sandbox's and the local site's defaults are). */
function isLocalAddress(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || /^127\./.test(host);
}

/**
 * What a Netlify build (any context: production, a deploy preview, a branch deploy) refuses in its
 * configuration, one line per variable, naming it: a required variable left unset (the build would fall back
 * to the sandbox's default) or set to the sandbox's value (its client id, secret or card key), an address on
 * this machine, and for the API, the portals and the invoices anything but https:. Empty when it is fit to
 * deploy. Local builds are never asked: they keep their defaults.
 */
export function refusedOnNetlify(env: Record<string, string | undefined>): string[] {
  const refused: string[] = [];
  for (const name of Object.keys(VARIABLES) as VariableName[]) {
    const variable: Variable = VARIABLES[name];
    const value = env[name]?.trim() ?? '';
    if (!value) {
      if (variable.requiredInProduction)
        refused.push(`${name} is not set (a local build would use the sandbox's ${JSON.stringify(variable.fallback)})`);
      continue;
    }
    if (variable.requiredInProduction && !variable.local && value === variable.fallback)
      refused.push(`${name} is the sandbox's value ${JSON.stringify(value)}`);
    else if (variable.local && isLocalAddress(value)) refused.push(`${name} is an address on this machine (${value}), like the sandbox's`);
    else if (variable.httpsOnNetlify && !/^https:\/\//i.test(value)) refused.push(`${name} must be an https: address, not ${JSON.stringify(value)}`);
  }
  return refused;
}

/**
 * What is wrong with a PUBLIC_ANALYTICS_URL, or null: when set, it is the collector's origin (scheme, host and
 * port, nothing after them), https: in a Netlify build, where the site's visitors would otherwise send their
 * events in the clear.
 */
export function analyticsUrlProblem(value: string, onNetlify: boolean): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `PUBLIC_ANALYTICS_URL must be the collector's origin, such as https://plausible.io, got "${value}"`;
  }
  const protocols = onNetlify ? ['https:'] : ['https:', 'http:'];
  if (!protocols.includes(url.protocol)) return `PUBLIC_ANALYTICS_URL must be an ${onNetlify ? 'https:' : 'http: or https:'} origin, got "${value}"`;
  if (value.replace(/\/$/, '') !== url.origin)
    return `PUBLIC_ANALYTICS_URL must be an origin without a path, query or fragment, such as ${url.origin}, got "${value}"`;
  return null;
}
