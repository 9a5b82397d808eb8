/**
 * The built site, read as files: the build checks (tests/build/*.test.ts) read the one production build of a
 * test run (`npm test` builds it; `npm run build:test` makes it alone), which is made for the end-to-end
 * configuration (tests/env.ts), so the origins its pages name are SITE_ORIGIN's and SANDBOX_ORIGIN's.
 * BUILD_DIR points the checks at another build made with that configuration.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { servePreview } from '../../scripts/build-and-serve';
import { freePort } from '../../scripts/ports';
import { OUT_DIR } from '../env';

/** The folder of the build under test. */
export const BUILD_DIR = resolve(process.env['BUILD_DIR'] ?? OUT_DIR);

if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  throw new Error(`No build in ${BUILD_DIR}: run \`npm run build:test\` first (or set BUILD_DIR to a build made with tests/env.ts).`);
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

/** The content of a page's <meta property|name="key">, or null. */
export function meta(html: string, key: string): string | null {
  const found = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? null : found.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** The JSON-LD items of a page. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? 'null') as unknown;
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  });
}

/** Every <loc> of an XML document (the sitemap index and its sitemaps). */
export const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** Every page URL the sitemaps list. */
export function sitemapUrls(): string[] {
  return locs(read('/sitemap-index.xml')).flatMap((sitemap) => locs(read(new URL(sitemap).pathname)));
}

/** The build served as Netlify would serve it (scripts/preview.ts), for checks of statuses, headers and redirects. */
export interface Served {
  readonly origin: string;
  /** A request to the server; redirects are not followed. */
  readonly get: (path: string, init?: RequestInit) => Promise<Response>;
  readonly close: () => void;
}

/** Serves the build (or another folder, e.g. a changed copy of it) on a free port until close(). */
export async function serve(dir = BUILD_DIR): Promise<Served> {
  const preview = await servePreview(relative(process.cwd(), dir), await freePort());
  return {
    origin: preview.origin,
    get: (path, init) => fetch(new URL(path, preview.origin), { redirect: 'manual', ...init }),
    close: preview.stop,
  };
}
