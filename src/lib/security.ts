/**
 * What a page adds to the site's Content-Security-Policy for itself (with Astro.csp). The policy every page
 * gets, the editor's and the dist/_headers writer are build code: src/build/csp.ts.
 */

/** Google Pay's origin: its script, its calls and its payment sheet, allowed on /testpay only. */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';
