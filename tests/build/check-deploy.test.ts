/**
 * `npm run check:deploy` (scripts/check-deploy.ts) against the local preview: the build served as Netlify would
 * serve it passes, and a served copy whose headers and redirects differ from the build fails, naming each
 * difference. (Two policies on one answer and http: loads on an https page cannot be served by the preview,
 * which refuses overlapping rules and speaks http: scripts/check-deploy.test.ts checks those.)
 */
import { mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDeploy } from '../../scripts/check-deploy';
import { TEST_BUILD_ENV } from '../env';
import { BUILD_DIR, serve, type Served } from './dist';

describe('npm run check:deploy against the preview', () => {
  let site: Served;
  let changed: Served;
  let copy: string;

  beforeAll(async () => {
    // A copy of the build whose files are the build's (links), with /about-us's policy and /news's target changed.
    copy = await mkdtemp(join(tmpdir(), 'check-deploy-'));
    for (const entry of await readdir(BUILD_DIR)) {
      if (entry !== '_headers' && entry !== '_redirects') await symlink(join(BUILD_DIR, entry), join(copy, entry));
    }
    const headers = await readFile(join(BUILD_DIR, '_headers'), 'utf8');
    const aboutUs = /^\/about-us\n {2}Content-Security-Policy: [^\n]*\n/m;
    expect(headers).toMatch(aboutUs);
    await writeFile(join(copy, '_headers'), headers.replace(aboutUs, "/about-us\n  Content-Security-Policy: default-src 'self'\n"));
    const redirects = await readFile(join(BUILD_DIR, '_redirects'), 'utf8');
    expect(redirects).toContain(`/news  ${TEST_BUILD_ENV.PUBLIC_NEWS_URL}  302\n`);
    await writeFile(
      join(copy, '_redirects'),
      redirects.replace(`/news  ${TEST_BUILD_ENV.PUBLIC_NEWS_URL}  302`, '/news  https://elsewhere.example/  302'),
    );
    [site, changed] = await Promise.all([serve(), serve(copy)]);
  });
  afterAll(async () => {
    site.close();
    changed.close();
    await rm(copy, { recursive: true, force: true });
  });

  it('passes the build as the preview serves it: every sitemap page, its one policy and headers, every redirect', async () => {
    expect(await checkDeploy(site.origin, BUILD_DIR)).toEqual([]);
  });

  it('fails a served copy whose policy and redirect differ from the build, naming each', async () => {
    expect(await checkDeploy(changed.origin, BUILD_DIR)).toEqual([
      '/about-us: its Content-Security-Policy is not the one the build wrote for it',
      `/news (rule "/news ${TEST_BUILD_ENV.PUBLIC_NEWS_URL} 302"): goes to https://elsewhere.example/, not ${TEST_BUILD_ENV.PUBLIC_NEWS_URL}`,
    ]);
  });
});
