/**
 * The site's Content-Security-Policy, made at build. Astro writes the policy into every built page's meta
 * tag (CSP_DIRECTIVES below, plus the hashes of its own and our inline scripts and styles, of the whole build);
 * when the build is done, writeOwnHashes() cuts each page's hash lists to the inline scripts and styles that page
 * contains, and writeHeadersFile() writes the same policy as the Content-Security-Policy header of
 * dist/_headers, which Netlify serves and `npm run preview` reads too. A page's header is its meta policy (the
 * exact origins of this build's configuration, the API and the invoice base, and the page's own hashes) with
 * frame-ancestors, which a meta tag cannot carry.
 * Each page gets its own header rule with its own policy (headerRules), at every path it is served at, and no
 * rule covers every path: a page that allows an origin the others do not (the contact page's map, /testpay's
 * Google Pay, added with Astro.csp) allows it alone, and no request gets two policies.
 * The content editor's page (/admin) is the exception: it has no meta policy (withoutMetaPolicy), and its
 * own header policy (EDITOR_CSP) has rules of its own; visitor pages' header policy never includes it.
 * The gate `node scripts/quality/csp.ts --check` compares dist/_headers with what buildRules() gives.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// With their extension: the CSP gate (scripts/quality/csp.ts) loads this module in Node, without Vite.
import { pagePathOf } from './page-path.ts';
import { EDITOR_PATH, TOKEN_PAGES } from '../lib/routes.ts';
import { pathWithoutLanguage } from '../i18n/languages.ts';
import { TRUSTED_TYPES_POLICIES } from '../lib/security.ts';

/** A directive this module sets, typed the way astro.config.mjs's `security.csp.directives` accepts it. */
type Directive = `${
  'default-src' | 'connect-src' | 'img-src' | 'font-src' | 'base-uri' | 'form-action' | 'require-trusted-types-for' | 'trusted-types'} ${string}`;

/**
 * The Content-Security-Policy directives beside script-src and style-src, which Astro fills with the
 * hashes of its own inline scripts (and ours, from src/build/inline-scripts.ts). astro.config.mjs puts them
 * in every page's meta tag; writeHeadersFile() writes the same policy, with the same exact origins, as the
 * header of dist/_headers. Nothing is allowed unless written here (`default-src 'none'`). Every origin the
 * site fetches from comes from the configuration: the API and the invoice base (which may be on a host of its
 * own), and in connect-src only, the measurement collector when PUBLIC_ANALYTICS_URL is set. Pages that need
 * more add it themselves with Astro.csp: the home page its video (frame-src), /contact-us its map provider,
 * /testpay Google Pay (GOOGLE_PAY_ORIGIN of src/lib/security.ts).
 */
export function CSP_DIRECTIVES(apiUrl: string, invoiceUrl: string, analyticsUrl = ''): Directive[] {
  const origins = [...new Set([new URL(apiUrl).origin, new URL(invoiceUrl).origin])].join(' ');
  // The measurement collector (PUBLIC_ANALYTICS_URL) is only ever posted to: connect-src alone, and only when set.
  const connect = [...new Set([...origins.split(' '), ...(analyticsUrl ? [new URL(analyticsUrl).origin] : [])])].join(' ');
  return [
    "default-src 'none'",
    // Our own files (the list of service names, a bundle's chunks) and the API's and invoices' answers.
    `connect-src 'self' ${connect}`,
    // /billing adds blob: for the invoice it shows from the file it downloaded.
    `img-src 'self' ${origins}`,
    "font-src 'self'",
    // No page has a <base>; no page posts a form anywhere but to itself (the islands send with fetch).
    "base-uri 'none'",
    "form-action 'self'",
    // Every DOM sink that can run script takes only a Trusted Type, made by one of the site's own policies.
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.notyf}`,
  ];
}

/**
 * The sources of every page's script-src beside the hashes of its inline scripts (astro.config.mjs gives them to
 * Astro): our own bundled files, and the compiling of WebAssembly, which the site search's Pagefind needs
 * (src/features/search/pagefind.ts). 'wasm-unsafe-eval' allows WebAssembly alone, never eval() or new Function().
 */
export const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"] as const;

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
 * token refresh would call it. It enforces no Trusted Types: Sveltia CMS writes HTML strings (its rich-text
 * editor, its Markdown preview, its icons) and defines no policy for them.
 */
export const EDITOR_CSP = [
  // The editor is one app of our own origin: its bundle, its configuration (/admin/config.yml) and its pages.
  "default-src 'self'",
  // Its bundle and the chunks it loads on first use (the code highlighter's grammars, the map, the image tools).
  "script-src 'self'",
  // Svelte adds each component's <style> element and style attributes while the editor runs.
  "style-src 'self' 'unsafe-inline'",
  // Images of the repository are previewed from blob: URLs; signed-in editors' avatars come from GitHub.
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  // The editor's icon font and text fonts, served from our origin (src/build/editor-fonts.ts).
  "font-src 'self'",
  // data: and blob: are the editor's own images and files, read with fetch().
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com https://api.netlify.com",
  // Video and audio files of the repository, previewed from blob: URLs like its images.
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

/**
 * The script types a browser runs, and so checks against script-src: none (a classic script), a JavaScript MIME
 * type, a module, an import map, speculation rules. Any other type is a data block (JSON-LD), never run.
 */
const RUN_SCRIPT_TYPE = /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** The CSP sources of a page's inline scripts (those a browser runs) and inline styles, each once, in page order. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/i.test(attributes) && RUN_SCRIPT_TYPE.test(/\btype="([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? ''))
    .map(([, , text = '']) => `'${scriptHash(text)}'`);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text = '']) => `'${scriptHash(text)}'`);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Whether a CSP source is a hash. */
const isHash = (source: string) => /^'sha(?:256|384|512)-/.test(source);

/** A meta policy's hash sources in script-src and style-src. */
function policyHashes(html: string): string[] {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name === 'script-src' || name === 'style-src')
    .flatMap(([, ...sources]) => sources.filter(isHash));
}

/**
 * The hashes Astro lists on every page: those of every inline script and style of the whole build and of the
 * configuration (astro.config.mjs), which every meta policy of `pages` carries.
 */
export function buildWideHashes(pages: readonly string[]): Set<string> {
  const lists = pages.filter(hasMetaPolicy).map((html) => new Set(policyHashes(html)));
  const [first = new Set<string>(), ...others] = lists;
  return new Set([...first].filter((hash) => others.every((list) => list.has(hash))));
}

/**
 * A built page whose meta policy allows, in script-src and style-src, exactly the hashes of the inline scripts and
 * styles it contains, and those it asked for itself with Astro.csp (a style its island adds while it runs): of the
 * build-wide hashes Astro lists on every page (`buildWide`), only those of its own elements stay. The other sources
 * ('self', an origin a page adds) stay as they were. A page without a meta policy (the editor's) is returned as it is.
 */
export function withOwnHashes(html: string, buildWide: ReadonlySet<string>): string {
  const meta = /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html);
  if (!meta) return html;
  const own = inlineHashes(html);
  const inline = new Map([
    ['script-src', own.scripts],
    ['style-src', own.styles],
  ]);
  const directives = (meta[1] ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      const hashes = inline.get(name);
      if (!hashes) return directive;
      inline.delete(name);
      const kept = sources.filter((source) => !isHash(source) || (!buildWide.has(source) && !hashes.includes(source)));
      return [name, ...kept, ...hashes].join(' ');
    });
  for (const [name, hashes] of inline) if (hashes.length > 0) directives.push([name, ...hashes].join(' '));
  const policy = `<meta http-equiv="content-security-policy" content="${directives.join('; ')}">`;
  return html.slice(0, meta.index) + policy + html.slice(meta.index + meta[0].length);
}

/** Whether a built page carries a meta policy. */
export function hasMetaPolicy(html: string): boolean {
  return html.includes('http-equiv="content-security-policy"');
}

/** The editor's built page, which carries no meta policy. */
export const EDITOR_PAGE = `${EDITOR_PATH.slice(1)}.html`;

/** A page's meta policy ('' for a page without one). */
const metaPolicyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

/** The built visitor pages' files (every page but the editor's), in order. */
async function visitorPageFiles(dist: string): Promise<string[]> {
  return (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html') && file !== EDITOR_PAGE).sort();
}

/** The meta policy of every built visitor page (every page but the editor's), by the path Netlify serves it at. */
export async function builtPagePolicies(dist: string): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for (const file of await visitorPageFiles(dist)) policies.set(pagePathOf(file), metaPolicyOf(readFileSync(join(dist, file), 'utf8')));
  return policies;
}

/** The distinct meta policies of the built visitor pages. */
export async function builtPolicies(dist: string): Promise<string[]> {
  return [...new Set((await builtPagePolicies(dist)).values())];
}

export interface HeaderRule {
  /** The path pattern of the _headers rule. */
  readonly for: string;
  readonly policy: string;
}

/**
 * The paths Netlify serves a built page at: its own ("/about-us", "/" for the home page) and its file's
 * ("/about-us.html", "/index.html", and "/index" as the preview serves it); a token page also at every path
 * below it (its rewrite in the route table, "/reset-password/{token}", "/fr/reset-password/{token}").
 */
export function pagePatterns(path: string): string[] {
  const forms = path === '/' ? ['/', '/index', '/index.html'] : [path, `${path}.html`];
  return (TOKEN_PAGES as readonly string[]).includes(pathWithoutLanguage(path)) ? [...forms, `${path}/*`] : forms;
}

/**
 * The CSP header rules for the built pages: one rule per path a page is served at, with that page's own
 * policy (its meta policy, framing denied). No rule covers every path ("/*"): Netlify documents which value
 * wins for one path written twice, not for two rules that match one request, and a browser given two policies
 * enforces both; so no request matches two rules that set the policy differently (scripts/headers.ts refuses
 * such an overlap). Redirects and other files than pages get no policy: a redirect's answer has no document to
 * protect.
 */
export function headerRules(pages: ReadonlyMap<string, string>): HeaderRule[] {
  return [...pages].flatMap(([path, meta]) => pagePatterns(path).map((pattern) => ({ for: pattern, policy: headerPolicy(meta) })));
}

/** Several pages' policies as one: each directive with the sources of all of them (hashes differ by page). */
export function mergePolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name = '', ...sources] = directive.split(/\s+/);
      const known = directives.get(name) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name, known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The header policy for the pages' meta policies: their directives, exact origins and hashes, framing denied. */
export function headerPolicy(meta: string | readonly string[]): string {
  return `${mergePolicies(typeof meta === 'string' ? [meta] : meta)}; frame-ancestors 'none'`;
}

/** The editor's own rules: /admin and the files under it (Netlify's "/admin/*" matches /admin.html too). */
export function editorRules(policy: string = EDITOR_CSP): HeaderRule[] {
  return [
    { for: EDITOR_PATH, policy },
    { for: `${EDITOR_PATH}/*`, policy },
  ];
}

/** Netlify's _headers file for the rules, in order (no two of them match one request with different policies). */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => `${rule.for}\n  Content-Security-Policy: ${rule.policy}\n`);
  return `# Written by the build (src/build/csp.ts) from the policy of every built page.\n${blocks.join('')}`;
}

/**
 * The retired service worker, public/sw.js: a browser that still has the site's former worker fetches it, and it
 * unregisters itself. Its script is governed by its own answer's policy: it may load and fetch nothing.
 */
export const RETIRED_WORKER_RULE: HeaderRule = { for: '/sw.js', policy: "default-src 'none'" };

/** Every CSP rule of a build whose visitor pages have these policies: the editor's rules, the retired worker's, then each page's. */
function rulesFor(policies: ReadonlyMap<string, string>): HeaderRule[] {
  return [...editorRules(), RETIRED_WORKER_RULE, ...headerRules(policies)];
}

/** Every CSP rule of a build, read from its pages. */
export async function buildRules(dist: string): Promise<HeaderRule[]> {
  return rulesFor(await builtPagePolicies(dist));
}

/**
 * Gives every built page its own hash lists (withOwnHashes), and returns each visitor page's policy as written, by
 * its path (what builtPagePolicies would read back), so that dist/_headers is written without reading every page again.
 */
export async function writeOwnHashes(dist: string): Promise<Map<string, string>> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const pages = files.map((file) => [file, readFileSync(join(dist, file), 'utf8')] as const);
  const buildWide = buildWideHashes(pages.map(([, html]) => html));
  const policies = new Map<string, string>();
  for (const [file, html] of pages) {
    const owned = withOwnHashes(html, buildWide);
    if (owned !== html) writeFileSync(join(dist, file), owned);
    if (file !== EDITOR_PAGE) policies.set(pagePathOf(file), metaPolicyOf(owned));
  }
  return policies;
}

/** Writes dist/_headers for a build from its visitor pages' policies (the securityHeaders integration calls it when the build is done). */
export async function writeHeadersFile(dist: string, policies: ReadonlyMap<string, string>): Promise<void> {
  await writeFile(join(dist, '_headers'), headersFile(rulesFor(policies)));
}
