import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from '../../src/lib/config/variables';
import { formatMetricValue, publishedStories, showsSampleStories, unitIsAttached } from '../../src/lib/stories';

const story = (id: string, order: number, sample: boolean) => ({ id, data: { order, sample } });

describe('published stories', () => {
  const stories = [story('real-b', 3, false), story('sample-a', 1, true), story('real-a', 2, false)];

  it('leaves the samples out of a production build only', () => {
    expect(showsSampleStories('production')).toBe(false);
    expect(showsSampleStories('deploy-preview')).toBe(true);
    expect(showsSampleStories(undefined)).toBe(true);
    expect(publishedStories(stories, 'production').map((s) => s.id)).toEqual(['real-a', 'real-b']);
    expect(publishedStories(stories, 'branch-deploy').map((s) => s.id)).toEqual(['sample-a', 'real-a', 'real-b']);
    expect(publishedStories(stories, undefined).map((s) => s.id)).toEqual(['sample-a', 'real-a', 'real-b']);
  });

  it('is empty in production when every story is a sample', () => {
    expect(publishedStories([story('a', 1, true), story('b', 2, true)], 'production')).toEqual([]);
  });
});

describe('metrics', () => {
  it('groups thousands and keeps at most one decimal', () => {
    expect(formatMetricValue(3000)).toBe('3,000');
    expect(formatMetricValue(2.5)).toBe('2.5');
    expect(formatMetricValue(2.46)).toBe('2.5');
    expect(formatMetricValue(0)).toBe('0');
  });

  it('attaches % and x to the number, and spaces words', () => {
    expect(unitIsAttached('%')).toBe(true);
    expect(unitIsAttached('x')).toBe(true);
    expect(unitIsAttached('hours')).toBe(false);
    expect(unitIsAttached('x-rays')).toBe(false);
  });
});

/** Every file of a folder, with paths relative to it. */
async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describe('a production build (CONTEXT=production)', () => {
  it('has no sample story: no /customers pages, no link to them, no strip, nothing in the sitemap', { timeout: 180_000 }, async () => {
    // The samples this checks against: the shipped stories are all samples (a real story would be published).
    const stories = join(import.meta.dirname, '../../content/stories');
    const samples: { file: string; customer: string }[] = [];
    for (const file of await readdir(stories)) {
      const text = await readFile(join(stories, file), 'utf8');
      if (/^sample: true$/m.test(text)) samples.push({ file, customer: /^customer: (.+)$/m.exec(text)?.[1] ?? '' });
    }
    expect(samples.length).toBeGreaterThan(0);

    const out = await mkdtemp(join(tmpdir(), 'stories-production-'));
    try {
      const required = Object.fromEntries(
        Object.entries(VARIABLES)
          .filter(([, variable]) => variable.requiredInProduction)
          .map(([name]) => [name, name === 'PUBLIC_SITE_URL' ? 'https://www.parkcloud.example' : 'https://api.parkcloud.example/x']),
      );
      const build = spawnSync('npx', ['astro', 'build'], {
        env: { ...process.env, ...required, CONTEXT: 'production', SITE_OUT_DIR: out },
        encoding: 'utf8',
        timeout: 170_000,
      });
      expect(build.status, build.stderr || build.stdout).toBe(0);

      const built = await files(out);
      expect(built).toContain('index.html');
      expect(built).toContain('services/permit-parking-system.html');
      expect(built.filter((file) => file === 'customers.html' || file.startsWith('customers/'))).toEqual([]);
      for (const file of built.filter((name) => /\.(html|xml)$/.test(name))) {
        const text = await readFile(join(out, file), 'utf8');
        expect(text, file).not.toMatch(/href="\/customers|\/customers<|data-proof-strip/);
        for (const { customer } of samples) expect(text, `${file} names ${customer}`).not.toContain(customer);
      }
      expect(existsSync(join(out, '_redirects'))).toBe(true);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
