/**
 * Pagefind's browser API as the dialog uses it: /pagefind/pagefind.js, which the build writes beside the index
 * (src/build/search-index.ts), loaded on the dialog's first search. It runs without its web worker (`noWorker`):
 * the worker would be started from a plain string, which the pages' Trusted Types refuse, and the index of one
 * site is small enough to search on the page. Compiling its WebAssembly is what 'wasm-unsafe-eval' of the
 * pages' script-src allows.
 */
/** Where the build writes Pagefind's script (the integrity step lists it in each page's import map). */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/** One page found, as its fragment describes it. */
export interface FoundPage {
  readonly url: string;
  /** Escaped text with the matched words in <mark>: see excerpt.ts. */
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string>>;
  readonly filters: Readonly<Record<string, readonly string[]>>;
}

/** The results of one search, best first: each loads its page's fragment when asked. */
export interface Found {
  readonly results: ReadonlyArray<{ readonly id: string; data(): Promise<FoundPage> }>;
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** null when a later call superseded this one. */
  debouncedSearch(term: string, options?: Record<string, unknown>, timeoutMs?: number): Promise<Found | null>;
}

let loading: Promise<PagefindModule> | undefined;

/** Pagefind, loaded and started once; a failed load is tried again on the next call. */
export function loadPagefind(): Promise<PagefindModule> {
  // A URL the bundler leaves alone: the file exists only once the build has indexed the pages. Tried twice.
  const url = new URL(PAGEFIND_SCRIPT, window.location.href).href;
  loading ??= (import(/* @vite-ignore */ url) as Promise<PagefindModule>)
    .catch(() => import(/* @vite-ignore */ url) as Promise<PagefindModule>)
    .then(async (module) => {
      await module.options({ noWorker: true, excerptLength: 24 });
      await module.init();
      return module;
    });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
