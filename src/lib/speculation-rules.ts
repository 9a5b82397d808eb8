/**
 * The speculation rules every page carries (Chromium reads them; other engines ignore them): a link to another
 * page of the site is fetched ahead while the visitor holds the pointer over it or starts to press it
 * ('moderate'), so the page they are about to open is already here. Fetched only, never rendered ahead: no
 * script of the fetched page runs, so measurement counts a page view only when the page is shown.
 *
 * The text is inline in each page and allowed by its hash in script-src (astro.config.mjs), as any inline script.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // Not the editor (a large page editors reach on purpose), nor leaving the session.
          { not: { href_matches: ['/admin', '/admin/*', '/log-out', '/logout'] } },
          // Nor a link that asks not to be followed or opens elsewhere.
          { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
