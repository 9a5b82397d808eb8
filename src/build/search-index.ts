/**
 * The site's search index, written when the build is done (the searchIndex integration of integrations.ts):
 * Pagefind reads every built page that marks its main region `data-pagefind-body` (Base.astro marks the pages
 * search may find, with their type as the filter `type`) and writes the index, its WebAssembly and
 * /pagefind/pagefind.js into dist/pagefind/. Offline: Pagefind's binary comes with its npm package.
 * Each page is given by the path visitors use (/about-us, not the about-us.html it is built as).
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { pagePathOf } from './page-path';

/** Where the index goes, under the built site; the dialog loads /pagefind/pagefind.js from it. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Whether a built page asks to be searched. */
export const isSearchable = (html: string): boolean => /<main\b[^>]*\sdata-pagefind-body[\s=>]/.test(html);

/** What indexing a build did. */
export interface IndexedSite {
  /** The served paths of the pages indexed. */
  readonly pages: readonly string[];
  readonly seconds: number;
}

/** Indexes the searchable pages of the build in `dist` into dist/pagefind/; fails the build on any error of Pagefind's. */
export async function writeSearchIndex(dist: string): Promise<IndexedSite> {
  const started = performance.now();
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  // One index per language, by each page's <html lang> (Pagefind's own split): a search on a French page loads the
  // French pages' index, on an English page the English one.
  const { index, errors } = await createIndex();
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const pages: string[] = [];
    for (const file of files) {
      const content = readFileSync(join(dist, file), 'utf8');
      if (!isSearchable(content)) continue;
      const added = await index.addHTMLFile({ url: pagePathOf(file), content });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      pages.push(pagePathOf(file));
    }
    const written = await index.writeFiles({ outputPath: join(dist, SEARCH_INDEX_DIR) });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    return { pages, seconds: (performance.now() - started) / 1000 };
  } finally {
    // Pagefind runs as a child process: the build ends only once it is closed.
    await close();
  }
}
