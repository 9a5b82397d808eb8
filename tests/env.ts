/**
 * The ports and configuration of the end-to-end run: the site's build points at a sandbox API on its own
 * port, so a developer's `npm start` (4321/8787) can keep running beside the tests. E2E_SITE_PORT and
 * E2E_SANDBOX_PORT move a run to other ports.
 */
export const SITE_PORT = Number(process.env['E2E_SITE_PORT'] ?? 4399);
export const SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 8799);
/** The test build's own folder, so a `npm run build` or `npm start` beside the tests never changes what they serve. */
export const OUT_DIR = `dist-e2e-${SITE_PORT}`;
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The invoice files' origin: the sandbox under another host name. */
export const INVOICE_ORIGIN = `http://localhost:${SANDBOX_PORT}`;

/**
 * The second pair of ports, for the copy of the site that buy-a-plan-when-prices-cannot-load.own-build.spec.ts
 * builds while its API cannot be reached (E2E_OFFLINE_SITE_PORT, E2E_OFFLINE_SANDBOX_PORT; by default the next
 * ports).
 */
export const OFFLINE_SITE_PORT = Number(process.env['E2E_OFFLINE_SITE_PORT'] ?? SITE_PORT + 1);
export const OFFLINE_SANDBOX_PORT = Number(process.env['E2E_OFFLINE_SANDBOX_PORT'] ?? SANDBOX_PORT + 1);

/**
 * The third pair, for the copy with measurement on that measure-visits-and-conversions.own-build.spec.ts builds:
 * the site (E2E_MEASURE_SITE_PORT) and the stand-in collector its pages send their events to
 * (E2E_COLLECTOR_PORT); by default two ports after the run's own.
 */
export const MEASURE_SITE_PORT = Number(process.env['E2E_MEASURE_SITE_PORT'] ?? SITE_PORT + 2);
export const COLLECTOR_PORT = Number(process.env['E2E_COLLECTOR_PORT'] ?? SANDBOX_PORT + 2);

/**
 * The site of the pseudo-language's copy, which read-the-site-in-a-pseudo-language.own-build.spec.ts builds
 * (E2E_PSEUDO_SITE_PORT; by default three ports after the run's own). Its API is the run's sandbox.
 */
export const PSEUDO_SITE_PORT = Number(process.env['E2E_PSEUDO_SITE_PORT'] ?? SITE_PORT + 3);

/** The PUBLIC_* values that are the same in every test build. */
const FIXED_BUILD_ENV = {
  PUBLIC_CLIENT_ID: 'sandbox-client',
  PUBLIC_CLIENT_SECRET: 'sandbox-secret',
  PUBLIC_CARD_ENCRYPTION_KEY: 'sandbox-card-key',
  PUBLIC_DEFAULT_PARTNER_SLUG: 'parkcloud',
  PUBLIC_HERO_VIDEO_ID: 'aqz-KE-bpKQ',
  PUBLIC_MAP_EMBED_URL: 'https://www.google.com/maps?q=350+Fifth+Avenue,+Suite+5400,+New+York,+NY+10118&output=embed',
  // The editor commits to this repository; tests/e2e/edit-the-site.spec.ts answers its GitHub API calls.
  PUBLIC_CMS_REPO: 'parkcloud/website',
  PUBLIC_CMS_BRANCH: 'main',
} as const;

/** The PUBLIC_* values of a test build for a site and a sandbox origin. */
export const buildEnv = (site: string, sandbox: string) =>
  ({
    PUBLIC_SITE_URL: site,
    PUBLIC_API_URL: sandbox,
    PUBLIC_CUSTOMER_PORTAL_URL: `${sandbox}/stand-in/customer-portal`,
    PUBLIC_ADMIN_PORTAL_URL: `${sandbox}/stand-in/admin-portal`,
    PUBLIC_NEWS_URL: `${sandbox}/stand-in/news`,
    PUBLIC_PARKNPLAY_URL: `${sandbox}/stand-in/touchless-gate`,
    PUBLIC_PARKNPLAY_CITATION_URL: `${sandbox}/stand-in/citation`,
    // The invoice base on another origin than the API (localhost, not 127.0.0.1: the same sandbox, another
    // host name), so the end-to-end run proves each origin the site fetches from is in its policy.
    PUBLIC_INVOICE_URL: `${sandbox.replace('//127.0.0.1:', '//localhost:')}/invoice`,
    ...FIXED_BUILD_ENV,
  }) as const;

/** The PUBLIC_* values the test build is made with. */
export const TEST_BUILD_ENV = buildEnv(SITE_ORIGIN, SANDBOX_ORIGIN);
