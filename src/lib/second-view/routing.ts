/**
 * What the service worker does with a request, apart from the worker's events so that it is tested without a
 * browser. Only two kinds of request are its business: a navigation to a page that has a second view, and the site
 * stylesheet that view links. Anything else (scripts, images, the API, other origins, a form's POST) goes to the
 * network as if there were no worker.
 *
 * A navigation takes the second view only when the stylesheet is in the worker's cache, so the view is drawn as
 * soon as it arrives; otherwise, or when the view cannot be had (a deploy since the worker was installed removed
 * it, the network failed), the page is fetched as it would be without a worker.
 */
import { viewOf } from './paths';

/** What the build tells the worker: the pages that have a second view, and the stylesheet those views link. */
export interface Manifest {
  /** The address of each page with a second view, as a visitor asks for it (`/`, `/about-us`). */
  readonly pages: readonly string[];
  /** The site stylesheet's address (hashed, cached for a year). */
  readonly stylesheet: string;
}

/** What the worker needs from its surroundings: the network and its cache. */
export interface Surroundings {
  readonly origin: string;
  readonly fetch: (request: Request | string, init?: RequestInit) => Promise<Response>;
  /** The stylesheet as the worker's cache holds it, if it does. */
  readonly cached: (url: string) => Promise<Response | undefined>;
}

/** The answer to a request: a promise of the response, or undefined when the network should answer as usual. */
export function answer(request: Request, manifest: Manifest, around: Surroundings): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== around.origin) return undefined;
  if (url.pathname === manifest.stylesheet) return around.cached(manifest.stylesheet).then((response) => response ?? around.fetch(request));
  if (request.mode !== 'navigate' || !manifest.pages.includes(url.pathname)) return undefined;
  return secondView(request, url, manifest, around);
}

async function secondView(request: Request, url: URL, manifest: Manifest, around: Surroundings): Promise<Response> {
  if (await around.cached(manifest.stylesheet)) {
    try {
      const view = await around.fetch(`${viewOf(url.pathname)}${url.search}`, { credentials: 'same-origin', redirect: 'manual' });
      // A redirect comes back opaque (status 0), so not ok: the page itself is asked for.
      if (view.ok) return view;
    } catch {
      // The page itself is asked for below: the same answer as without a worker, failure included.
    }
  }
  return around.fetch(request);
}
