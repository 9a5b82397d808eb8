/**
 * How the browser's modules are cut into files (Rolldown's `codeSplitting` groups, astro.config.mjs).
 *
 * Every page lists in its import map the integrity hash of each module it can load (src/build/integrity.ts): about
 * 55 bytes of incompressible gzip a file, so a page's HTML grows with the number of files it can reach, not with their
 * size. Left to itself, Rolldown cuts one file for every set of islands and scripts that share code: 39 files on a
 * content page and 44 on the home page, many under 300 bytes (`json`, `expiry`, `membership`, `credentials`). These
 * groups keep what loads together in one file, which took about 1.1 KB of gzip off every page's HTML (a content
 * page's map went from 39 entries to 19). What it costs: a form page loads the whole kernel when it needs most of it
 * (/billing 82.5 → 89.9 KB of JavaScript; the service pages 91.4 → 89.9 and 95.1 → 93.6), within the budgets of
 * scripts/quality/budgets.ts.
 */

/** A group as Rolldown takes it: the file's name, the modules it captures, and which group wins a module first. */
export interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly priority: number;
}

const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/** React, React DOM, its scheduler and Astro's React renderer: every page with an island loads them together. */
const REACT = path('node_modules/(react|react-dom|scheduler|@astrojs/react)/');
/** What the scripts of every page import (the account menu, pending notices, the search launcher). */
const BOOT = path('src/lib/lazy\\.ts$|vite/preload-helper');
/**
 * Modules without React that scripts without React import, at once or on their first idle moment: the session and
 * its portals (the header, the logout pages, /login), the web storages it and the drafts read, the thank-you steps' readers (format, json, membership), the
 * navigation state, the notices' entry, and nanostores' atom (the rest of nanostores serves @nanostores/react, in the
 * kernel). Nothing here may import React, or every page would load it (tests/build/chunks.test.ts).
 */
const PLAIN = path('src/lib/(session/[\\w-]+|web-storage|json|membership|format|navigation-state|notices/index)\\.ts$|node_modules/nanostores/atom/');
/**
 * Measurement's shared half (its events, the sender, its door, the search event) and the route table it reads: the
 * loader of a build with measurement fetches them once the page is idle, within a budget of its own (4 KB), so they
 * are a file apart from the session's and the kernel's, which would otherwise take them in with their imports.
 */
const MEASUREMENT = path('src/lib/(measurement/(events|send|index|search-event)|routes)\\.ts$');
/** The build's public configuration (`astro:env/client`), which every group imports: a file of its own. */
const CONFIGURATION = /astro:env/;
/** The shared kernel of the islands: the rest of src/lib (HTTP client, answers, form kernel and fields, catalogue), valibot, @nanostores/react. */
const KERNEL = path('src/lib/|node_modules/(valibot|@nanostores/react)/');
/**
 * Left to Rolldown: what loads on first use by `import()` (the toaster and its policy, the catalogue's answer readers,
 * the clipboard, the video and map embeds; ky, which src/lib/api/http.ts imports on the first call), measurement's
 * loader and page half, Astro's per-component scripts, and every stylesheet (the order of a page's CSS follows its
 * chunks, and src/build/site-css.ts holds that order). A group takes in the static imports of what it captures, so
 * what must stay apart has a group of a higher priority (MEASUREMENT, CONFIGURATION).
 */
const LEFT_TO_ROLLDOWN = path(
  'src/lib/(trusted-types|security|clipboard|embed|notices/(toaster|notyf-policy)|api/catalogue-answer|measurement/(start|page))\\.ts$',
);
const SCRIPT = /\.(tsx?|m?js)$/;
const ASTRO_SCRIPT = /\?astro|\.astro$/;

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  { name: 'react', test: (id) => REACT.test(id), priority: 4 },
  { name: 'configuration', test: (id) => CONFIGURATION.test(id), priority: 3 },
  { name: 'boot', test: (id) => BOOT.test(id), priority: 3 },
  { name: 'measurement', test: (id) => MEASUREMENT.test(id), priority: 3 },
  { name: 'plain', test: (id) => PLAIN.test(id), priority: 2 },
  {
    name: 'kernel',
    test: (id) => KERNEL.test(id) && SCRIPT.test(id) && !ASTRO_SCRIPT.test(id) && !LEFT_TO_ROLLDOWN.test(id),
    priority: 1,
  },
];

/** The group that takes a module (the highest priority whose test matches, the first of equals), or none. */
export function chunkGroupOf(id: string): string | undefined {
  const matching = CHUNK_GROUPS.filter((group) => group.test(id));
  const top = Math.max(...matching.map((group) => group.priority));
  return matching.find((group) => group.priority === top)?.name;
}

/**
 * Which of Astro's processed `<script>`s stay inline (Vite's `build.assetsInlineLimit`, which Astro asks for each
 * script without imports): only those smaller than their tag as a file would be. A script file costs its
 * `<script src integrity fetchpriority>` tag and an import map entry, about 140 bytes of gzip, mostly hash; an inline
 * script costs its code on every page that has it, and its hash in the page's policy. The header's menu script
 * (457 bytes, on every page) and /integrations' filter (1 KB) are files now, fetched once for the whole site; the
 * trial page's one-line scroll stays inline. Any other asset keeps Vite's default (undefined).
 */
export const INLINE_SCRIPT_LIMIT = 256;

export function inlineOnlyTinyScripts(file: string, content: Buffer): boolean | undefined {
  return /\.m?js$/.test(file) ? content.byteLength < INLINE_SCRIPT_LIMIT : undefined;
}
