/**
 * A copy of the site to build apart from this one: the build benchmark's synthetic sites, and the test build with
 * the tests' own content laid into it (tests/fixtures/content: a landing of every block, a story and an
 * integration of their own…), so that no test depends on a file the editors may change, move or delete.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** The project's root. */
export const ROOT = new URL('..', import.meta.url).pathname;

/** The tests' own content, laid into the content/ of the test build's copy. */
export const FIXTURES = join(ROOT, 'tests', 'fixtures', 'content');

/** What a copy of the site leaves out: installed, built or generated things. */
const SKIP = new Set(['node_modules', '.git', '.astro', 'test-results', 'playwright-report', '.lighthouseci']);

/** node_modules entries a build writes to (Astro's and Vite's caches, the card cache): real folders in each copy. */
const OWN_CACHES = new Set(['.astro', '.vite', '.cache']);

/** What a copy kept from one use to the next keeps: its caches, so a build of it is as warm as one of the site. */
const KEPT = new Set(['node_modules', '.astro']);

/** Every file of a folder, relative to it. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Lays the files of `fixtures` into the copy's content/ folder. They only add: a fixture with the name of an
 * editors' file would test that file's stand-in instead of it, so it is refused.
 */
function layFixtures(content: string, fixtures: string): void {
  for (const file of filesOf(fixtures)) {
    const target = join(content, file);
    if (existsSync(target))
      throw new Error(
        `${relative(ROOT, join(fixtures, file))} has the name of an editors' file, content/${file}: a test's content only adds to theirs, so give it a name of its own.`,
      );
    mkdirSync(join(target, '..'), { recursive: true });
    cpSync(join(fixtures, file), target);
  }
}

/**
 * A copy of the site, sharing the installed packages but not their caches: in `dir` (made afresh but for its caches,
 * kept from the last copy there) or a new temporary folder; with `fixtures`, their files laid into its content/.
 */
export function copySite({ dir, fixtures }: { dir?: string; fixtures?: string } = {}): string {
  const copy = dir ?? mkdtempSync(join(tmpdir(), 'parkcloud-site-'));
  mkdirSync(copy, { recursive: true });
  for (const entry of readdirSync(copy)) if (!KEPT.has(entry)) rmSync(join(copy, entry), { recursive: true, force: true });
  for (const entry of readdirSync(ROOT)) {
    if (SKIP.has(entry) || entry.startsWith('dist')) continue;
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  const modules = join(copy, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry) && !existsSync(join(modules, entry))) symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  if (fixtures) layFixtures(join(copy, 'content'), fixtures);
  return copy;
}
