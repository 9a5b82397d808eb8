/**
 * The Content-Security-Policy directives beside script-src and style-src, which Astro fills with the
 * hashes of its own inline scripts. astro.config.mjs puts them in every page's meta tag; netlify.toml
 * carries the same policy as a header (scripts/sync-csp.ts writes it, a unit test checks it).
 */
export function CSP_DIRECTIVES(apiUrl: string): Array<`${string} ${string}`> {
  const api = new URL(apiUrl).origin;
  return [
    "default-src 'self'",
    `connect-src 'self' ${api}`,
    `img-src 'self' data: blob: https://i.ytimg.com ${api}`,
    "font-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.google.com https://pay.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}
