/**
 * Astro writes its island runtime into every page with an island: the `astro-island` element's definition and
 * the script of each client directive the page uses, as inline scripts just before its first island, about 2 KB
 * of gzip repeated on every page. The build moves them into one module of its own, `/_astro/astro-island.<hash>.js`,
 * which a visitor's browser caches once for every page: each page loses the inline scripts (and so their hashes
 * in its policy) and loads the module from the end of its body, with the integrity and import map entry every module
 * gets (integrity.ts), where every module load of a page goes (script-priority.ts).
 *
 * A module runs once the page is parsed, so the element is defined then; an island waits for its directive in
 * any order (it listens for `astro:<directive>` when the directive is not there yet), and no island hydrates
 * before that anyway but those that hydrate at once: `client:load` and `client:only`. For those the page
 * preloads the island's component and renderer just before the runtime, so their download starts with it.
 */
import { cachedFilePath } from './cached-file';
import ISLAND from 'astro/runtime/server/astro-island.prebuilt.js';
import IDLE from 'astro/runtime/client/idle.prebuilt.js';
import LOAD from 'astro/runtime/client/load.prebuilt.js';
import MEDIA from 'astro/runtime/client/media.prebuilt.js';
import ONLY from 'astro/runtime/client/only.prebuilt.js';
import VISIBLE from 'astro/runtime/client/visible.prebuilt.js';

/** Astro's client directives, each the script it inlines (astro/dist/runtime/server/scripts.js). */
const DIRECTIVES: readonly string[] = [IDLE, LOAD, MEDIA, ONLY, VISIBLE];

/** The scripts Astro inlines for islands, as it writes them. */
const INLINE_RUNTIME = [...DIRECTIVES, ISLAND].map((script) => `<script>${script}</script>`);

/** What only Astro's island runtime writes: a directive registering itself, the element's definition. */
export const LEFT_INLINE = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=|customElements\.define\("astro-island"/;

/**
 * The runtime module: every directive (a page uses any of them with the one cached file), then the element, in the
 * order Astro inlines them.
 */
export const ISLAND_RUNTIME = `${[...DIRECTIVES, ISLAND].join('\n')}\n`;

/** The module's path under the site's root: its name and the first characters of its content's hash, as Vite names files. */
export function islandRuntimePath(code: string = ISLAND_RUNTIME): string {
  return cachedFilePath('astro-island', 'js', code);
}

/** The directives whose islands hydrate as soon as the runtime runs. */
const AT_ONCE = new Set(['load', 'only']);

/** The component and renderer addresses of a page's islands that hydrate at once, each once. */
function hydratedAtOnce(html: string): string[] {
  const urls = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    if (!AT_ONCE.has(/\bclient="([^"]*)"/.exec(attributes)?.[1] ?? '')) continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1];
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * A built page without Astro's inline island runtime: the module at `src` loads from the end of its body, after the
 * module preloads of the islands that hydrate at once. A page without islands is returned as it is.
 */
export function withIslandRuntime(html: string, src: string): string {
  if (!/<astro-island\b/.test(html)) return html;
  let page = html;
  for (const script of INLINE_RUNTIME) page = page.replaceAll(script, '');
  if (LEFT_INLINE.test(page))
    throw new Error('A page keeps an inline island runtime this build does not know: check island-runtime.ts against this Astro version.');
  const preloads = hydratedAtOnce(page).map((url) => `<link rel="modulepreload" href="${url}">`);
  const bodyEnd = page.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('A page with islands has no </body> for the island runtime.');
  return `${page.slice(0, bodyEnd)}${preloads.join('')}<script type="module" src="${src}"></script>${page.slice(bodyEnd)}`;
}
