/**
 * Reading elements out of a built page without a browser: the build writes well-formed HTML, so an element is
 * its opening tag up to the closing tag that balances it. Enough for the build checks to find a section, its
 * cards and links, their attributes and their text, the way a visitor without JavaScript gets them.
 */

/** Elements that have no closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The outer HTML of every element whose opening tag matches `open` (e.g. /^<article\b/, /aria-label="Results"/), in order. */
export function elements(html: string, open: RegExp): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*>/g)) {
    const [tag, rawName] = match;
    if (!open.test(tag)) continue;
    const name = (rawName ?? '').toLowerCase();
    const start = match.index;
    if (VOID.has(name) || tag.endsWith('/>')) {
      found.push(tag);
      continue;
    }
    const pattern = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    pattern.lastIndex = start + tag.length;
    let depth = 1;
    for (let next = pattern.exec(html); next; next = pattern.exec(html)) {
      if (next[0].endsWith('/>')) continue;
      depth += next[1] ? -1 : 1;
      if (depth === 0) {
        found.push(html.slice(start, next.index + next[0].length));
        break;
      }
    }
  }
  return found;
}

/** The outer HTML of the first element whose opening tag matches `open`; throws when there is none. */
export function element(html: string, open: RegExp): string {
  const [first] = elements(html, open);
  if (first === undefined) throw new Error(`No element whose opening tag matches ${open}`);
  return first;
}

/** The elements of `html` whose outer HTML contains a text (after textOf). */
export const withText = (list: readonly string[], text: string): string[] => list.filter((outer) => textOf(outer).includes(text));

/** An attribute of an element's opening tag: its value, '' for a bare attribute, null when absent. */
export function attribute(outer: string, name: string): string | null {
  const tag = /^<[^>]*>/.exec(outer)?.[0] ?? '';
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);
  if (!match) return null;
  return decode(match[1] ?? '');
}

/** The text a visitor reads: without tags, comments, scripts and styles, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name an element gets from aria-label, or from the text of the element aria-labelledby points at in `page`. */
export function labelOf(page: string, outer: string): string | null {
  const label = attribute(outer, 'aria-label');
  if (label !== null) return label;
  const ids = attribute(outer, 'aria-labelledby');
  if (ids === null) return null;
  return ids
    .split(/\s+/)
    .map((id) => textOf(element(page, new RegExp(`\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`))))
    .join(' ');
}

/** Entities as Astro and React write them. */
function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The links of some HTML whose text contains `name` in any case, as Playwright's getByRole('link', { name }) finds them. */
export const linksNamed = (html: string, name: string): string[] =>
  elements(html, /^<a\b/).filter((link) => textOf(link).toLowerCase().includes(name.toLowerCase()));

/** A page's hero: the section that holds its h1. */
export const heroOf = (page: string): string => elements(page, /^<section\b/).find((section) => /<h1\b/.test(section)) ?? '';
