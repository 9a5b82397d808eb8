/**
 * What the preview server answers is what Netlify would: the headers of netlify.toml and of the build's
 * dist/_headers on files and on redirects alike, exact origins in the policy, and 400 for a malformed escape.
 */
import { readHeaders, headersFor } from '../../scripts/headers';
import { OUT_DIR, SANDBOX_ORIGIN, INVOICE_ORIGIN } from '../env';
import { expect, test } from './fixtures';

/** A few paths of each kind: pages, pages with their own rule, the editor, a bundled file, rewrites and redirects. */
const PATHS = ['/', '/about-us', '/contact-us', '/testpay', '/admin', '/favicon.svg', '/reset-password/some-token', '/news', '/no-such-page'];

test.describe('headers', () => {
  test('the preview sends exactly the headers of netlify.toml and dist/_headers for every kind of path', async ({ request }) => {
    const rules = await readHeaders(OUT_DIR);
    for (const path of PATHS) {
      const response = await request.get(path, { maxRedirects: 0 });
      const expected = headersFor(rules, new URL(path, 'http://x').pathname);
      expect(Object.keys(expected).length, path).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(expected)) expect(response.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  });

  test('the policy names the exact origins of the configuration, Google Pay on /testpay only', async ({ request }) => {
    const policy = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
    const home = await policy('/');
    expect(home).toContain(`connect-src 'self' ${SANDBOX_ORIGIN} ${INVOICE_ORIGIN}`);
    expect(home).not.toMatch(/\shttps:(\s|;|$)/);
    expect(home).not.toContain('pay.google.com');
    expect(home).not.toContain('https://www.google.com');
    expect(home).toContain("frame-ancestors 'none'");
    expect(await policy('/testpay')).toContain('https://pay.google.com');
    expect(await policy('/contact-us')).not.toContain('pay.google.com');
  });

  test('a malformed % escape gets 400, not a server error with a stack', async ({ request }) => {
    const response = await request.get('/services/%E0%A4%A', { maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe('Bad Request');
  });
});
