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

/**
 * The Content-Security-Policy of the content editor at /admin (Sveltia CMS, src/features/editor/), sent
 * as netlify.toml's header for /admin (`npm run csp:sync` writes it; the page carries no meta policy, see
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
