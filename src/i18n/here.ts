/**
 * The browser's way to an English address in the language of the page it is on, small enough for the inline
 * scripts that run before the first paint (payment-order, visitor-redirect): languages.ts's table and functions
 * would add 400 bytes to each. The prefixes are languages.ts's PREFIXED_LANGUAGES (i18n.test.ts holds them equal).
 */

/** The prefix of a page's address in a prefixed language: /fr of /fr and /fr/payment, nothing of /fresh. */
const PREFIX = /^\/(?:fr|es)(?=\/|$)/;

/** `path`, an English address of this site ('/request-trial', '/'), in the language of the address the browser is on. */
export function pathHere(path: string): string {
  const prefix = PREFIX.exec(location.pathname)?.[0] ?? '';
  return prefix && path === '/' ? prefix : prefix + path;
}
