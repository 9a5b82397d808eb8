/**
 * The build as HTTP answers, served the way Netlify serves it (scripts/preview.ts: files, then dist/_redirects,
 * with the headers of netlify.toml and dist/_headers): the redirects and rewrites of the route table
 * (src/lib/routes.ts), the headers of every kind of path, the content types of the files search engines read,
 * and 400 for a malformed escape. External targets are the sandbox's stand-in pages (tests/env.ts). Where a
 * page's own script then moves the browser (/payment without an order, the token pages), the route sweep
 * (tests/e2e/browse-every-page.spec.ts) follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRaw } from '../../scripts/check-deploy';
import { headersFor, overlapsIn, readHeaders } from '../../scripts/headers';
import { EDITOR_CSP, builtPagePolicies, headerPolicy, pagePatterns } from '../../src/build/csp';
import { INVOICE_ORIGIN, SANDBOX_ORIGIN, TEST_BUILD_ENV } from '../env';
import { pageHeading } from '../support/content';
import { BUILD_DIR, read, serve, type Served } from './dist';

let site: Served;
beforeAll(async () => {
  site = await serve();
});
afterAll(() => site.close());

/** Text as Astro writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of a page's h1. */
const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe('redirects and rewrites', () => {
  const redirects: ReadonlyArray<readonly [path: string, location: string]> = [
    ['/news', TEST_BUILD_ENV.PUBLIC_NEWS_URL],
    ['/ParkNPlay', TEST_BUILD_ENV.PUBLIC_PARKNPLAY_URL],
    ['/ParkNPlay/ABC%20123', `${TEST_BUILD_ENV.PUBLIC_PARKNPLAY_CITATION_URL}/ABC%20123`],
    // A slash inside the id stays encoded: one path segment.
    ['/ParkNPlay/A%2FB', `${TEST_BUILD_ENV.PUBLIC_PARKNPLAY_CITATION_URL}/A%2FB`],
    // Unknown paths go home; paths are case-sensitive.
    ['/no-such-page', '/'],
    ['/services/no-such-service', '/'],
    ['/parknplay', '/'],
    ['/make-payment', '/'],
    ['/News', '/'],
    ['/page', '/'],
    // An unknown story goes to the list of stories.
    ['/customers/no-such-story', '/customers'],
  ];
  for (const [path, location] of redirects) {
    it(`${path} answers 302 to ${location}`, async () => {
      const response = await site.get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    });
  }

  const pages: ReadonlyArray<readonly [path: string, contentId: string]> = [
    // Served by the payment page, not the catch-all.
    ['/make-Payment', 'payment'],
    ['/payment', 'payment'],
    // The token pages keep their URL (a rewrite, no redirect), so the page can read the token from it.
    ['/reset-password/abc', 'reset-password'],
    ['/generate-new-password/abc', 'generate-new-password'],
    ['/about-us', 'about-us'],
  ];
  for (const [path, id] of pages) {
    it(`${path} answers 200 with its page`, async () => {
      const response = await site.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(h1Of(await response.text())).toBe(escapeHtml(pageHeading(id)));
    });
  }

  it('every link of /llms.txt answers 200 without a redirect', async () => {
    const links = [...read('/llms.txt').matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1] ?? '').pathname);
    expect(links.length).toBeGreaterThan(10);
    for (const path of new Set(links)) expect((await site.get(path)).status, path).toBe(200);
  });
});

describe('content types', () => {
  it('serves share cards as PNG, and robots.txt and llms.txt as text', async () => {
    expect((await site.get('/og/index.png')).headers.get('content-type')).toBe('image/png');
    expect((await site.get('/og-image.png')).headers.get('content-type')).toBe('image/png');
    expect((await site.get('/robots.txt')).headers.get('content-type')).toMatch(/^text\/plain/);
    const llms = await site.get('/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('serves /.well-known/security.txt as text (RFC 9116 asks for text/plain)', async () => {
    const answer = await site.get('/.well-known/security.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/);
  });
});

describe('headers', () => {
  /** A few paths of each kind: pages, pages with their own rule, the editor, a bundled file, rewrites and redirects. */
  const PATHS = ['/', '/about-us', '/contact-us', '/testpay', '/admin', '/favicon.svg', '/reset-password/some-token', '/news', '/no-such-page'];

  it('are exactly those of netlify.toml and dist/_headers, for every kind of path', async () => {
    const rules = await readHeaders(BUILD_DIR);
    for (const path of PATHS) {
      const response = await site.get(path);
      const expected = headersFor(rules, new URL(path, 'http://x').pathname);
      expect(Object.keys(expected).length, path).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
    }
  });

  it("set no header twice with different values for any path, in Netlify's reading of the rules", async () => {
    expect(await overlapsIn(await readHeaders(BUILD_DIR), BUILD_DIR)).toEqual([]);
  });

  /** The Content-Security-Policy headers of an answer, each header line on its own (fetch would join them). */
  const policiesOf = async (path: string) => (await getRaw(new URL(path, site.origin).href)).headers.get('content-security-policy') ?? [];

  it('give every path a page is served at exactly one policy, its own, and the editor its own', async () => {
    const pages = await builtPagePolicies(BUILD_DIR);
    expect(pages.size).toBeGreaterThan(40);
    for (const [page, meta] of pages) {
      // Its path, its file's (/about-us.html), and for a token page a path below it (its rewrite).
      for (const path of pagePatterns(page).map((pattern) => pattern.replace('*', 'some-token'))) {
        expect(await policiesOf(path), path).toEqual([headerPolicy(meta)]);
      }
    }
    // Rewrites and the 404 page serve the policy of the page they serve.
    expect(await policiesOf('/make-Payment')).toEqual([headerPolicy(pages.get('/make-Payment') ?? '')]);
    expect(await policiesOf('/generate-new-password/abc')).toEqual([headerPolicy(pages.get('/generate-new-password') ?? '')]);
    // A password link in another language is a token page too: its own page's policy, not none.
    expect(await policiesOf('/fr/reset-password/abc')).toEqual([headerPolicy(pages.get('/fr/reset-password') ?? '')]);
    expect(await policiesOf('/es/generate-new-password/abc')).toEqual([headerPolicy(pages.get('/es/generate-new-password') ?? '')]);
    expect(await policiesOf('/404')).toEqual([headerPolicy(pages.get('/404') ?? '')]);
    for (const path of ['/admin', '/admin.html', '/admin/config.yml']) expect(await policiesOf(path), path).toEqual([EDITOR_CSP]);
  });

  it('gives a redirect no policy unless a page rule matches it', async () => {
    // Netlify matches "/admin" with or without a trailing slash: /admin/'s redirect carries the editor's one policy.
    expect(await policiesOf('/admin/')).toEqual([EDITOR_CSP]);
    for (const path of ['/news', '/ParkNPlay/A1', '/no-such-page', '/customers/no-such-story']) {
      const answer = await getRaw(new URL(path, site.origin).href);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('content-security-policy'), path).toBeUndefined();
      expect(answer.headers.get('x-frame-options'), path).toEqual(['DENY']);
    }
  });

  it('name the exact origins of the configuration in the policy, Google Pay on /testpay only', async () => {
    const policy = async (path: string) => (await site.get(path)).headers.get('content-security-policy') ?? '';
    const home = await policy('/');
    expect(home).toContain(`connect-src 'self' ${SANDBOX_ORIGIN} ${INVOICE_ORIGIN}`);
    expect(home).not.toMatch(/\shttps:(\s|;|$)/);
    expect(home).not.toContain('pay.google.com');
    expect(home).not.toContain('https://www.google.com');
    expect(home).toContain("frame-ancestors 'none'");
    expect(await policy('/testpay')).toContain('https://pay.google.com');
    expect(await policy('/contact-us')).not.toContain('pay.google.com');
  });

  it('keep hashed files a year and have every page and unhashed file asked again on every view', async () => {
    const script = /\/_astro\/[\w.~-]+\.js/.exec(read('/index.html'))?.[0] ?? '';
    expect(script).not.toBe('');
    expect((await site.get(script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/about-us', '/services/monthly-parking-system', '/favicon.svg', '/og-image.png', '/sitemap-index.xml']) {
      const response = await site.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      // Asked again with the tag it was given, an unchanged file answers 304 without a body.
      const etag = response.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await site.get(path, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
    }
  });

  it('answer a malformed % escape with 400, not a server error with a stack', async () => {
    const response = await site.get('/services/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad Request');
  });
});
