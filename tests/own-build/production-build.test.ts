/**
 * A build of its own, as Netlify's production context makes it: no sample story anywhere, and no sample or draft
 * landing page. It builds a copy of the site with the tests' own content laid in (scripts/site-copy.ts): a sample
 * story and sample landings of their own, so it checks something whatever the editors ship. A second
 * production build is too slow for every change, so this runs in npm run test:full (vitest project
 * own-build, whose time limit allows a build on a busy machine).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuild } from '../../scripts/build-and-serve';
import { copySite, FIXTURES } from '../../scripts/site-copy';
import { contentData, filesIn, landingIsOver, landingIsPreviewOnly } from '../support/content';
import { VARIABLES } from '../../src/lib/config/variables.build';

/** Every file of a folder, with paths relative to it. */
async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describe('a production build (CONTEXT=production)', () => {
  it('has no sample story (no /customers pages, no link to them, no strip, nothing in the sitemap) and no sample or draft landing page', async () => {
    // The samples this checks against: the tests' own sample story, and any the editors ship.
    const samples = filesIn('stories')
      .map((file) => contentData(`stories/${file}`))
      .filter((data) => data['sample'] === true)
      .map((data) => ({ customer: String(data['customer']) }));
    expect(samples.length).toBeGreaterThan(0);
    // The landing pages production leaves out: samples, drafts, those not live yet and those over (the tests' own are
    // samples, one not live until 2099 and one over since 2020).
    const leftOut = filesIn('landings')
      .filter((file) => {
        const data = contentData(`landings/${file}`);
        return landingIsPreviewOnly(data) || landingIsOver(data);
      })
      .map((file) => file.replace(/\.md$/, ''));
    expect(leftOut.length).toBeGreaterThan(0);

    const out = await mkdtemp(join(tmpdir(), 'stories-production-'));
    try {
      const required = Object.fromEntries(
        Object.entries(VARIABLES)
          .filter(([, variable]) => variable.requiredInProduction)
          .map(([name]) => [name, name === 'PUBLIC_SITE_URL' ? 'https://www.parkcloud.example' : 'https://api.parkcloud.example/x']),
      );
      const site = copySite({ fixtures: FIXTURES });
      const build = await astroBuild({ ...required, CONTEXT: 'production', SITE_OUT_DIR: out }, { quiet: true, cwd: site }).finally(() =>
        rm(site, { recursive: true, force: true }),
      );
      expect(build.code, build.output).toBe(0);

      const built = await files(out);
      expect(built).toContain('index.html');
      expect(built).toContain('services/permit-parking-system.html');
      expect(built.filter((file) => file === 'customers.html' || file.startsWith('customers/'))).toEqual([]);
      for (const slug of leftOut) expect(built).not.toContain(`${slug}.html`);
      for (const file of built.filter((name) => /\.(html|xml)$/.test(name))) {
        const text = await readFile(join(out, file), 'utf8');
        expect(text, file).not.toMatch(/href="\/customers|\/customers<|data-proof-strip/);
        for (const { customer } of samples) expect(text, `${file} names ${customer}`).not.toContain(customer);
        for (const slug of leftOut) expect(text, `${file} links /${slug}`).not.toMatch(new RegExp(`href="/${slug}"|/${slug}<`));
      }
      expect(existsSync(join(out, '_redirects'))).toBe(true);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
