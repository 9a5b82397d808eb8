/**
 * Pagefind's excerpt as text to show: the excerpt is HTML-escaped text with the matched words inside
 * `<mark>…</mark>`. It becomes a list of segments, each a run of plain text and whether it is marked, which the
 * dialog draws as text nodes and `<mark>` elements it creates itself: no part of it is ever parsed as HTML (the
 * pages enforce Trusted Types, and an excerpt is text from the site's own pages, which may quote markup).
 */

/** A run of an excerpt's text, marked when it is a match. */
export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The characters an escaped text stands for: the named entities Pagefind writes and numeric references. */
export function unescapeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      // Only a Unicode scalar value: a surrogate or a number beyond U+10FFFF stays as written.
      return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The segments of an excerpt: `<mark>` opens a match and `</mark>` closes it; every other character, a `<` of
 * any other tag included, is text. Empty runs are dropped and neighbours of the same kind joined.
 */
export function excerptSegments(excerpt: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) marked = true;
    else if (/^<\/mark>$/i.test(part)) marked = false;
    else if (part !== '') {
      const text = unescapeText(part);
      const last = segments.at(-1);
      if (last && last.marked === marked) segments[segments.length - 1] = { text: last.text + text, marked };
      else segments.push({ text, marked });
    }
  }
  return segments;
}

/** What drawing an excerpt needs of a document: text nodes and elements, never HTML. */
export type ExcerptDocument = Pick<Document, 'createTextNode' | 'createElement'>;

/** Appends an excerpt's segments to `parent` as text nodes and `<mark>` elements holding text. */
export function appendExcerpt(parent: Pick<ParentNode, 'append'>, segments: readonly Segment[], doc: ExcerptDocument = document): void {
  for (const segment of segments) {
    if (!segment.marked) {
      parent.append(doc.createTextNode(segment.text));
      continue;
    }
    const mark = doc.createElement('mark');
    mark.append(doc.createTextNode(segment.text));
    parent.append(mark);
  }
}
