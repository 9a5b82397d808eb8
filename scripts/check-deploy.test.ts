import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeploy, mixedContent, parseRedirects, redirectSample, type RawAnswer } from './check-deploy';
import { headersFor, readHeaders } from './headers';

const SITE = 'https://www.parkcloud.example';

/** A build of two pages: its sitemaps, its _headers and its _redirects. */
async function build(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'check-deploy-'));
  await writeFile(join(dir, 'sitemap-index.xml'), `<sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`);
  await writeFile(join(dir, 'sitemap-0.xml'), `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/about-us</loc></url></urlset>`);
  await writeFile(
    join(dir, '_headers'),
    "/\n  Content-Security-Policy: default-src 'self'\n/about-us\n  Content-Security-Policy: default-src 'none'\n",
  );
  await writeFile(
    join(dir, '_redirects'),
    '/news  https://news.example/  302\n/ParkNPlay/:id  https://pay.example/:id  302\n/reset-password/:token  /reset-password  200\n/*  /  302\n',
  );
  return dir;
}

/** A header map the way getRaw gives it. */
const raw = (headers: Record<string, string | string[]>): Map<string, string[]> =>
  new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value : [value]]));

/** A site that serves the build exactly, with `change` applied to the answer of one path. */
async function site(dir: string, change: (path: string, answer: RawAnswer) => RawAnswer = (_, answer) => answer) {
  const rules = await readHeaders(dir);
  const requested: string[] = [];
  // As a request would: whatever `change` throws comes back as a rejection.
  const get = (url: string): Promise<RawAnswer> =>
    new Promise((resolve) => {
      const { pathname } = new URL(url);
      requested.push(pathname);
      const redirects: Record<string, string> = {
        '/news': 'https://news.example/',
        '/ParkNPlay/sample-id': 'https://pay.example/sample-id',
        '/sample-path': '/',
      };
      const location = redirects[pathname];
      const answer: RawAnswer = location
        ? { status: 302, headers: raw({ location }), body: '' }
        : { status: 200, headers: raw(headersFor(rules, pathname)), body: '<img src="https://cdn.example/a.png">' };
      resolve(change(pathname, answer));
    });
  return { get, requested };
}

describe('npm run check:deploy', () => {
  it('passes a site that serves its build, asking for every page and a sample of every redirect', async () => {
    const dir = await build();
    const { get, requested } = await site(dir);
    expect(await checkDeploy(SITE, dir, get)).toEqual([]);
    expect(requested).toEqual(['/', '/about-us', '/news', '/ParkNPlay/sample-id', '/reset-password/sample-token', '/sample-path']);
  });

  it('names a page with two policies, another policy, a missing or changed security header, or another status', async () => {
    const dir = await build();
    const { get } = await site(dir, (path, answer) => {
      const headers = new Map(answer.headers);
      if (path === '/') {
        headers.set('content-security-policy', ["default-src 'self'", "default-src 'none'"]);
        headers.delete('x-frame-options');
      }
      if (path === '/about-us') {
        headers.set('content-security-policy', ["default-src 'self'"]);
        headers.set('referrer-policy', ['unsafe-url']);
      }
      if (path === '/reset-password/sample-token') return { status: 404, headers, body: '' };
      return { ...answer, headers };
    });
    expect(await checkDeploy(SITE, dir, get)).toEqual([
      '/: 2 Content-Security-Policy headers, not exactly one',
      '/: X-Frame-Options is missing, not "DENY"',
      '/about-us: its Content-Security-Policy is not the one the build wrote for it',
      '/about-us: Referrer-Policy is "unsafe-url", not "strict-origin-when-cross-origin"',
      '/reset-password/sample-token (rule "/reset-password/:token /reset-password 200"): answered 404, not 200',
    ]);
  });

  it('names a wrong redirect, a page that does not answer, and a page that loads over http', async () => {
    const dir = await build();
    const { get } = await site(dir, (path, answer) => {
      if (path === '/news') return { ...answer, headers: raw({ location: 'http://news.example/' }) };
      if (path === '/about-us') throw new Error('connect ECONNREFUSED');
      if (path === '/') return { ...answer, body: '<script src="http://cdn.example/x.js"></script>' };
      return answer;
    });
    expect(await checkDeploy(SITE, dir, get)).toEqual([
      '/: loads http://cdn.example/x.js over http on an https page',
      '/about-us: answered connect ECONNREFUSED, not 200',
      '/news (rule "/news https://news.example/ 302"): goes to http://news.example/, not https://news.example/',
    ]);
  });

  it('finds http: loads on https pages only, not links', () => {
    const html = [
      '<a href="http://example.com/page">a link</a>',
      '<link rel="canonical" href="http://example.com/">',
      '<link rel="stylesheet" href="http://cdn.example/s.css">',
      '<img srcset="https://cdn.example/1.png 1x, http://cdn.example/2.png 2x" alt="">',
      '<iframe src="http://map.example/embed"></iframe>',
      '<div style="background: url(\'http://cdn.example/bg.png\')"></div>',
    ].join('');
    expect(mixedContent(html, 'https://site.example/').sort()).toEqual([
      'http://cdn.example/2.png',
      'http://cdn.example/bg.png',
      'http://cdn.example/s.css',
      'http://map.example/embed',
    ]);
    expect(mixedContent(html, 'http://127.0.0.1:4321/')).toEqual([]);
  });

  it('reads _redirects and makes a request that exercises each rule', () => {
    const rules = parseRedirects('# comment\n/news  https://news.example  302\n\n/ParkNPlay/:id  https://pay.example/c/:id  302\n/x/*  /x  200\n');
    expect(rules).toEqual([
      { from: '/news', to: 'https://news.example', status: 302 },
      { from: '/ParkNPlay/:id', to: 'https://pay.example/c/:id', status: 302 },
      { from: '/x/*', to: '/x', status: 200 },
    ]);
    expect(rules.map(redirectSample)).toEqual([
      { path: '/news', location: 'https://news.example' },
      { path: '/ParkNPlay/sample-id', location: 'https://pay.example/c/sample-id' },
      { path: '/x/sample-path', location: null },
    ]);
  });
});
