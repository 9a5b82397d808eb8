/**
 * The response headers Netlify sends: the [[headers]] rules of netlify.toml, then those of the build's
 * dist/_headers (the Content-Security-Policy, scripts/quality/csp.ts), every matching rule in order, a
 * later rule's header replacing an earlier one's. The preview server sends them, and a test compares
 * what it sends with them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';

/** One rule: a path pattern ("/about-us", "/_astro/*") and the headers it sets. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** The rules of netlify.toml, then the rules of `dist`'s _headers file. */
export async function readHeaders(dist: string): Promise<HeaderRule[]> {
  const toml = parseToml(await readFile(new URL('../netlify.toml', import.meta.url), 'utf8')) as { headers?: HeaderRule[] };
  const file = await readFile(join(dist, '_headers'), 'utf8').catch(() => '');
  return [...(toml.headers ?? []), ...parseHeadersFile(file)];
}

/** The rules of a Netlify _headers file: a path line, then indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} });
      continue;
    }
    const [name = '', ...value] = line.trim().split(': ');
    const rule = rules.at(-1);
    if (rule && name) rule.values[name] = value.join(': ');
  }
  return rules;
}

/** Whether a rule's pattern covers a path: exactly, or by a trailing /*. */
function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

/** The headers sent for a path. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.for, pathname)) Object.assign(headers, rule.values);
  return headers;
}
