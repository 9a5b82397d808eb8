/**
 * Second views (src/build/second-view.ts, src/lib/second-view/): the service worker, the copies it answers with, and
 * what the site sends with each, read as files and as the preview serves them (as Netlify does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerManifest } from '../../scripts/check-deploy';
import { headerPolicy, inlineHashes, WORKER_CSP } from '../../src/build/csp';
import { withCachedStylesheet } from '../../src/build/second-view';
import { TOKEN_PAGES } from '../../src/lib/routes';
import { viewOf, WORKER_PATH } from '../../src/lib/second-view/paths';
import { BUILD_DIR, pagePaths, read, serve, type Served } from './dist';

/** The manifest the build put at the start of the worker. */
const manifest = (await workerManifest(BUILD_DIR)) ?? { pages: [], stylesheet: '' };

/** A built page's meta policy, and the page without it. */
const metaPolicy = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
const withoutPolicy = (html: string) => html.replace(/<meta http-equiv="content-security-policy" content="[^"]*">/, '');

let site: Served;
beforeAll(async () => {
  site = await serve();
});
afterAll(() => site.close());

describe('the second views', () => {
  it('are every visitor page a link can lead to, but the 404 page and the token pages', () => {
    const expected = pagePaths().filter((path) => !['/admin', '/404', ...TOKEN_PAGES].includes(path));
    expect([...manifest.pages].sort()).toEqual(expected.sort());
    expect(manifest.stylesheet).toMatch(/^\/_astro\/site\.[\w-]+\.css$/);
  });

  it.each(manifest.pages)('%s: its view is the page, the inline stylesheet swapped for the cached file’s link', (path) => {
    const page = read(path);
    const view = read(viewOf(path));
    expect(withoutPolicy(view)).toBe(withoutPolicy(withCachedStylesheet(page)?.html ?? ''));
    // The only inline style left is the islands' one rule, which nothing in the stylesheet restyles.
    expect(view.match(/<style>[^<]*<\/style>/g)).toEqual(['<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>']);
    // Its policy is the page's, but for the cut style's hash.
    const cut = inlineHashes(page).styles.filter((hash) => !inlineHashes(view).styles.includes(hash));
    expect(cut).toHaveLength(1);
    expect(metaPolicy(view)).toBe(metaPolicy(page).replace(` ${cut[0] ?? ''}`, ''));
  });
});

describe('what the site sends', () => {
  it('a view with its own policy, kept out of search engines, revalidated like its page', async () => {
    for (const path of ['/', '/about-us', '/services/monthly-parking-system']) {
      const response = await site.get(viewOf(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy'), path).toBe(headerPolicy(metaPolicy(await response.text())));
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(response.headers.get('cache-control'), path).toBe((await site.get(path)).headers.get('cache-control'));
    }
  });

  it('the worker with a policy of its own: the site alone, for its fetches', async () => {
    const response = await site.get(WORKER_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(WORKER_CSP);
    expect(response.headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
  });
});
