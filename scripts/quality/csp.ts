/**
 * One Content-Security-Policy for the meta tags and netlify.toml. Astro writes the policy into every
 * built page's meta tag (directives from src/lib/security.ts plus the hashes of its inline scripts);
 * this script copies it into netlify.toml's header, so header and meta carry the same directives and
 * hashes (the header holds every page's hashes: inlined styles differ from page to page). Deployment-specific origins (the API) stay exact in the meta tag; the header allows https:
 * there, and adds frame-ancestors, which a meta tag cannot carry.
 * A page that allows an origin most pages do not (the contact page's map in frame-src, added with
 * Astro.csp.insertDirective) gets its own header rule after "/*", which Netlify applies over it for that
 * path; the "/*" policy leaves that origin out.
 * The content editor's page (/admin) is the exception: it has no meta policy, and its own header policy
 * (EDITOR_CSP of src/lib/security.ts) goes into netlify.toml's /admin rules; visitor pages' header
 * policy never includes it.
 *   npm run csp:sync    build, then write netlify.toml
 *   --check             fail when netlify.toml differs from the build (part of npm test)
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EDITOR_PATH } from '../../src/lib/routes.ts';
import { EDITOR_CSP } from '../../src/lib/security.ts';

const tomlPath = new URL('../../netlify.toml', import.meta.url);

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

/** Directives whose sources are per-page hashes (every page has its own); the others name origins. */
const HASHED = new Set(['script-src', 'style-src']);

/** The origin sources of a policy, as "directive source" pairs. */
function originSources(policy: string): string[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name && !HASHED.has(name))
    .flatMap(([name, ...sources]) => sources.map((source) => `${name} ${source}`));
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

/** Where csp:sync writes the per-page rules in netlify.toml: from this line to the end of the file. */
const PAGE_RULES_MARK = '# Pages that allow more than the others (npm run csp:sync writes this part; keep it last):';

/** netlify.toml with its "/*" CSP set to the first rule's policy and the per-page rules after the mark. */
export function withRules(toml: string, rules: readonly HeaderRule[]): string {
  const [base, ...pages] = rules;
  const head = withPolicy(toml.split(PAGE_RULES_MARK)[0] ?? toml, base?.policy ?? '').trimEnd();
  if (pages.length === 0) return `${head}\n`;
  const blocks = pages.map((rule) => `[[headers]]\n  for = "${rule.for}"\n  [headers.values]\n    Content-Security-Policy = "${rule.policy}"\n`);
  return `${head}\n\n${PAGE_RULES_MARK}\n\n${blocks.join('\n')}`;
}

/** Several pages' policies as one: each directive with the sources of all of them (hashes differ by page). */
export function mergePolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(';').map((part) => part.trim()).filter(Boolean)) {
      const [name = '', ...sources] = directive.split(/\s+/);
      const known = directives.get(name) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name, known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The header policy for the pages' meta policies: their directives and hashes, deployment-neutral origins, framing denied. */
export function headerPolicy(meta: string | readonly string[]): string {
  const directives = mergePolicies(typeof meta === 'string' ? [meta] : meta)
    .split('; ')
    .map((directive) => {
      const [name = ''] = directive.split(/\s+/);
      if (name === 'connect-src') return "connect-src 'self' https:";
      if (name === 'img-src') return "img-src 'self' data: blob: https:";
      return directive;
    });
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

/** Whether a netlify.toml `for` pattern covers the editor (/admin and the files under it). */
const isEditorRule = (pattern: string) => pattern === EDITOR_PATH || pattern.startsWith(`${EDITOR_PATH}/`);

/** netlify.toml with the CSP line of each [[headers]] rule set: `editor` in the editor's rules, `policy` in the others. */
export function withPolicy(toml: string, policy: string, editor: string = EDITOR_CSP): string {
  let pattern = '';
  return toml
    .split('\n')
    .map((line) => {
      pattern = /^\s*for = "(.*)"/.exec(line)?.[1] ?? pattern;
      return line.replace(/Content-Security-Policy = ".*"/, `Content-Security-Policy = "${isEditorRule(pattern) ? editor : policy}"`);
    })
    .join('\n');
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
    console.error(`${EDITOR_PAGE} must carry no meta policy (its policy is netlify.toml's ${EDITOR_PATH} header).`);
    process.exit(1);
  }
  const toml = await readFile(tomlPath, 'utf8');
  if (!toml.includes(`for = "${EDITOR_PATH}"`)) {
    console.error(`netlify.toml has no [[headers]] rule for ${EDITOR_PATH}, so the editor would get the visitor pages' policy.`);
    process.exit(1);
  }
  const updated = withRules(toml, headerRules(pages));
  if (values.check) {
    if (updated !== toml) {
      console.error('netlify.toml\'s Content-Security-Policy differs from the built pages\' meta policy: run `npm run csp:sync`.');
      process.exit(1);
    }
    console.log(`CSP: netlify.toml matches the meta policy of every visitor page, and ${EDITOR_PATH} has the editor's policy.`);
  } else {
    await writeFile(tomlPath, updated);
    console.log(updated === toml ? 'netlify.toml CSP already in sync' : 'netlify.toml CSP updated');
  }
}
