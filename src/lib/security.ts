import { createHash } from 'node:crypto';

/** A directive this module sets, typed the way astro.config.mjs's `security.csp.directives` accepts it. */
type Directive = `${'default-src' | 'connect-src' | 'img-src' | 'font-src' | 'frame-src' | 'object-src' | 'base-uri' | 'form-action'} ${string}`;

/**
 * The Content-Security-Policy directives beside script-src and style-src, which Astro fills with the
 * hashes of its own inline scripts. astro.config.mjs puts them in every page's meta tag; the build writes
 * the same policy, with the same exact origins, as the header of dist/_headers (scripts/quality/csp.ts).
 * Every origin the site fetches from comes from the configuration: the API and the invoice base (which
 * may be on a host of its own). Pages that need more add it themselves with Astro.csp: /contact-us its map
 * provider, /testpay Google Pay (GOOGLE_PAY_ORIGIN).
 */
export function CSP_DIRECTIVES(apiUrl: string, invoiceUrl: string): Directive[] {
  const origins = [...new Set([new URL(apiUrl).origin, new URL(invoiceUrl).origin])].join(' ');
  return [
    "default-src 'self'",
    `connect-src 'self' ${origins}`,
    `img-src 'self' data: blob: https://i.ytimg.com ${origins}`,
    "font-src 'self'",
    // The hero video (home page).
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** Google Pay's origin: its script, its calls and its payment sheet, allowed on /testpay only. */
export const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';

/** The CSP source of an inline script: the sha256 of its text, for script-src. */
export function scriptHash(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

/**
 * The Content-Security-Policy of the content editor at /admin (Sveltia CMS, src/features/editor/), sent
 * as the header of its /admin rules in dist/_headers (the build writes it; the page carries no meta policy, see
 * withoutMetaPolicy). It allows exactly what the editor needs: its own origin (the page, its bundle,
 * fonts and configuration), the GitHub API it reads and commits through (and GitHub's status page it
 * checks), and Netlify's OAuth, whose sign-in runs in a pop-up window and answers by postMessage; only a
 * token refresh would call it.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Svelte adds each component's <style> element and style attributes while the editor runs.
  "style-src 'self' 'unsafe-inline'",
  // Images of the repository are previewed from blob: URLs; signed-in editors' avatars come from GitHub.
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  // data: and blob: are the editor's own images and files, read with fetch().
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com https://api.netlify.com",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A built page without its meta Content-Security-Policy. Only for the editor's page: Astro hashes the
 * page's own styles into a meta policy, and a hash list switches off the 'unsafe-inline' the editor's
 * styles need, so the editor's page relies on its header alone.
 */
export function withoutMetaPolicy(html: string): string {
  return html.replace(/<meta http-equiv="content-security-policy" content="[^"]*">/, '');
}
