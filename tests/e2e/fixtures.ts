/**
 * The shared end-to-end fixture: import `test` and `expect` from here instead of @playwright/test.
 *
 * Every test that uses this `test` fails when its `page` logged a console error, threw an uncaught
 * exception, or violated the Content-Security-Policy, so a broken script or a blocked resource never
 * passes unnoticed. Only the site's own documents (baseURL's origin) are watched, not external redirect
 * targets, and only the `page` fixture (a page a test opens itself with context.newPage() is not).
 *
 * A test that aborts requests on purpose (e.g. `page.route('**\/youtube-nocookie.com/**', (r) => r.abort())`,
 * or keepLocal(page) below) opts out of the console errors those aborts cause, and only those, by naming
 * their URLs:
 *
 *   test.use({ allowedFailedRequests: [/youtube-nocookie\.com/] });
 *
 * Also here, for every spec: keepLocal(page), whatWeDoMenu(page), the content readers (headings come
 * from the Markdown of content/), SERVICE_SLUGS and SITE_ROUTES, the table of every route of §2.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** A problem the page reported while the test ran. */
interface PageProblem {
  readonly kind: 'console' | 'pageerror' | 'csp';
  readonly text: string;
}

interface CspViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly sourceFile: string;
  readonly line: number;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

export interface PageGuardOptions {
  /**
   * URLs of requests the test itself aborts on purpose. Console errors about failed loads of these
   * URLs (and only these) are ignored. Empty by default: every failed request is an error.
   */
  allowedFailedRequests: readonly RegExp[];
}

interface PageGuardFixtures {
  /** Automatic: watches the page for console errors, page errors and CSP violations. */
  pageGuard: void;
}

/**
 * Runs in every document before its own scripts: records CSP violations on window (read when the test
 * ends) and reports each at once through a binding, so violations of a page that later navigated away
 * (e.g. a script redirect) are not lost.
 */
function watchCspViolations(): void {
  const violations: CspViolation[] = [];
  window.__cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    const violation = { directive: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile, line: event.lineNumber };
    violations.push(violation);
    void (window as unknown as { __reportCspViolation?: (v: CspViolation) => Promise<void> }).__reportCspViolation?.(violation);
  });
}

const describeViolation = (v: CspViolation) => `${v.directive} blocked ${v.blockedURI || 'inline code'} (${v.sourceFile || 'page'}:${v.line})`;

export const test = base.extend<PageGuardOptions & PageGuardFixtures>({
  allowedFailedRequests: [[], { option: true }],
  pageGuard: [
    async ({ page, allowedFailedRequests, baseURL }, use) => {
      const problems: PageProblem[] = [];
      // Only the site's own documents are watched: redirect targets (the sandbox's stand-ins for external
      // sites) are not ours to judge.
      const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const onSite = () => page.url() === 'about:blank' || new URL(page.url()).origin === siteOrigin;
      const onPurpose = (url: string) => allowedFailedRequests.some((pattern) => pattern.test(url));
      const add = (kind: PageProblem['kind'], text: string) => {
        if (!problems.some((problem) => problem.kind === kind && problem.text === text)) problems.push({ kind, text });
      };

      page.on('console', (message) => {
        if (message.type() !== 'error' || !onSite()) return;
        const { url } = message.location();
        // Chromium logs a failed load as "Failed to load resource: net::ERR_FAILED", located at its URL.
        if (/^Failed to load resource/.test(message.text()) && url && onPurpose(url)) return;
        add('console', `${message.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (error) => {
        if (onSite()) add('pageerror', error.stack ?? error.message);
      });
      await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
        if (onSite()) add('csp', describeViolation(violation));
      });
      await page.addInitScript(watchCspViolations);

      await use();

      const remaining = page.isClosed() || !onSite() ? [] : await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      for (const violation of remaining) add('csp', describeViolation(violation));
      expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------------
// Content readers: the tests take headings from the Markdown, so editors can change copy freely.
// ---------------------------------------------------------------------------------------------------

const CONTENT = new URL('../../content/', import.meta.url);

/** A top-level string field of a content file's front matter, e.g. field('pages/about-us.md', 'heading'). */
export function contentField(file: string, name: string): string {
  const text = readFileSync(new URL(file, CONTENT), 'utf8');
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const line = new RegExp(`^${name}:[ \\t]*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim();
  if (!line) throw new Error(`content/${file} has no "${name}" field`);
  if (line.startsWith('"')) return JSON.parse(line) as string;
  if (line.startsWith("'")) return line.slice(1, -1).replace(/''/g, "'");
  return line;
}

/** The heading (h1) of a page of content/pages. */
export const pageHeading = (id: string): string => contentField(`pages/${id}.md`, 'heading');

/** The name (h1 of its page) of a service of content/services. */
export const serviceName = (slug: string): string => contentField(`services/${slug}.md`, 'name');

/** The ten service slugs of §2, in the order of the specification. */
export const SERVICE_SLUGS = [
  'parking-inventory-management-system',
  'monthly-parking-system',
  'touchless-parking-system',
  'online-reservations',
  'promotion',
  'valet-parking-system',
  'parking-enforcement-system',
  'analytics-system',
  'permit-parking-system',
  'white-label-apps',
] as const;

// ---------------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------------

/**
 * Aborts every request that would leave the machine (anything not on 127.0.0.1). A page that asks for
 * a third-party resource then logs a failed load, which fails the test unless that URL is listed in
 * allowedFailedRequests.
 */
export async function keepLocal(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

/** The header's What We Do menu (the header has a second dropdown, the account menu). */
export function whatWeDoMenu(page: Page) {
  const details = page.locator('header details[data-dropdown]').filter({ has: page.getByText('What We Do', { exact: true }) });
  return { details, summary: details.locator('summary'), links: details.locator('.dropdown__panel a') };
}

// ---------------------------------------------------------------------------------------------------
// The routes of §2
// ---------------------------------------------------------------------------------------------------

/** One route of §2: where the browser ends and the page's one h1 there. */
export interface SiteRoute {
  /** The path the visitor opens. */
  readonly path: string;
  /** The pathname the browser shows once the page has settled (script redirects included). */
  readonly finalPath: string;
  /** The text of the page's only h1, from content/. */
  readonly h1: string;
  /** The canonical link's path when it differs from finalPath (token pages share one canonical page). */
  readonly canonicalPath?: string;
  /** Third-party requests the page makes by design; tests abort them (see keepLocal) and allow the failure. */
  readonly thirdParty?: readonly RegExp[];
}

const contentRoute = (path: string, id: string = path.slice(1), extra: Partial<SiteRoute> = {}): SiteRoute => ({
  path,
  finalPath: path,
  h1: pageHeading(id),
  ...extra,
});

const HOME = pageHeading('home');

/**
 * Every route of §2 and what it does for a visitor who opens it directly (no session, no navigation
 * state). When a page's behaviour changes, change its row; the routes, accessibility and SEO checks
 * all read this one table.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  contentRoute('/', 'home'),
  contentRoute('/about-us'),
  contentRoute('/services', 'services'),
  ...SERVICE_SLUGS.map((slug) => ({ path: `/services/${slug}`, finalPath: `/services/${slug}`, h1: serviceName(slug) })),
  contentRoute('/service-detail'),
  contentRoute('/solutions'),
  contentRoute('/company-profile'),
  contentRoute('/industries'),
  contentRoute('/support'),
  contentRoute('/our-team'),
  contentRoute('/useful-links'),
  contentRoute('/career'),
  contentRoute('/software-defined-parcs'),
  contentRoute('/whitelabel'),
  contentRoute('/airport-parking'),
  contentRoute('/request-a-demo'),
  contentRoute('/request-trial'),
  // Without the order in the navigation state, the Buy Plan page goes back to the trial page.
  contentRoute('/payment', 'request-trial', { finalPath: '/request-trial' }),
  contentRoute('/make-Payment', 'request-trial', { finalPath: '/request-trial' }),
  contentRoute('/thank-you'),
  contentRoute('/login'),
  contentRoute('/forgot-password'),
  contentRoute('/reset-password/some-token', 'reset-password', { canonicalPath: '/reset-password' }),
  contentRoute('/generate-new-password/some-token', 'generate-new-password', { canonicalPath: '/generate-new-password' }),
  contentRoute('/contact-us'),
  contentRoute('/terms-condition'),
  contentRoute('/privacy-policy'),
  contentRoute('/testpay', 'testpay', { thirdParty: [/^https:\/\/pay\.google\.com\//] }),
  // Visitors are sent to /page, an unknown path, which ends at /.
  { path: '/billing', finalPath: '/', h1: HOME },
  // Both logout pages end at / (/log-out after showing 'Please wait' for 2 seconds).
  { path: '/logout', finalPath: '/', h1: HOME },
  { path: '/log-out', finalPath: '/', h1: HOME },
];

// ---------------------------------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------------------------------

/** WCAG 2.0/2.1 A and AA, and WCAG 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations of the page as readable lines: rule, impact, help, then the offending elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n'),
  );
}
