/**
 * One Content-Security-Policy for the meta tags and netlify.toml. Astro writes the policy into every
 * built page's meta tag (directives from src/lib/security.ts plus the hashes of its inline scripts);
 * this script copies it into netlify.toml's header, so header and meta carry the same directives and
 * hashes (the header holds every page's hashes: inlined styles differ from page to page). Deployment-specific origins (the API) stay exact in the meta tag; the header allows https:
 * there, and adds frame-ancestors, which a meta tag cannot carry.
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

/** The distinct meta policies of the built visitor pages (every page but the editor's). */
export async function builtPolicies(dist: string): Promise<string[]> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html') && file !== EDITOR_PAGE);
  const policies = await Promise.all(
    files.map(async (file) => /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(await readFile(join(dist, file), 'utf8'))?.[1] ?? ''),
  );
  return [...new Set(policies)];
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
  const policies = await builtPolicies(dist);
  if (policies.length === 0 || policies.includes('')) {
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
  const updated = withPolicy(toml, headerPolicy(policies));
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
