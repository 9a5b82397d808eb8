/**
 * What the build does beside Astro's own work, as Astro integrations that astro.config.mjs lists. Their
 * astro:build:done hooks run in the order of that list.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sitemap, { type SitemapItem } from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { load } from 'js-yaml';
import type { VariableName } from '../lib/config/variables.build';
import { splitFrontMatter } from '../lib/front-matter';
import { EDITOR_PATH, netlifyRedirects, type RouteRule } from '../lib/routes';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, pathWithoutLanguage } from '../i18n/languages';
import { isNoindex } from '../lib/seo';
import { lastModified, readContentDates } from './content-dates';
import { criticalCssOf, siteStylesheetLink, withDeferredStylesheet } from './critical-css';
import { FIRST_SCREEN_BUDGET, PAGE_BUDGET, roomLeft, weighPage, weightProblems } from './html-weight';
import { pagePathOf } from './page-path';
import { EDITOR_PAGE, withoutMetaPolicy, writeHeadersFile, writeOwnHashes } from './csp';
import { writeCachedFile } from './cached-file';
import { integrityOfFiles, securePage, sri } from './integrity';
import type { InlineScript } from './inline-scripts';
import { ISLAND_RUNTIME, islandRuntimePath, withIslandRuntime } from './island-runtime';
import { withIslandStyleInHead } from './island-style';
import { pruneCache } from './og-cache';
import { withModulesLast } from './script-priority';
import { writeSearchIndex } from './search-index';
import { phrasebookTrimmer } from './phrasebook-trim';

/**
 * The sitemap: every page but those kept out of search engines, each with `lastmod`, the last change of its
 * content files (content-dates.ts), read from `contentDir` on the sitemap's first page.
 */
export function siteMap(contentDir: URL): AstroIntegration {
  let dates: Map<string, Date> | undefined;
  let outDir: URL | undefined;
  const withLastmod = (item: SitemapItem): SitemapItem => {
    dates ??= readContentDates(fileURLToPath(contentDir));
    const date = lastModified(new URL(item.url).pathname, dates);
    return date ? { ...item, lastmod: date.toISOString() } : item;
  };
  // A page whose canonical address is another page's (a page not translated yet, whose canonical is the English
  // page; /make-Payment, whose is /payment) is that page's copy: only the canonical page is listed.
  const isCanonical = (page: string): boolean => {
    if (!outDir) return true;
    const { pathname } = new URL(page);
    const html = readFileSync(new URL(`.${pathname === '/' ? '/index' : pathname.replace(/\/$/, '')}.html`, outDir), 'utf8');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    return canonical === undefined || new URL(canonical).pathname === pathname.replace(/(.)\/$/, '$1');
  };
  const inner = sitemap({
    // A flow page is out in every language (/fr/thank-you as /thank-you): its head says noindex in each.
    filter: (page) => !isNoindex(pathWithoutLanguage(new URL(page).pathname)) && isCanonical(page),
    serialize: withLastmod,
    // Each page lists the same page in the other languages it is listed in (xhtml:link alternates, as its head's
    // hreflang links): a page not translated yet is left out above, so it is no one's alternate.
    i18n: {
      defaultLocale: DEFAULT_LANGUAGE,
      locales: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, LANGUAGES[language].tag])),
    },
  });
  return {
    ...inner,
    hooks: {
      ...inner.hooks,
      'astro:config:done': (options) => {
        outDir = options.config.outDir;
        return inner.hooks['astro:config:done']?.(options);
      },
    },
  };
}

/**
 * Writes Netlify's `_redirects` from the route table (src/lib/routes.ts), with this build's addresses, and first
 * the rules `contentRules` gives when the build is done (the addresses of the landings that expired by its day).
 */
export function redirectsFile(
  config: Pick<Record<VariableName, string>, 'PUBLIC_NEWS_URL' | 'PUBLIC_PARKNPLAY_URL' | 'PUBLIC_PARKNPLAY_CITATION_URL'>,
  contentRules: () => readonly RouteRule[],
): AstroIntegration {
  return {
    name: 'route-table',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const redirects = netlifyRedirects(
          {
            newsUrl: config.PUBLIC_NEWS_URL,
            parkNPlayUrl: config.PUBLIC_PARKNPLAY_URL,
            parkNPlayCitationUrl: config.PUBLIC_PARKNPLAY_CITATION_URL,
          },
          contentRules(),
        );
        await writeFile(new URL('_redirects', dir), redirects);
      },
    },
  };
}

/**
 * Each built page of `dir` through `transform`, written back when it changed. Synchronous reads and writes, one
 * page after the other: fs/promises only added round trips through the thread pool (1,057 pages: 0.7 s a pass with
 * them, 0.3 s without).
 */
function rewritePages(dir: URL, transform: (html: string, page: string) => string): void {
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = new URL(page, dir);
    const html = readFileSync(file, 'utf8');
    const changed = transform(html, page);
    if (changed !== html) writeFileSync(file, changed);
  }
}

/**
 * Each page's phrasebook trimmed to the phrases its own text and scripts write (phrasebook-trim.ts): about 9 KB gzip
 * less on every page of another language than English (docs/BENCHMARKS.md).
 */
export function trimmedPhrasebooks(): AstroIntegration {
  return {
    name: 'trimmed-phrasebooks',
    hooks: {
      'astro:build:done': ({ dir }) => {
        rewritePages(dir, phrasebookTrimmer(new URL('_astro/', dir)));
      },
    },
  };
}

/** Moves the islands' <style> of every built page from its body into its head, where HTML allows it (island-style.ts). */
export function islandStyleInHead(): AstroIntegration {
  return {
    name: 'island-style-in-head',
    hooks: {
      'astro:build:done': ({ dir }) => {
        rewritePages(dir, withIslandStyleInHead);
      },
    },
  };
}

/**
 * Astro's inline island runtime as one cached module (island-runtime.ts): written under /_astro/, and loaded by
 * every built page with an island instead of its inline scripts. Listed before subresourceIntegrity(), which gives
 * the module its integrity, and securityHeaders(), which drops the inline scripts' hashes from each policy.
 */
export function islandRuntime(): AstroIntegration {
  return {
    name: 'island-runtime',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const path = islandRuntimePath();
        await writeCachedFile(dir, path, ISLAND_RUNTIME);
        rewritePages(dir, (html) => withIslandRuntime(html, path));
      },
    },
  };
}

/**
 * Each built page's module loads at the end of its body, its module scripts fetched at low priority
 * (script-priority.ts): none of them draws the first screen. Listed after islandRuntime(), whose module it moves too,
 * and before deferredStylesheets() and subresourceIntegrity(), which add the stylesheet's link after them and the
 * import map before them.
 */
export function modulesLast(): AstroIntegration {
  return {
    name: 'modules-last',
    hooks: {
      'astro:build:done': ({ dir }) => {
        rewritePages(dir, withModulesLast);
      },
    },
  };
}

/**
 * Each built page's stylesheet split by position (critical-css.ts): Vite writes the site's one stylesheet
 * (`build.cssCodeSplit: false`), which Astro links from every page's head; the first screen's rules go inline in its
 * place, and the file is linked with its integrity at the end of the body, so a visitor's next page finds it cached.
 * The editor's page takes no site style. Listed before securityHeaders(), which allows each page's new inline style
 * by its hash.
 */
export function deferredStylesheets(): AstroIntegration {
  return {
    name: 'deferred-stylesheets',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const sheets = new Map<string, { critical: (html: string) => string; integrity: string }>();
        const sheet = (href: string) => {
          let found = sheets.get(href);
          if (!found) {
            const css = readFileSync(new URL(`.${href}`, dir), 'utf8');
            found = { critical: criticalCssOf(css), integrity: sri(css) };
            sheets.set(href, found);
          }
          return found;
        };
        rewritePages(dir, (html, page) => {
          const site = siteStylesheetLink(html);
          if (!site) return html;
          if (page === EDITOR_PAGE) return html.replace(site.link, '');
          const { critical, integrity } = sheet(site.href);
          return withDeferredStylesheet(html, site.link, critical(html), site.href, integrity);
        });
        if (sheets.size > 1)
          throw new Error(
            `The pages link ${sheets.size} stylesheets (${[...sheets.keys()].join(', ')}): the site has one (build.cssCodeSplit: false).`,
          );
      },
    },
  };
}

/**
 * Subresource Integrity on every built page (integrity.ts): the hash of the file on each script and module
 * preload, and the import map of what the page loads on first use, allowed by its hash in the page's meta policy
 * (a page without one, the editor's, gets no map). Listed after editorPageWithoutMetaPolicy() and before
 * securityHeaders(), which copies each meta policy into dist/_headers.
 */
export function subresourceIntegrity(): AstroIntegration {
  return {
    name: 'subresource-integrity',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const dist = fileURLToPath(dir);
        const integrity = integrityOfFiles(dist);
        rewritePages(dir, (html) => securePage(html, dist, integrity).html);
      },
    },
  };
}

/**
 * The search index (search-index.ts): Pagefind reads the built pages and writes dist/pagefind/. Listed before
 * subresourceIntegrity(), so /pagefind/pagefind.js exists when each page's import map is made and is listed in it
 * with its hash; the index reads only the pages' main text, which the later steps do not change.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, seconds } = await writeSearchIndex(fileURLToPath(dir));
        logger.info(`${pages.length} pages indexed for search in ${seconds.toFixed(1)} s`);
      },
    },
  };
}

/**
 * The content editor's page (/admin) keeps only its header policy (EDITOR_CSP of csp.ts): the meta policy
 * Astro writes into every page would forbid the inline styles the editor adds while it runs.
 */
export function editorPageWithoutMetaPolicy(): AstroIntegration {
  return {
    name: 'editor-page',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL(`.${EDITOR_PATH}.html`, dir);
        const html = await readFile(file, 'utf8');
        const stripped = withoutMetaPolicy(html);
        if (stripped === html)
          throw new Error(`${EDITOR_PATH}.html has no meta Content-Security-Policy to remove: check withoutMetaPolicy() against this Astro version.`);
        await writeFile(file, stripped);
      },
    },
  };
}

/**
 * Cuts every built page's script-src and style-src hashes to its own inline scripts and styles, then writes
 * dist/_headers: every built page's policy as its header, with this build's exact origins (csp.ts). Listed after
 * every step that changes a page's inline scripts or styles, and after editorPageWithoutMetaPolicy(), which takes
 * the editor's meta policy out first.
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        await writeHeadersFile(dist, await writeOwnHashes(dist));
      },
    },
  };
}

/** Keeps the share-card cache (og-image.ts) to the cards the last build used. */
export function shareCardCache(): AstroIntegration {
  let started = new Date();
  return {
    name: 'share-card-cache',
    hooks: {
      'astro:build:start': () => {
        // A second early, for file systems that keep modification times in whole seconds.
        started = new Date(Date.now() - 1000);
      },
      'astro:build:done': async () => {
        await pruneCache(started);
      },
    },
  };
}

/** The virtual module through which pages read the inline scripts (src/components/InlineScript.astro). */
const INLINE_SCRIPTS_MODULE = 'virtual:inline-scripts';

/**
 * Gives pages the registry's inline scripts (inline-scripts.ts), compiled once at config load, as the virtual
 * module `virtual:inline-scripts` (typed with their names), and restarts the dev server when a source changes.
 */
export function inlineScripts(scripts: ReadonlyMap<string, InlineScript>): AstroIntegration {
  const resolved = `\0${INLINE_SCRIPTS_MODULE}`;
  const table = Object.fromEntries([...scripts.values()].map(({ name, code, hash }) => [name, { code, hash }]));
  const names = [...scripts.keys()].map((name) => JSON.stringify(name)).join(' | ') || 'never';
  return {
    name: 'inline-scripts',
    hooks: {
      'astro:config:setup': ({ addWatchFile, updateConfig }) => {
        for (const script of scripts.values()) for (const input of script.inputs) addWatchFile(input);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'inline-scripts',
                resolveId: (id) => (id === INLINE_SCRIPTS_MODULE ? resolved : undefined),
                load: (id) => (id === resolved ? `export const INLINE_SCRIPTS = ${JSON.stringify(table)};` : undefined),
              },
            ],
          },
        });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({
          filename: 'inline-scripts.d.ts',
          content: [
            `declare module '${INLINE_SCRIPTS_MODULE}' {`,
            '  /** The name of an inline script: its source is <name>.inline.ts somewhere under src/ (src/build/inline-scripts.ts). */',
            `  export type InlineScriptName = ${names};`,
            '  /** Every inline script of the registry: the code pages inline, and its CSP hash. */',
            '  export const INLINE_SCRIPTS: Readonly<Record<InlineScriptName, { readonly code: string; readonly hash: string }>>;',
            '}',
            '',
          ].join('\n'),
        });
      },
    },
  };
}

/** Where a page's content lives, by the first segment of its address: the collections whose entries are pages. */
const COLLECTION_OF: Readonly<Record<string, string>> = {
  services: 'services',
  industries: 'industries',
  customers: 'stories',
  resources: 'resources',
};

/** The content file an editor changes for a page at `path`, relative to the project, if there is one. */
function contentFileOf(root: string, path: string): string | undefined {
  const [first = '', ...rest] = path.slice(1).split('/');
  const candidates =
    rest.length === 0
      ? [`landings/${first || 'home'}.md`, `pages/${first || 'home'}.md`]
      : COLLECTION_OF[first] && rest.length === 1
        ? [`${COLLECTION_OF[first]}/${rest[0] ?? ''}.md`]
        : [];
  const found = candidates.find((candidate) => existsSync(`${root}/${candidate}`));
  return found && `content/${found}`;
}

/** The editor's labels of a content file's blocks, top to bottom (none for a file without blocks), by `labels` of each type. */
function blockLabelsOf(root: string, file: string, labels: Readonly<Record<string, string>>): string[] {
  const text = readFileSync(`${root}/${file.slice('content/'.length)}`, 'utf8');
  if (!/^blocks:/m.test(text)) return [];
  const data = load(splitFrontMatter(text)?.yaml ?? '') as { blocks?: unknown } | null;
  const blocks = Array.isArray(data?.blocks) ? (data.blocks as unknown[]) : [];
  return blocks.map((block) => {
    const type = (block as { type?: unknown } | null)?.type;
    return typeof type === 'string' && Object.hasOwn(labels, type) ? (labels[type] ?? type) : String(type);
  });
}

/** The kind of a page, for the build's summary: its collection's folder (services, industries…), a landing, or a page. */
function kindOf(path: string, file: string | undefined): string {
  const [first = '', ...rest] = path.slice(1).split('/');
  if (rest.length > 0) return first;
  return file?.startsWith('content/landings/') ? 'landings' : 'pages';
}

/**
 * Weighs every built page against the one rule of html-weight.ts, its first screen and its whole, and refuses the
 * build with every page over it, naming the file to change and what to do. Then it prints one line per kind of
 * page: how many, the fullest first screen and the room it leaves. Last among the passes that rewrite pages, so it
 * weighs what is served. Pages are weighed one after another on the main thread: a pass weighing many pages in
 * zlib's thread pool started a compressor for each at once and used 40% more CPU for the same time
 * (docs/BENCHMARKS.md). `blockLabels` are the editor's names of the block types (the blocks capability's, which
 * src/build does not import).
 */
export function pageWeights(contentDir: URL, blockLabels: Readonly<Record<string, string>>): AstroIntegration {
  return {
    name: 'page-weights',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(contentDir);
        const problems: string[] = [];
        const kinds = new Map<string, { count: number; fullest: { path: string; firstScreen: number } }>();
        const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
          (file) => file.endsWith('.html') && file !== EDITOR_PAGE && !file.startsWith('_astro'),
        );
        for (const page of pages.sort()) {
          const html = readFileSync(new URL(page, dir), 'utf8');
          const path = pagePathOf(page);
          const weight = weighPage(html);
          const file = contentFileOf(root, path);
          if (weight.firstScreen > FIRST_SCREEN_BUDGET || weight.whole > PAGE_BUDGET)
            problems.push(...weightProblems(html, weight, { path, ...(file ? { file, blocks: blockLabelsOf(root, file, blockLabels) } : {}) }));
          const kind = kindOf(path, file);
          const seen = kinds.get(kind);
          if (!seen) kinds.set(kind, { count: 1, fullest: { path, firstScreen: weight.firstScreen } });
          else {
            seen.count += 1;
            if (weight.firstScreen > seen.fullest.firstScreen) seen.fullest = { path, firstScreen: weight.firstScreen };
          }
        }
        if (problems.length > 0) throw new Error(`A page is too heavy to show in a visitor's first round trip:\n${problems.join('\n')}`);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        logger.info(`First screens, gzip, each within ${kb(FIRST_SCREEN_BUDGET)} (the fullest page of each kind):`);
        const rows = [...kinds].sort(([, a], [, b]) => b.fullest.firstScreen - a.fullest.firstScreen);
        for (const [kind, { count, fullest }] of rows)
          logger.info(
            `  ${`${kind} (${count})`.padEnd(18)} ${fullest.path}: ${kb(fullest.firstScreen)}, ${roomLeft(fullest.firstScreen, FIRST_SCREEN_BUDGET)}`,
          );
      },
    },
  };
}
