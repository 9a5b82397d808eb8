import { createHash } from 'node:crypto';

/** A directive this module sets, typed the way astro.config.mjs's `security.csp.directives` accepts it. */
type Directive = `${'default-src' | 'connect-src' | 'img-src' | 'font-src' | 'frame-src' | 'object-src' | 'base-uri' | 'form-action'} ${string}`;

/**
 * The Content-Security-Policy directives beside script-src and style-src, which Astro fills with the
 * hashes of its own inline scripts. astro.config.mjs puts them in every page's meta tag; netlify.toml
 * carries the same policy as a header (scripts/sync-csp.ts writes it, a unit test checks it).
 */
export function CSP_DIRECTIVES(apiUrl: string): Directive[] {
  const api = new URL(apiUrl).origin;
  return [
    "default-src 'self'",
    // Google Pay on /testpay: its script (script-src, in astro.config.mjs), its calls and its payment sheet frame.
    `connect-src 'self' ${api} https://pay.google.com`,
    `img-src 'self' data: blob: https://i.ytimg.com ${api}`,
    "font-src 'self'",
    // The hero video (home page) and the Google Pay sheet; the contact page adds its map provider (ContactMap.astro).
    'frame-src https://www.youtube-nocookie.com https://pay.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The CSP source of an inline script: the sha256 of its text, for script-src. */
export function scriptHash(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}
