/**
 * One Content-Security-Policy for the meta tags and the header. Astro writes the policy into every built
 * page's meta tag (directives from src/lib/security.ts plus the hashes of its inline scripts and styles);
 * the build then writes the same policy as the Content-Security-Policy header of dist/_headers, which
 * Netlify serves and `npm run preview` reads too. The header names the exact origins of this build's
 * configuration (the API, the invoice base), holds every page's hashes (inlined styles differ from page to
 * page), and adds frame-ancestors, which a meta tag cannot carry.
 * A page that allows an origin most pages do not (the contact page's map, /testpay's Google Pay, added
 * with Astro.csp) gets its own header rule after "/*", which Netlify applies over it for that path; the
 * "/*" policy leaves that origin out.
 * The content editor's page (/admin) is the exception: it has no meta policy, and its own header policy
 * (EDITOR_CSP of src/lib/security.ts) has rules of its own; visitor pages' header policy never includes it.
 *   astro.config.mjs   writes dist/_headers at the end of every build (writeHeadersFile)
 *   --check            fails when a built page lacks its meta policy, the editor's page has one, or
 *                      dist/_headers does not carry the built pages' policies (part of npm test)
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EDITOR_PATH } from '../../src/lib/routes.ts';
import { EDITOR_CSP } from '../../src/lib/security.ts';

/** The editor's built page, which carries no meta policy. */
export const EDITOR_PAGE = `${EDITOR_PATH.slice(1)}.html`;

/** The meta policy of every built visitor page (every page but the editor's), by the path Netlify serves it at. */
export async function builtPagePolicies(dist: string): Promise<Map<string, string>> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html') && file !== EDITOR_PAGE).sort();
  const policies = new Map<string, string>();
  for (const file of files) {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(await readFile(join(dist, file), 'utf8'))?.[1] ?? '';
    policies.set(`/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`, policy);
  }
  return policies;
}

/** The distinct meta policies of the built visitor pages. */
export async function builtPolicies(dist: string): Promise<string[]> {
  return [...new Set((await builtPagePolicies(dist)).values())];
}

/** Whether a source is a hash (every page has its own; the header carries them all). */
const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);

/** The origin and keyword sources of a policy (no hashes), as "directive source" pairs. */
function originSources(policy: string): string[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => Boolean(name))
    .flatMap(([name, ...sources]) => sources.filter((source) => !isHash(source)).map((source) => `${name} ${source}`));
}

/** A policy without the given "directive source" pairs. */
function without(policy: string, pairs: ReadonlySet<string>): string {
  return policy
    .split('; ')
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      return [name, ...sources.filter((source) => !pairs.has(`${name} ${source}`))].join(' ');
    })
    .join('; ');
}

export interface HeaderRule {
  /** The path pattern of netlify.toml's [[headers]] rule. */
  readonly for: string;
  readonly policy: string;
}

/**
 * The CSP header rules for the built pages: "/*" with every page's directives and hashes, except origins
 * that only a few pages allow (fewer than half); each of those pages gets its own rule with them.
 */
export function headerRules(pages: ReadonlyMap<string, string>): HeaderRule[] {
  const counts = new Map<string, number>();
  for (const policy of pages.values()) for (const pair of new Set(originSources(policy))) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  const rare = new Set([...counts].filter(([, count]) => count < pages.size / 2).map(([pair]) => pair));
  const all = headerPolicy([...pages.values()]);
  const own = [...pages].filter(([, policy]) => originSources(policy).some((pair) => rare.has(pair)));
  return [
    { for: '/*', policy: without(all, rare) },
    ...own.map(([path, policy]) => ({ for: path, policy: without(all, new Set([...rare].filter((pair) => !originSources(policy).includes(pair)))) })),
  ];
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

/** The editor's own rules (/admin and the files under it), after the visitor pages' "/*". */
export function editorRules(policy: string = EDITOR_CSP): HeaderRule[] {
  return [
    { for: EDITOR_PATH, policy },
    { for: `${EDITOR_PATH}/*`, policy },
  ];
}

/** Netlify's _headers file for the rules, in order (a later rule's header replaces an earlier one's). */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => `${rule.for}\n  Content-Security-Policy: ${rule.policy}\n`);
  return `# Written by the build (scripts/quality/csp.ts) from the policy of every built page.\n${blocks.join('')}`;
}

/** Every CSP rule of a build: "/*", the editor's rules, then the pages that allow more. */
export async function buildRules(dist: string): Promise<HeaderRule[]> {
  const [base, ...pages] = headerRules(await builtPagePolicies(dist));
  return [...(base ? [base] : []), ...editorRules(), ...pages];
}

/** Writes dist/_headers for a build (astro.config.mjs calls it when the build is done). */
export async function writeHeadersFile(dist: string): Promise<void> {
  await writeFile(join(dist, '_headers'), headersFile(await buildRules(dist)));
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, check: { type: 'boolean', default: false } } });
  const dist = new URL(`../../${values.dir}/`, import.meta.url).pathname;
  const pages = await builtPagePolicies(dist);
  if (pages.size === 0 || [...pages.values()].includes('')) {
    console.error('Every built visitor page must carry a meta Content-Security-Policy.');
    process.exit(1);
  }
  if ((await readFile(join(dist, EDITOR_PAGE), 'utf8')).includes('http-equiv="content-security-policy"')) {
    console.error(`${EDITOR_PAGE} must carry no meta policy (its policy is the ${EDITOR_PATH} rule of _headers).`);
    process.exit(1);
  }
  const expected = headersFile(await buildRules(dist));
  const written = await readFile(join(dist, '_headers'), 'utf8').catch(() => '');
  if (!values.check) {
    await writeFile(join(dist, '_headers'), expected);
    console.log('dist/_headers written');
  } else if (written !== expected) {
    console.error(
      "dist/_headers does not carry the built pages' policies: the build's security-headers step did not run, or a page changed after it.",
    );
    process.exit(1);
  } else {
    console.log(`CSP: dist/_headers carries the meta policy of every visitor page with exact origins, and ${EDITOR_PATH} has the editor's policy.`);
  }
}
