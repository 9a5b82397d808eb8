/**
 * The content editor's page as served (scripts/preview.ts, as Netlify would): /admin answers with the editor's
 * own policy, asks not to be indexed or cached, /admin/ leads to it, and no sitemap names it. The editor itself
 * (signing in, the collections, saving) runs in a browser: tests/e2e/edit-the-site.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_CSP } from '../../src/build/csp';
import { locs, read, serve, type Served } from './dist';

let site: Served;
beforeAll(async () => {
  site = await serve();
});
afterAll(() => site.close());

describe('/admin', () => {
  it('serves the editor with its own policy, not to be indexed or cached', async () => {
    const response = await site.get('/admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(EDITOR_CSP);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('/admin/ answers 302 to /admin', async () => {
    const response = await site.get('/admin/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin');
  });

  it('is in no sitemap (search engines are not pointed at it)', () => {
    const sitemaps = locs(read('/sitemap-index.xml'));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps) expect(read(new URL(sitemap).pathname), sitemap).not.toContain('/admin');
  });
});
