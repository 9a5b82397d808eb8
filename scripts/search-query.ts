/**
 * Runs a query through a built site's search index the way the dialog does (Pagefind's own pagefind.js, without
 * its worker), in Node: every file Pagefind fetches is read from the build, and counted. The benchmark reports the
 * bytes a query fetches with it; the build checks search the index with it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One page a query found, as its fragment describes it. */
export interface FoundPage {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string>>;
  readonly filters: Readonly<Record<string, readonly string[]>>;
}

/** What a query found and what it fetched. */
export interface QueryRun {
  /** How many pages matched. */
  readonly found: number;
  /** The first `shown` of them, with their fragments loaded (as the dialog draws them). */
  readonly pages: readonly FoundPage[];
  /** Each file fetched (relative to the index folder) and its bytes, in order. */
  readonly fetched: ReadonlyArray<{ readonly file: string; readonly bytes: number }>;
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: Array<{ data(): Promise<FoundPage> }> }>;
  destroy(): Promise<void>;
}

/** Searches the index of the build in `dist` for `term`, loading the fragments of the first `shown` results. */
export async function queryIndex(dist: string, term: string, shown = 10): Promise<QueryRun> {
  const index = join(dist, 'pagefind');
  const fetched: Array<{ file: string; bytes: number }> = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = await readFile(fileURLToPath(url));
    fetched.push({ file: fileURLToPath(url).slice(index.length + 1), bytes: body.length });
    return new Response(body, { status: 200 });
  };
  try {
    // A fresh copy of the module each time: Pagefind keeps its index in module state.
    const module = (await import(`${pathToFileURL(join(index, 'pagefind.js')).href}?run=${Date.now()}${Math.random()}`)) as PagefindModule;
    // The site's addresses, as a page served from / gives them (the script's own address here is a file).
    await module.options({ noWorker: true, excerptLength: 24, baseUrl: '/' });
    await module.init();
    const { results } = await module.search(term);
    const pages = await Promise.all(results.slice(0, shown).map((result) => result.data()));
    await module.destroy();
    return { found: results.length, pages, fetched };
  } finally {
    globalThis.fetch = realFetch;
  }
}
