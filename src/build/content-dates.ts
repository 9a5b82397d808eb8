/**
 * When each page's content last changed, for the sitemap's `lastmod` (the sitemap integration of
 * src/build/integrations.ts reads it at build time, in Node).
 *
 * A file's date is the date of the last commit that touched it (`git log`, read once for the whole
 * content folder): the same on every clone of a commit, so CI and Netlify builds agree and a rebuild
 * does not make every page look new. A file that git does not know or that has uncommitted changes
 * (an editor's working copy, the benchmark's generated services) takes its modification time instead;
 * so does every file where git is missing or the folder is no repository. On a shallow clone every
 * file gets the date of the newest commit there: later than the truth, never earlier.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { translationFileName } from '../i18n/content-files';
import { DEFAULT_LANGUAGE, languageOfPath, pathWithoutLanguage } from '../i18n/languages';

/**
 * The content files (relative to content/) a page is made of; a name ending in "/" stands for every
 * file of that folder. The list pages (/services, /career, /customers, /industries, /integrations, /resources)
 * list their collection, so they change with any entry; a service page also shows the industries and
 * integrations that name it, so it takes their newest change (later than the truth at worst, never earlier).
 */
export function contentSourcesOf(pathname: string): string[] {
  if (pathname === '/') return ['pages/home.md'];
  if (pathname === '/services') return ['pages/services.md', 'services/'];
  if (pathname === '/career') return ['pages/career.md', 'careers/'];
  if (pathname === '/customers') return ['pages/customers.md', 'stories/'];
  if (pathname === '/industries') return ['pages/industries.md', 'industries/'];
  if (pathname === '/integrations') return ['pages/integrations.md', 'integrations/'];
  // A tag's page lists articles by their tags: any article may join or leave it.
  if (pathname === '/resources' || pathname.startsWith('/resources/tags/')) return ['pages/resources.md', 'resources/'];
  // A service page names the industries that use it and lists its integrations.
  const service = /^\/services\/([^/]+)$/.exec(pathname)?.[1];
  if (service) return [`services/${service}.md`, 'industries/', 'integrations/'];
  const story = /^\/customers\/([^/]+)$/.exec(pathname)?.[1];
  if (story) return [`stories/${story}.md`];
  const entry = /^\/(industries|resources)\/([^/]+)$/.exec(pathname);
  if (entry) return [`${entry[1] ?? ''}/${entry[2] ?? ''}.md`];
  // Any other top-level page is a page of content/pages or a landing page.
  return [`pages/${pathname.slice(1)}.md`, `landings/${pathname.slice(1)}.md`];
}

/** The newest date of each folder's files, found once per set of dates (a folder is a source of many pages). */
const folderDates = new WeakMap<ReadonlyMap<string, Date>, Map<string, Date | undefined>>();

/** The newest date among the files under `folder` (ending in "/"), or undefined when it has none. */
function newestIn(folder: string, dates: ReadonlyMap<string, Date>): Date | undefined {
  let folders = folderDates.get(dates);
  if (!folders) folderDates.set(dates, (folders = new Map<string, Date | undefined>()));
  if (!folders.has(folder)) {
    let newest: Date | undefined;
    for (const [file, date] of dates) if (file.startsWith(folder) && (!newest || date > newest)) newest = date;
    folders.set(folder, newest);
  }
  return folders.get(folder);
}

/**
 * The newest date among a page's sources, or undefined when none of them is known. A page costs a look-up per
 * source, never a pass over every file: the sitemap asks for every page.
 */
export function lastModified(pathname: string, dates: ReadonlyMap<string, Date>): Date | undefined {
  let newest: Date | undefined;
  // A page in another language is its English page's sources and their translations (pages/about-us.fr.md).
  const language = languageOfPath(pathname);
  const english = contentSourcesOf(pathWithoutLanguage(pathname));
  const translated =
    language === DEFAULT_LANGUAGE
      ? []
      : english
          .filter((source) => !source.endsWith('/'))
          .map((source) => source.replace(/([^/]+)\.(\w+)$/, (_, name: string, extension: string) => translationFileName(name, language, extension)));
  for (const source of [...english, ...translated]) {
    const date = source.endsWith('/') ? newestIn(source, dates) : dates.get(source);
    if (date && (!newest || date > newest)) newest = date;
  }
  return newest;
}

/** Runs git in a folder; null when git is missing or the folder is no repository. */
function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** Every file under a folder, relative to it, with "/" separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The last-change date of every file under the content folder, keyed by its path relative to it. */
export function readContentDates(contentDir: string): Map<string, Date> {
  const committed = new Map<string, Date>();
  // Newest commit first: a file's first appearance is its last change. Paths are relative to contentDir.
  const log = git(contentDir, ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--relative', '--', '.']);
  let commitDate: Date | undefined;
  for (const line of (log ?? '').split('\n')) {
    if (line.startsWith('\0')) commitDate = new Date(line.slice(1));
    else if (line && commitDate && !committed.has(line)) committed.set(line, commitDate);
  }
  // Files with uncommitted changes, relative to contentDir (-z: names as they are, NUL-separated).
  const status = git(contentDir, ['status', '--porcelain', '-z', '--untracked-files=all', '--', '.']) ?? '';
  const prefix = (git(contentDir, ['rev-parse', '--show-prefix']) ?? '').trim();
  const changed = new Set(
    status
      .split('\0')
      .filter((entry) => entry.length > 3)
      .map((entry) => entry.slice(3))
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length)),
  );
  const dates = new Map<string, Date>();
  for (const file of filesUnder(contentDir)) {
    const date = changed.has(file) ? undefined : committed.get(file);
    dates.set(file, date ?? statSync(join(contentDir, file)).mtime);
  }
  return dates;
}
