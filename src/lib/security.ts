/**
 * What a page adds to the site's Content-Security-Policy for itself (with Astro.csp). The policy every page
 * gets, the editor's and the dist/_headers writer are build code: src/build/csp.ts.
 */

/** Google Pay's origin: its script, its calls and its payment sheet, allowed on /testpay only. */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';

/**
 * The Trusted Types policies a visitor page may create, by name (its `trusted-types` directive): each does one
 * library's work and refuses the rest. notyf writes a toast's message with innerHTML
 * (src/lib/notices/notyf-policy.ts), on every page; google-pay loads Google's wallet script, on /testpay only.
 */
export const TRUSTED_TYPES_POLICIES = { notyf: 'notyf', googlePay: 'google-pay' } as const;
