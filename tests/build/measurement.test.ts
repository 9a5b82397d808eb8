/**
 * Measurement without cookies in a build without PUBLIC_ANALYTICS_URL, the run's own: no code,
 * no request, no CSP origin. Not one page loads a measurement script, no bundled file carries the sender or
 * web-vitals, and every policy's connect-src names the API and the invoice base only. A build with the
 * variable set is checked by tests/e2e/measure-visits-and-conversions.own-build.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureSite } from '../../scripts/quality/budgets';
import { RETIRED_WORKER_RULE } from '../../src/build/csp';
import { GOOGLE_PAY_ORIGIN } from '../../src/lib/security';
import { INVOICE_ORIGIN, SANDBOX_ORIGIN } from '../env';
import { pathWithoutLanguage } from '../../src/i18n/languages';
import { BUILD_DIR, pagePaths, read } from './dist';

/** What only measurement code contains: the collector's path, the privacy signal it reads, web-vitals' entry types. */
const MEASUREMENT_MARKERS = ['/api/event', 'globalPrivacyControl', 'largest-contentful-paint', 'layout-shift'];

/** The directives of a policy, by name. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('a build without PUBLIC_ANALYTICS_URL', () => {
  it('has no measurement code: no page loads it and no bundled file carries it', () => {
    for (const path of pagePaths()) expect(read(path), path).not.toContain('PageMeasurement');
    const files = readdirSync(join(BUILD_DIR, '_astro')).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(BUILD_DIR, '_astro', file), 'utf8');
      for (const marker of MEASUREMENT_MARKERS) expect(code, `${file} carries "${marker}"`).not.toContain(marker);
    }
  });

  it('adds nothing to any page’s budget', async () => {
    for (const report of await measureSite(BUILD_DIR)) expect(report.measurement, report.page).toBe(0);
  });

  it('names no collector: connect-src holds the API and the invoice base only (and Google Pay on /testpay alone, in each language)', () => {
    const expected = ["'self'", SANDBOX_ORIGIN, INVOICE_ORIGIN];
    const connect = (policy: string) => directivesOf(policy).get('connect-src');
    for (const path of pagePaths().filter((page) => page !== '/admin')) {
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(read(path))?.[1] ?? '';
      expect(connect(policy), path).toEqual(pathWithoutLanguage(path) === '/testpay' ? [...expected, GOOGLE_PAY_ORIGIN] : expected);
    }
    const headers = readFileSync(join(BUILD_DIR, '_headers'), 'utf8');
    const rules = [...headers.matchAll(/^(\S+)\n {2}Content-Security-Policy: (.+)$/gm)].map(([, path = '', policy = '']) => [path, policy] as const);
    // A rule per page (src/build/csp.ts writes no /* policy): the home page's and /testpay's among them.
    expect(rules.map(([path]) => path)).toEqual(expect.arrayContaining(['/', '/testpay']));
    // The retired service worker may fetch nothing at all.
    expect(rules.find(([path]) => path === RETIRED_WORKER_RULE.for)?.[1]).toBe("default-src 'none'");
    for (const [path, policy] of rules.filter(([path]) => !path.startsWith('/admin') && path !== RETIRED_WORKER_RULE.for)) {
      expect(connect(policy), path).toEqual(/^(\/(fr|es))?\/testpay(\.html)?$/.test(path) ? [...expected, GOOGLE_PAY_ORIGIN] : expected);
    }
  });
});
