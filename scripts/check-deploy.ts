/**
 * `npm run check:deploy -- https://the-site [--dir dist]`: checks a deployed site against the build it was
 * made from, the first step after every deploy (README, "Deploying"):
 *
 * - every page of the build's sitemap answers 200 at its own address (no redirect), with exactly one
 *   Content-Security-Policy header, equal to the one the build wrote for it (dist/_headers);
 * - every other header the build's rules give that page (netlify.toml's security headers) has its value;
 * - every rule of dist/_redirects answers with its status code and target (a sample address for each rule);
 * - no page served over https loads anything over http (mixed content).
 *
 * The rules are read with Netlify's own parser (scripts/headers.ts). It prints one line per problem and exits 1
 * when there is any. Against the local preview (`npm run preview`) it checks the preview the same way.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { headersFor, readHeaders } from './headers.ts';

/** An answer as it came over the wire: every header line kept, so a header sent twice is seen twice. */
export interface RawAnswer {
  readonly status: number;
  /** Header names (lower case) with every value sent for them, in order. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  readonly body: string;
}

/** GETs a URL without following redirects, keeping each header line. */
export function getRaw(url: string): Promise<RawAnswer> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'GET', headers: { 'User-Agent': 'parkcloud-check-deploy' } }, (response) => {
      const headers = new Map<string, string[]>();
      const raw = response.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const name = (raw[i] ?? '').toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), raw[i + 1] ?? '']);
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`No answer from ${url} within 30 s`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The paths of every page the build's sitemaps list. */
export async function sitemapPaths(dist: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const index = await readFile(join(dist, 'sitemap-index.xml'), 'utf8');
  const pages = await Promise.all(locs(index).map(async (sitemap) => locs(await readFile(join(dist, new URL(sitemap).pathname), 'utf8'))));
  return pages.flat().map((url) => new URL(url).pathname);
}

/** One rule of a _redirects file. */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** The rules of a _redirects file ("from to status" lines). */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

/**
 * A request that exercises a rule, and the Location it must answer (for a rewrite, none): placeholders get a
 * sample value and a splat a sample path.
 */
export function redirectSample(rule: RedirectRule): { path: string; location: string | null } {
  const values: Record<string, string> = {};
  const path = rule.from
    .replace(/:(\w+)/g, (_, name: string) => (values[name] = `sample-${name}`))
    .replace(/\*$/, () => (values['splat'] = 'sample-path'));
  const location = rule.to.replace(/:(\w+)/g, (_, name: string) => values[name] ?? `:${name}`);
  return { path, location: rule.status === 200 ? null : location };
}

/** The http: addresses an https page loads (scripts, styles, images, frames, media, fonts in inline styles). */
export function mixedContent(html: string, pageUrl: string): string[] {
  if (!pageUrl.startsWith('https:')) return [];
  const found = new Set<string>();
  // Subresource attributes, every one of each tag; the href of <a> and of canonical/alternate links are navigations, not loads.
  for (const tag of html.matchAll(/<(?:script|img|iframe|source|video|audio|embed|track|input|object)\b([^>]*)>/gi)) {
    for (const attribute of (tag[1] ?? '').matchAll(/\s(src|srcset|poster|data)\s*=\s*"([^"]*)"/gi)) {
      const value = attribute[2] ?? '';
      const candidates =
        attribute[1]?.toLowerCase() === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value.trim()];
      for (const url of candidates) if (/^http:\/\//i.test(url)) found.add(url);
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const rel = /\srel="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    const href = /\shref="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (/\b(stylesheet|icon|preload|modulepreload|prefetch|manifest)\b/i.test(rel) && /^http:\/\//i.test(href)) found.add(href);
  }
  for (const match of html.matchAll(/url\(\s*['"]?(http:\/\/[^'")\s]+)/gi)) found.add(match[1] ?? '');
  return [...found];
}

/** An answer, or for a request that failed, status 0 with the error as its body. */
async function tryGet(get: (url: string) => Promise<RawAnswer>, url: string): Promise<RawAnswer> {
  try {
    return await get(url);
  } catch (error) {
    return { status: 0, headers: new Map(), body: error instanceof Error ? error.message : String(error) };
  }
}

/** Every problem of the deployed site at `base` against the build in `dist`, one line each. */
export async function checkDeploy(base: string, dist: string, get: (url: string) => Promise<RawAnswer> = getRaw): Promise<string[]> {
  const origin = new URL(base).origin;
  const rules = await readHeaders(dist);
  const problems: string[] = [];
  const pages = await sitemapPaths(dist);
  if (pages.length === 0) problems.push('The build has no page in its sitemap.');

  for (const path of pages) {
    const url = `${origin}${path}`;
    const answer = await tryGet(get, url);
    if (answer.status !== 200) {
      problems.push(`${path}: answered ${answer.status || answer.body}, not 200`);
      continue;
    }
    let expected: Record<string, string>;
    try {
      expected = headersFor(rules, path);
    } catch (error) {
      problems.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const policies = answer.headers.get('content-security-policy') ?? [];
    const policy = expected['Content-Security-Policy'];
    if (policies.length !== 1) problems.push(`${path}: ${policies.length} Content-Security-Policy headers, not exactly one`);
    else if (policy !== undefined && policies[0] !== policy)
      problems.push(`${path}: its Content-Security-Policy is not the one the build wrote for it`);
    if (policy === undefined) problems.push(`${path}: the build wrote no Content-Security-Policy for it`);
    for (const [name, value] of Object.entries(expected)) {
      if (name.toLowerCase() === 'content-security-policy') continue;
      const sent = answer.headers.get(name.toLowerCase()) ?? [];
      if (sent.length !== 1 || sent[0] !== value)
        problems.push(`${path}: ${name} is ${sent.length === 0 ? 'missing' : JSON.stringify(sent.join(', '))}, not ${JSON.stringify(value)}`);
    }
    for (const resource of mixedContent(answer.body, url)) problems.push(`${path}: loads ${resource} over http on an https page`);
  }

  for (const rule of parseRedirects(await readFile(join(dist, '_redirects'), 'utf8'))) {
    const { path, location } = redirectSample(rule);
    const answer = await tryGet(get, `${origin}${path}`);
    if (answer.status !== rule.status) {
      problems.push(`${path} (rule "${rule.from} ${rule.to} ${rule.status}"): answered ${answer.status || answer.body}, not ${rule.status}`);
      continue;
    }
    const sent = answer.headers.get('location')?.[0] ?? null;
    const absolute = (value: string) => new URL(value, origin).href;
    if (location !== null && (sent === null || absolute(sent) !== absolute(location))) {
      problems.push(`${path} (rule "${rule.from} ${rule.to} ${rule.status}"): goes to ${sent ?? 'nowhere'}, not ${location}`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } }, allowPositionals: true });
  const base = positionals[0];
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('Usage: npm run check:deploy -- https://your-site.example [--dir dist]');
    process.exit(2);
  }
  const problems = await checkDeploy(base, values.dir);
  if (problems.length > 0) {
    console.error(`${base} does not serve what the build in ${values.dir}/ says (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(`${base} serves the build in ${values.dir}/: every sitemap page, each with its one policy and headers, every redirect.`);
  }
}
