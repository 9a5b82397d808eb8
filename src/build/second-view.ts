/**
 * Second views (src/lib/second-view/): for each page whose stylesheet the build split (critical-css.ts), a copy
 * without the first screen's inline rules, linking the site stylesheet from its head instead, written under
 * /_views/; and the service worker, /sw.js, which answers a visitor's next page with that copy once the stylesheet is
 * in its cache. A second page then moves its HTML without 2.3–3.0 KB of gzip of inline CSS, and draws at once, from
 * the cached file.
 *
 * The copy is the page in every other byte: its scripts, import map, islands and meta policy are the page's, and its
 * header policy is written with every page's by securityHeaders() (listed after the step), which also drops the cut
 * style's hash from it. The cascade is the page's: the site stylesheet holds every rule of the inline one, in the
 * same order, and nothing after the inline one restyles what the stylesheet does (the islands' one rule,
 * `display: contents`, matches no element the stylesheet styles).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_PAGES } from '../lib/routes';
import { viewOf, WORKER_PATH } from '../lib/second-view/paths';
import type { Manifest } from '../lib/second-view/routing';
import { pageStylesheet } from './critical-css';
import { EDITOR_PAGE, hasMetaPolicy } from './csp';
import { pagePathOf } from './page-path';
import { compileInlineScript } from './inline-scripts';

/** The site stylesheet's link that deferredStylesheets() puts at the end of a split page's body. */
const DEFERRED_LINK = /<link rel="stylesheet" href="(\/_astro\/site\.[\w-]+\.css)" integrity="([^"]+)" fetchpriority="low"><\/body>/;

/**
 * A split page's second view: its inline first-screen stylesheet replaced, where it stood, by a link to the site
 * stylesheet with its integrity (render-blocking, as the visitor has it cached), and the end of the body's link
 * gone. Undefined for a page the build did not split.
 */
export function withCachedStylesheet(html: string): { html: string; stylesheet: string } | undefined {
  const deferred = DEFERRED_LINK.exec(html);
  const critical = pageStylesheet(html);
  if (!deferred || critical === undefined) return undefined;
  const [linkAndEnd, href = '', integrity = ''] = deferred;
  const withoutDeferred = `${html.slice(0, deferred.index)}</body>${html.slice(deferred.index + linkAndEnd.length)}`;
  const style = `<style>${critical}</style>`;
  const at = withoutDeferred.indexOf(style);
  const link = `<link rel="stylesheet" href="${href}" integrity="${integrity}">`;
  return { html: `${withoutDeferred.slice(0, at)}${link}${withoutDeferred.slice(at + style.length)}`, stylesheet: href };
}

/**
 * Whether a page gets a second view: a visitor page (with its meta policy) that a link leads to by its own address;
 * not the 404 page (served for addresses that have no page) nor a token page (served for every address below it).
 */
const hasView = (file: string, html: string) =>
  file !== EDITOR_PAGE && file !== '404.html' && !(TOKEN_PAGES as readonly string[]).includes(pagePathOf(file)) && hasMetaPolicy(html);

/** The service worker's code: the build's manifest, then worker.ts compiled (esbuild, like the inline scripts). */
export function workerCode(manifest: Manifest, source: string): string {
  return `var SECOND_VIEWS=${JSON.stringify(manifest)};\n${compileInlineScript(source).code}\n`;
}

/** The worker's source file. */
const WORKER_SOURCE = fileURLToPath(new URL('../lib/second-view/worker.ts', import.meta.url));

/**
 * Writes every split page's second view under /_views/ and the service worker that serves them; returns the
 * manifest. A build whose pages share no stylesheet (none was split) gets neither.
 */
export async function writeSecondViews(dist: string): Promise<Manifest | undefined> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const pages: string[] = [];
  const views = new Map<string, string>();
  let stylesheet: string | undefined;
  for (const file of files) {
    const html = await readFile(join(dist, file), 'utf8');
    const view = hasView(file, html) ? withCachedStylesheet(html) : undefined;
    if (!view) continue;
    if (stylesheet !== undefined && view.stylesheet !== stylesheet)
      throw new Error(`${file} links ${view.stylesheet}, other pages ${stylesheet}: second views need one site stylesheet.`);
    stylesheet = view.stylesheet;
    const path = pagePathOf(file);
    const address = viewOf(path);
    const taken = views.get(address);
    if (taken) throw new Error(`${taken} and ${path} would share the second view ${address}: rename one.`);
    views.set(address, path);
    pages.push(path);
    const target = join(dist, `${address}.html`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, view.html);
  }
  if (stylesheet === undefined) return undefined;
  const manifest: Manifest = { pages, stylesheet };
  await writeFile(join(dist, WORKER_PATH), workerCode(manifest, WORKER_SOURCE));
  return manifest;
}
