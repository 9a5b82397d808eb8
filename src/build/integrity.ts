/**
 * Subresource Integrity for the built pages, added when the build is done (the subresourceIntegrity integration):
 * every `<script src>` and `<link rel="modulepreload">` of our own files gets `integrity="sha256-…"`, the hash
 * of the file the build wrote, so a file changed on its way (or on the host) does not run.
 *
 * What a page loads on first use (an island's component and renderer, a chunk behind `import()`, the toasts'
 * code) has no element to carry the attribute: a page that loads modules gets an import map whose `integrity`
 * section lists every module it can reach, from its scripts, its islands and what they import, statically or
 * not, but those only its own `<script src>` tags load (nothing imports them): their tag's attribute checks them,
 * and naming their hash twice would cost the page about 55 bytes of incompressible gzip a script. Chromium 127,
 * Safari 18 and Firefox 138 check a module against it, and a browser that does not know the section ignores it and
 * loads as before. The map is inline, so the page's script-src allows it by its hash;
 * it stands after the meta policy (which governs it), right before the page's first module load: at the end of its
 * body, where every module load goes (script-priority.ts), so the first screen's HTML does not carry its hashes.
 *
 * Same-origin module scripts are fetched in CORS mode already, so no `crossorigin` attribute is needed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptHash } from './csp.ts';

/** Where the build writes its scripts, as pages address them. */
const ASSETS = '/_astro/';

/**
 * The integrity value of a file's bytes: its SHA-256, which every browser checks (SRI requires SHA-256, -384 and
 * -512 alike), 20 characters of incompressible base64 shorter than SHA-384's in every attribute and import map entry
 * (docs/SECURITY.md says why it is strong enough).
 */
export function sri(bytes: Buffer | string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * Modules the build writes outside /_astro/, which a chunk imports by their address: the site search's Pagefind
 * (written by the searchIndex integration, listed before subresourceIntegrity so that the file is there to hash).
 */
export const OTHER_MODULES = ['/pagefind/pagefind.js'] as const;

/**
 * The built modules a text names: `/_astro/x.js`, `_astro/x.js` (Vite's preload lists) or `./x.js` (a chunk's
 * imports), and any of OTHER_MODULES.
 */
export function namedModules(text: string): string[] {
  const assets = [...text.matchAll(/(?:\.\/|\b_astro\/)([\w.~-]+\.m?js)\b/g)].map((match) => `${ASSETS}${match[1] ?? ''}`);
  return [...new Set([...assets, ...OTHER_MODULES.filter((path) => text.includes(path))])];
}

/**
 * Every built module a page can load, with the built modules each names: those its HTML names (scripts, module
 * preloads, islands' component and renderer addresses, imports of its inline modules) and, transitively, those each
 * of them names. Only files the build wrote count; each is read once.
 */
export function moduleGraph(html: string, dist: string): Map<string, string[]> {
  const exists = (path: string) => existsSync(join(dist, path));
  const graph = new Map<string, string[]>();
  const queue = namedModules(html).filter(exists);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (graph.has(path)) continue;
    const named = namedModules(readFileSync(join(dist, path), 'utf8')).filter(exists);
    graph.set(path, named);
    queue.push(...named.filter((next) => !graph.has(next)));
  }
  return graph;
}

/** Every built module a page can load (moduleGraph's modules), in order. */
export const reachableModules = (html: string, dist: string): string[] => [...moduleGraph(html, dist).keys()].sort();

/** The first place in a page where a module starts loading: its first module script or module preload. */
function firstModuleLoad(html: string): number {
  const starts = [/<script\b[^>]*\btype="module"/, /<link\b[^>]*\brel="modulepreload"/].map((pattern) => html.search(pattern));
  return Math.min(...starts.filter((index) => index >= 0), html.length);
}

/** Adds integrity="…" to one tag that loads `url` (its src or href), unless it has one. */
function withIntegrityAttribute(tag: string, url: string, integrity: (path: string) => string | undefined): string {
  if (/\bintegrity=/.test(tag) || !url.startsWith(ASSETS)) return tag;
  const value = integrity(url.split(/[?#]/)[0] ?? url);
  return value ? tag.replace(/\s*\/?>$/, (end) => ` integrity="${value}"${end}`) : tag;
}

/** The result of securing one page. */
export interface SecuredPage {
  readonly html: string;
  /** The CSP source of the page's import map (for script-src), when it has one. */
  readonly importMapHash?: `sha256-${string}`;
}

/**
 * The modules a page's import map names: all it can reach, less those only its own tags load, each checked by its
 * tag's integrity attribute (a module that another imports is named, since an import has no attribute).
 */
export function modulesToMap(html: string, graph: ReadonlyMap<string, readonly string[]>): string[] {
  const tagged = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bintegrity="[^"]+"[^>]*>/g)].map((match) => match[1]));
  const imported = new Set([...graph.values()].flat());
  return [...graph.keys()].sort().filter((path) => !tagged.has(path) || imported.has(path));
}

/**
 * One page with integrity on its scripts and module preloads, and, when it loads modules and carries a meta
 * policy, the import map of every module it can reach, allowed by its hash in that policy's script-src.
 */
export function securePage(html: string, dist: string, integrity: (path: string) => string | undefined): SecuredPage {
  let secured = html
    .replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g, (tag, src: string) => withIntegrityAttribute(tag, src, integrity))
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (tag: string) =>
      withIntegrityAttribute(tag, /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '', integrity),
    );
  const meta = /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(secured);
  const graph = moduleGraph(secured, dist);
  if (!meta || graph.size === 0) return { html: secured };

  const map = JSON.stringify({ integrity: Object.fromEntries(modulesToMap(secured, graph).map((path) => [path, integrity(path)])) });
  const script = `<script type="importmap">${map}</script>`;
  const after = meta.index + meta[0].length;
  const at = firstModuleLoad(secured);
  if (at < after) throw new Error('A module loads before the meta policy: the import map cannot come before it.');
  const hash = scriptHash(map);
  const policy = meta[1]?.replace(/(^|;\s*)script-src /, `$1script-src '${hash}' `) ?? '';
  if (!policy.includes(hash)) throw new Error('The meta policy has no script-src for the import map’s hash.');
  secured = `${secured.slice(0, meta.index)}<meta http-equiv="content-security-policy" content="${policy}">${secured.slice(after, at)}${script}${secured.slice(at)}`;
  return { html: secured, importMapHash: hash };
}

/** The integrity of each built file, read once. */
export function integrityOfFiles(dist: string): (path: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (path) => {
    if (!known.has(path)) {
      const file = join(dist, path);
      known.set(path, existsSync(file) ? sri(readFileSync(file)) : undefined);
    }
    return known.get(path);
  };
}
