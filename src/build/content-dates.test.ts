import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSourcesOf, lastModified, readContentDates } from './content-dates';

/** A site folder with content/ holding the given files, each with the given modification time. */
async function contentFolder(files: Record<string, Date>): Promise<{ root: string; content: string }> {
  const root = await mkdtemp(join(tmpdir(), 'content-dates-'));
  const content = join(root, 'content');
  for (const [file, mtime] of Object.entries(files)) {
    await mkdir(join(content, file, '..'), { recursive: true });
    await writeFile(join(content, file), `${file}\n`);
    await utimes(join(content, file), mtime, mtime);
  }
  return { root, content };
}

/** Commits everything in a folder at a fixed date. */
function commitAll(root: string, date: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: root, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'content');
}

const MTIME = new Date('2026-11-20T08:00:00Z');

describe('sitemap lastmod', () => {
  it('maps each page to its content files; list pages include their collection', () => {
    expect(contentSourcesOf('/')).toEqual(['pages/home.md']);
    // A top-level page is a page of content/pages or a landing page: the file that exists gives its date.
    expect(contentSourcesOf('/about-us')).toEqual(['pages/about-us.md', 'landings/about-us.md']);
    expect(contentSourcesOf('/campus-permits')).toEqual(['pages/campus-permits.md', 'landings/campus-permits.md']);
    // A service page also names the industries that use it and lists its integrations.
    expect(contentSourcesOf('/services/monthly-parking-system')).toEqual(['services/monthly-parking-system.md', 'industries/', 'integrations/']);
    expect(contentSourcesOf('/services')).toEqual(['pages/services.md', 'services/']);
    expect(contentSourcesOf('/career')).toEqual(['pages/career.md', 'careers/']);
    expect(contentSourcesOf('/customers')).toEqual(['pages/customers.md', 'stories/']);
    expect(contentSourcesOf('/customers/harbor-point-garages')).toEqual(['stories/harbor-point-garages.md']);
    expect(contentSourcesOf('/industries')).toEqual(['pages/industries.md', 'industries/']);
    expect(contentSourcesOf('/industries/airports')).toEqual(['industries/airports.md']);
    expect(contentSourcesOf('/integrations')).toEqual(['pages/integrations.md', 'integrations/']);
    expect(contentSourcesOf('/resources')).toEqual(['pages/resources.md', 'resources/']);
    expect(contentSourcesOf('/resources/parcs-upgrade-or-touchless')).toEqual(['resources/parcs-upgrade-or-touchless.md']);
    expect(contentSourcesOf('/resources/tags/alpr')).toEqual(['pages/resources.md', 'resources/']);
  });

  it("takes the newest date among a page's files", () => {
    const dates = new Map([
      ['pages/career.md', new Date('2026-01-01')],
      ['careers/east.md', new Date('2026-03-01')],
      ['pages/about-us.md', new Date('2026-05-01')],
    ]);
    expect(lastModified('/career', dates)).toEqual(new Date('2026-03-01'));
    expect(lastModified('/about-us', dates)).toEqual(new Date('2026-05-01'));
    expect(lastModified('/unknown', dates)).toBeUndefined();
  });

  it('dates a page in another language by the newest of its English files and their translations', () => {
    const dates = new Map([
      ['pages/about-us.md', new Date('2026-05-01')],
      ['pages/about-us.fr.md', new Date('2026-06-01')],
      ['pages/services.md', new Date('2026-02-01')],
      ['services/a.md', new Date('2026-04-01')],
      ['pages/home.md', new Date('2026-01-01')],
      ['pages/home.es.md', new Date('2026-03-01')],
    ]);
    expect(lastModified('/fr/about-us', dates)).toEqual(new Date('2026-06-01'));
    // An English change after the translation's (a field every language shares) dates it too.
    expect(lastModified('/es/about-us', dates)).toEqual(new Date('2026-05-01'));
    expect(lastModified('/fr/services', dates)).toEqual(new Date('2026-04-01'));
    expect(lastModified('/es', dates)).toEqual(new Date('2026-03-01'));
  });

  it('dates committed files by their last commit, so a fresh clone gives the same dates', async () => {
    const { root, content } = await contentFolder({ 'pages/about-us.md': MTIME, 'services/a.md': MTIME });
    commitAll(root, '2026-10-05T12:00:00Z');
    const dates = readContentDates(content);
    expect(dates.get('pages/about-us.md')).toEqual(new Date('2026-10-05T12:00:00Z'));
    expect(dates.get('services/a.md')).toEqual(new Date('2026-10-05T12:00:00Z'));
  });

  it('dates changed and new files by their modification time', async () => {
    const { root, content } = await contentFolder({ 'pages/about-us.md': MTIME, 'pages/home.md': MTIME });
    commitAll(root, '2026-10-05T12:00:00Z');
    const edited = new Date('2026-11-22T09:30:00Z');
    await writeFile(join(content, 'pages/home.md'), 'changed\n');
    await utimes(join(content, 'pages/home.md'), edited, edited);
    await writeFile(join(content, 'pages/new.md'), 'new\n');
    await utimes(join(content, 'pages/new.md'), edited, edited);
    const dates = readContentDates(content);
    expect(dates.get('pages/about-us.md')).toEqual(new Date('2026-10-05T12:00:00Z'));
    expect(dates.get('pages/home.md')).toEqual(edited);
    expect(dates.get('pages/new.md')).toEqual(edited);
  });

  it('falls back to modification times outside a git repository', async () => {
    const { content } = await contentFolder({ 'pages/about-us.md': MTIME });
    expect(readContentDates(content).get('pages/about-us.md')).toEqual(MTIME);
  });
});
