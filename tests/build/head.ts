/**
 * Readers of what a built page says in its head and of the content it was built from, for the build checks:
 * meta tags, the canonical link, the JSON-LD items, a PNG's size, and the entries of content/ as files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fileOf, filesIn } from '../support/content';
import { fileLanguage } from '../../src/i18n/content-files';
import { read } from './dist';

/** The content of a <meta property|name="key">, or null. */
export function meta(html: string, key: string): string | null {
  const found = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? null : decode(found);
}

/** The href of the canonical link, or null. */
export const canonical = (html: string): string | null => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

/** The text of the one h1, without its markup. */
export const heading = (html: string): string => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim());

/** The JSON-LD items of a page. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  if (body.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/**
 * Whether a page's text holds a string or matches a pattern: a boolean to expect, so a failure prints the
 * message rather than the whole page.
 */
export const has = (text: string, part: string | RegExp): boolean => (typeof part === 'string' ? text.includes(part) : part.test(text));

/** HTML's escapes of attribute values and text, undone. */
export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The origin the build was made for (PUBLIC_SITE_URL), from the home page's canonical link. */
export const SITE = new URL(canonical(read('/')) ?? 'http://missing.invalid/').origin;

/** An entry of content/: its file name without the extension, and its fields (front matter or YAML). */
export interface ContentEntry {
  readonly id: string;
  readonly data: Record<string, unknown>;
  /** The Markdown after the front matter ('' for YAML files). */
  readonly body: string;
}

/**
 * Every entry of a folder of the test build's content, read the way an editor wrote it: the editors' content/ with
 * the tests' own laid in (tests/fixtures/content), or with `shipped` the editors' alone.
 */
export function contentEntries(folder: string, { shipped = false }: { shipped?: boolean } = {}): ContentEntry[] {
  const files = shipped ? readdirSync(new URL(`../../content/${folder}/`, import.meta.url)) : filesIn(folder);
  return (
    files
      // The entries, each its English file: a translation (about-us.fr.md) is an entry's text in a language, no entry of its own.
      .filter((file) => /\.(md|yaml)$/.test(file) && fileLanguage(file, file.endsWith('.md') ? 'md' : 'yaml').language === 'en')
      .sort()
      .map((file) => {
        const text = readFileSync(shipped ? new URL(`../../content/${folder}/${file}`, import.meta.url) : fileOf(`${folder}/${file}`), 'utf8');
        const markdown = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
        return {
          id: file.replace(/\.(md|yaml)$/, ''),
          data: parse(markdown ? (markdown[1] ?? '') : text) as Record<string, unknown>,
          body: markdown?.[2] ?? '',
        };
      })
  );
}

/** The heading (h1) of a page of content/pages. */
export function pageHeading(id: string): string {
  const heading = contentEntries('pages').find((entry) => entry.id === id)?.data['heading'];
  return typeof heading === 'string' ? heading : '';
}

/** Whether this build is Netlify's production build, whose check must find no sample (CONTEXT, as the build read it). */
export const PRODUCTION = process.env['CONTEXT'] === 'production';

/** Every URL of the sitemap with its lastmod ('' when it has none). */
export function sitemapEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [, location] of read('/sitemap-index.xml').matchAll(/<loc>([^<]+)<\/loc>/g)) {
    for (const [, entry] of read(new URL(location ?? '').pathname).matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry ?? '')?.[1] ?? '';
      entries.set(loc, /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? '')?.[1] ?? '');
    }
  }
  return entries;
}
