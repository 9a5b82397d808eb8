/**
 * The response headers Netlify sends, read the way Netlify reads them: the [[headers]] rules of netlify.toml
 * and the build's dist/_headers, parsed and merged by Netlify's own parser (@netlify/headers-parser), so the
 * local view of headers cannot drift from Netlify's (its path patterns match case-insensitively, with or
 * without a trailing slash, and `/x/*` also matches `/x`).
 *
 * Netlify documents which value wins when one rule is written twice, not when two rules match the same
 * request; other hosts of the same file format join both values, and a browser given two policies enforces
 * both. So every request must get each header from one rule, or from rules that agree: headersFor() refuses
 * an overlap that sets one header twice with different values, and so do the preview server (at start, over
 * every path it serves), the build checks, the CSP gate and `npm run check:deploy`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

/** One rule as Netlify's parser gives it: its path pattern, the regular expression Netlify matches it with, and its headers. */
export type HeaderRule = Header;

/** The netlify.toml of this repository. */
const NETLIFY_TOML = new URL('../netlify.toml', import.meta.url).pathname;

/** The rules of netlify.toml and of `dist`'s _headers file, merged as Netlify merges them. */
export async function readHeaders(dist: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(dist, '_headers')],
    netlifyConfigPath: NETLIFY_TOML,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`Netlify would refuse these header rules:\n${errors.map((error) => `- ${error.message}`).join('\n')}`);
  return headers as HeaderRule[];
}

/** A header that two rules matching the same path set to different values. */
export interface Overlap {
  readonly path: string;
  readonly header: string;
  readonly rules: readonly string[];
}

/** The rules that match a path, in order. */
export const rulesFor = (rules: readonly HeaderRule[], pathname: string): HeaderRule[] => rules.filter((rule) => rule.forRegExp.test(pathname));

/** The headers that more than one rule sets for a path with different values. */
export function overlapsFor(rules: readonly HeaderRule[], pathname: string): Overlap[] {
  const seen = new Map<string, { value: string; rule: string }>();
  const overlaps: Overlap[] = [];
  for (const rule of rulesFor(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const earlier = seen.get(key);
      if (earlier && earlier.value !== value) overlaps.push({ path: pathname, header: name, rules: [earlier.rule, rule.for] });
      else seen.set(key, { value, rule: rule.for });
    }
  }
  return overlaps;
}

/** An overlap in words, for an error message. */
export const describeOverlap = (overlap: Overlap): string =>
  `${overlap.path}: ${overlap.header} is set differently by the rules ${overlap.rules.map((rule) => `"${rule}"`).join(' and ')}`;

/** The headers sent for a path; throws when two rules set one header to different values. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const overlaps = overlapsFor(rules, pathname);
  if (overlaps.length > 0) throw new Error(`Overlapping header rules:\n${overlaps.map(describeOverlap).join('\n')}`);
  const headers: Record<string, string> = {};
  for (const rule of rulesFor(rules, pathname)) Object.assign(headers, rule.values);
  return headers;
}

/**
 * The paths worth asking about a build's rules: every file of `dist` at the paths it is served at (a page
 * with and without `.html`, `/` for index.html), and a path each rule's pattern stands for (a placeholder or a
 * `*` filled with a sample segment).
 */
export async function samplePaths(rules: readonly HeaderRule[], dist: string): Promise<string[]> {
  const paths = new Set<string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('_')) continue;
    const file = `/${join(entry.parentPath, entry.name).slice(dist.replace(/\/+$/, '').length + 1)}`;
    paths.add(file);
    if (file.endsWith('.html')) paths.add(file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1'));
  }
  for (const rule of rules) {
    paths.add(rule.for.replace(/\/:[^/]+/g, '/sample').replace(/\*/g, 'sample'));
    paths.add(rule.for.replace(/\/:[^/]+/g, '/sample').replace(/\/\*$/, ''));
  }
  return [...paths].filter((path) => path.startsWith('/')).sort();
}

/** Every overlap of a build's rules over its sample paths (samplePaths); empty when each request gets each header once. */
export async function overlapsIn(rules: readonly HeaderRule[], dist: string): Promise<Overlap[]> {
  return (await samplePaths(rules, dist)).flatMap((path) => overlapsFor(rules, path));
}
