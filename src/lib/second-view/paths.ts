/**
 * Where a page's second view lives. A visitor who has seen one page has the site's stylesheet cached, so the
 * service worker (worker.ts) answers the next page with a copy built without the first screen's inline rules: the
 * same page, linking the cached stylesheet in its head (second-view.build.ts writes the copies).
 */

/** The service worker's address: at the root, so its scope is the whole site. */
export const WORKER_PATH = '/sw.js';

/** The Trusted Types policy that makes the worker's address for `register()` (a script address sink). */
export const WORKER_POLICY = 'second-view';

/** The folder of the second views: `/_views/about-us` is `/about-us` without its inline stylesheet. */
export const VIEWS_FOLDER = '/_views';

/**
 * The home page's second view: a name of its own, since a host may answer `/_views/index` with a redirect to
 * `/_views/` (no page of the site is called "home": the build refuses two pages with one view).
 */
export const HOME_VIEW = `${VIEWS_FOLDER}/home`;

/** The address of a page's second view. */
export function viewOf(pathname: string): string {
  return pathname === '/' ? HOME_VIEW : `${VIEWS_FOLDER}${pathname}`;
}

/** Whether a built file (its path in the build folder) is a second view: checks and budgets count pages, not copies. */
export const isSecondView = (file: string): boolean => file.replaceAll('\\', '/').startsWith(`${VIEWS_FOLDER.slice(1)}/`);
