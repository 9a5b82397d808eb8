/** Pages that exist for a visitor's flow, not for search engines: kept out of the sitemap and marked noindex. */
export const NOINDEX_PATHS = [
  '/thank-you',
  '/login',
  '/logout',
  '/log-out',
  '/forgot-password',
  '/reset-password',
  '/generate-new-password',
  '/payment',
  '/make-Payment',
  '/testpay',
  '/billing',
  '/404',
  // The content editor, for the site's editors only.
  '/admin',
] as const;

/** Whether a path is kept out of search engines. */
export function isNoindex(pathname: string): boolean {
  return (NOINDEX_PATHS as readonly string[]).includes(pathname);
}
