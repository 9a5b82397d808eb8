/**
 * The one table of redirects and rewrites. astro.config.mjs writes Netlify's `_redirects` from it,
 * and the local preview server (scripts/preview.ts) answers with it, so both hosts agree.
 * Paths are case-sensitive, as written in the specification (/ParkNPlay, /make-Payment).
 */

import { PREFIXED_LANGUAGES } from '../i18n/languages.ts';

/** Deployment values the table needs; read from the PUBLIC_* build variables. */
export interface RouteConfig {
  readonly newsUrl: string;
  readonly parkNPlayUrl: string;
  readonly parkNPlayCitationUrl: string;
}

/** One rule: `from` may end in one `:param` segment, which `to` may carry on, or in `/*` (any path below). */
export interface RouteRule {
  readonly from: string;
  readonly to: string;
  /**
   * 302 for redirects (targets are configuration, so never cached as permanent), 200 for rewrites, 301 for the
   * address of a landing page that has expired (its campaign is over for good: search engines move its standing).
   */
  readonly status: 200 | 301 | 302;
}

/** The content editor (Sveltia CMS): its page, and its configuration at {this}/config.yml. */
export const EDITOR_PATH = '/admin';

/** Pages that serve any token: the static page reads the token from location.pathname. */
import { TOKEN_PAGES } from './token-pages.ts';
export { TOKEN_PAGES };

/**
 * Every rule, in the order a host must try them; the catch-alls come last. The rules of a page hold under each
 * language's prefix too (/fr/news, /es/reset-password/{token}, /fr/industries/gone to /fr/industries), and an
 * unknown path under a prefix goes to that language's home page (/es/nowhere to /es).
 */
export function routeRules(config: RouteConfig): RouteRule[] {
  return [
    ...inEveryLanguage(pageRules(config)),
    // The editor is served from /admin (admin.html); /admin/ is how editors are used to typing it.
    { from: `${EDITOR_PATH}/`, to: EDITOR_PATH, status: 302 },
    // Any other unknown path goes to the home page of its language (hosts apply these only when no file matches).
    ...PREFIXED_LANGUAGES.map((language) => ({ from: `/${language}/*`, to: `/${language}`, status: 302 as const })),
    { from: '/*', to: '/', status: 302 },
  ];
}

/**
 * English rules, then each again under each language's prefix: from /fr{from} to /fr{to} (an address of another
 * site stays as it is).
 */
export function inEveryLanguage(rules: readonly RouteRule[]): RouteRule[] {
  const inLanguage =
    (prefix: string) =>
    (rule: RouteRule): RouteRule => ({
      from: `${prefix}${rule.from}`,
      to: rule.to.startsWith('/') ? `${prefix}${rule.to === '/' ? '' : rule.to}` : rule.to,
      status: rule.status,
    });
  return [...rules, ...PREFIXED_LANGUAGES.flatMap((language) => rules.map(inLanguage(`/${language}`)))];
}

/** The rules of the site's pages, in English: routeRules repeats them under each language's prefix. */
function pageRules(config: RouteConfig): RouteRule[] {
  return [
    // External addresses: the same from every language.
    { from: '/news', to: config.newsUrl, status: 302 },
    { from: '/ParkNPlay', to: config.parkNPlayUrl, status: 302 },
    { from: '/ParkNPlay/:id', to: `${trimSlash(config.parkNPlayCitationUrl)}/:id`, status: 302 },
    ...TOKEN_PAGES.map((page) => ({ from: `${page}/:token`, to: page, status: 200 as const })),
    // Customers' stories: each published story is a file (/customers/{slug}); a story taken down or
    // mistyped goes to the list rather than home. /customers itself is a file while any story is
    // published; with none (a production build without real stories) the catch-all sends it home.
    { from: '/customers/*', to: '/customers', status: 302 },
    // An industry or article renamed or taken down (or a tag no article carries any more) goes to its list.
    // /resources is a file while any article is published; with none, the catch-all sends it home.
    { from: '/industries/*', to: '/industries', status: 302 },
    { from: '/resources/*', to: '/resources', status: 302 },
  ];
}

/**
 * The rules in Netlify's `_redirects` syntax; `first`, the English rules of this build's content (an expired
 * landing's address to its expiresTo), in every language before the table's, whose catch-alls would otherwise
 * take them (/fr/expired-offer to /fr/request-a-demo, not /fr).
 */
export function netlifyRedirects(config: RouteConfig, first: readonly RouteRule[] = []): string {
  return [...inEveryLanguage(first), ...routeRules(config)]
    .map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`)
    .join('\n')
    .concat('\n');
}

/** Where a request path ends by the table: the first rule that matches, with `:param` filled in URL-encoded. */
export function resolveRoute(rules: readonly RouteRule[], pathname: string): { location: string; status: RouteRule['status'] } | null {
  for (const rule of rules) {
    const param = matchRule(rule.from, pathname);
    if (param === null) continue;
    const location = rule.from.includes('/:') ? rule.to.replace(/:[a-z]+$/i, encodeURIComponent(param)) : rule.to;
    return { location, status: rule.status };
  }
  return null;
}

/** The value of the rule's parameter ('' when it has none), or null when the path does not match. */
function matchRule(from: string, pathname: string): string | null {
  if (from.endsWith('/*')) return pathname.startsWith(from.slice(0, -1)) ? '' : null;
  const paramAt = from.search(/\/:[a-z]+$/i);
  if (paramAt === -1) return pathname === from ? '' : null;
  const prefix = from.slice(0, paramAt + 1);
  if (!pathname.startsWith(prefix)) return null;
  const raw = pathname.slice(prefix.length);
  if (raw === '' || raw.includes('/')) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
