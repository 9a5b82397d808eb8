/**
 * The built site, read as files: the build checks (tests/build/*.test.ts) read the one production build of a
 * test run, in BUILD_DIR (set by the run; `dist` by default, after `npm run build`), the way a CDN would serve it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The folder of the build under test. */
export const BUILD_DIR = resolve(process.env['BUILD_DIR'] ?? 'dist');

if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  throw new Error(`No build in ${BUILD_DIR}: run \`npm run build\` first, or set BUILD_DIR to a build's folder.`);
}

/** The file a URL path is served from (build.format 'file': /about-us is about-us.html, / is index.html). */
export function fileOf(path: string): string {
  const clean = decodeURIComponent(new URL(path, 'http://x').pathname);
  if (clean === '/') return join(BUILD_DIR, 'index.html');
  const direct = join(BUILD_DIR, clean);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  return join(BUILD_DIR, `${clean.replace(/\/$/, '')}.html`);
}

/** Whether the build has a file for a URL path. */
export const exists = (path: string): boolean => existsSync(fileOf(path));

/** The text of the file a URL path is served from. */
export function read(path: string): string {
  const file = fileOf(path);
  if (!existsSync(file)) throw new Error(`The build has no file for ${path} (looked for ${relative(process.cwd(), file)})`);
  return readFileSync(file, 'utf8');
}

/** The bytes of the file a URL path is served from. */
export const readBytes = (path: string): Buffer => readFileSync(fileOf(path));

/** Every built HTML page, as the URL path it is served at. */
export function pagePaths(dir = BUILD_DIR, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : pagePaths(join(dir, entry.name), `${base}/${entry.name}`);
    if (!entry.name.endsWith('.html')) return [];
    const path = `${base}/${entry.name.replace(/\.html$/, '')}`;
    return [path === '/index' ? '/' : path];
  });
}
