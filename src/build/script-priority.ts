/**
 * No module draws a page's first screen: the inline styles and the head's inline session script do, and the modules
 * (the island runtime, the header's launchers, the islands' code) run only once the page is parsed, wherever their
 * tags stand. So every module load of a page, its module scripts and module preloads, in their order, goes to the
 * end of its body, after the footer: the first screen's HTML does not carry their tags, nor the import map of their
 * integrity that must come before the first of them (integrity.ts), about 1.0 to 1.3 KB of gzip a page, most of it
 * incompressible hashes (docs/BENCHMARKS.md). They run as they did: a module script without `async` runs after the
 * document is parsed, in document order, and the moved tags keep theirs. They stay before the site stylesheet's link,
 * which deferredStylesheets() adds after them: a stylesheet before a script holds the script until it has loaded.
 *
 * Fetched at Chromium's default priority for modules (High), they would compete with the document and the first
 * screen's images on a slow connection, and Lighthouse's simulation counts every High script fetched before the
 * first paint as blocking it (its pessimistic graph): each module script is fetched at low priority. The module
 * preloads of islands that hydrate at once (island-runtime.ts) keep their default priority.
 */

/** A module script, with a source or inline, and its closing tag. */
const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*>[\s\S]*?<\/script>/g;

/** A module preload. */
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;

/** A module script's opening tag fetched at low priority, unless it chose a priority of its own. */
const lowPriority = (tag: string): string =>
  /^<script\b[^>]*\bfetchpriority=/.test(tag) || !/^<script\b[^>]*\bsrc=/.test(tag) ? tag : tag.replace(/>(<\/script>)$/, ' fetchpriority="low">$1');

/**
 * `html` with every module script and every module preload moved, in their order, to the end of its body, each
 * script with a source fetched at low priority. An inline module runs once the page is parsed as well, in the same
 * order, so it moves with them (before any module load may come the import map, integrity.ts). Classic scripts stay
 * where they are: a classic script runs where it stands.
 */
export function withModulesLast(html: string): string {
  const loads: Array<{ readonly at: number; readonly tag: string }> = [];
  for (const pattern of [MODULE_SCRIPT, MODULE_PRELOAD]) for (const match of html.matchAll(pattern)) loads.push({ at: match.index, tag: match[0] });
  if (loads.length === 0) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('A page that loads modules has no </body> to load them from.');
  loads.sort((a, b) => a.at - b.at);
  let rest = '';
  let from = 0;
  for (const { at, tag } of loads) {
    rest += html.slice(from, at);
    from = at + tag.length;
  }
  const moved = loads.map(({ tag }) => (tag.startsWith('<script') ? lowPriority(tag) : tag)).join('');
  rest += html.slice(from);
  const end = rest.lastIndexOf('</body>');
  return `${rest.slice(0, end)}${moved}${rest.slice(end)}`;
}
