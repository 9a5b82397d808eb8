/**
 * A build of its own, as Netlify's production context makes it: no sample story anywhere, and no sample or draft
 * landing page. A second
 * production build is too slow for every change, so this runs in npm run test:full (vitest project
 * own-build, whose time limit allows a build on a busy machine).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuild } from '../../scripts/build-and-serve';
import { VARIABLES } from '../../src/lib/config/variables.build';

/** Every file of a folder, with paths relative to it. */
async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describe('a production build (CONTEXT=production)', () => {
  it('has no sample story (no /customers pages, no link to them, no strip, nothing in the sitemap) and no sample or draft landing page', async () => {
    // The samples this checks against: the shipped stories are all samples (a real story would be published).
    const stories = join(import.meta.dirname, '../../content/stories');
    const samples: { file: string; customer: string }[] = [];
    for (const file of await readdir(stories)) {
      const text = await readFile(join(stories, file), 'utf8');
      if (/^sample: true$/m.test(text)) samples.push({ file, customer: /^customer: (.+)$/m.exec(text)?.[1] ?? '' });
    }
    expect(samples.length).toBeGreaterThan(0);
    // The landing pages production leaves out: samples and drafts (the shipped one is a sample).
    const landingsDir = join(import.meta.dirname, '../../content/landings');
    const leftOut: string[] = [];
    for (const file of await readdir(landingsDir)) {
      const text = await readFile(join(landingsDir, file), 'utf8');
      if (/^(sample|draft): true$/m.test(text)) leftOut.push(file.replace(/\.md$/, ''));
    }
    expect(leftOut.length).toBeGreaterThan(0);

    const out = await mkdtemp(join(tmpdir(), 'stories-production-'));
    try {
      const required = Object.fromEntries(
        Object.entries(VARIABLES)
          .filter(([, variable]) => variable.requiredInProduction)
          .map(([name]) => [name, name === 'PUBLIC_SITE_URL' ? 'https://www.parkcloud.example' : 'https://api.parkcloud.example/x']),
      );
      const build = await astroBuild({ ...required, CONTEXT: 'production', SITE_OUT_DIR: out }, { quiet: true });
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
