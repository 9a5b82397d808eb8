/**
 * What a page in the pseudo-language (src/i18n/pseudo.ts) shows as written in English: its texts and accessible
 * names that the interface did not draw from the dictionaries, and that its English page shows too. Text marked
 * with a language of its own (lang="en" on a name or an untranslated page, each language link's own) and names
 * marked translate="no" (the brand, the office's address, a mailbox) are left out: they are English on purpose.
 * So is the text of the page's content (the editors' translation, `content`, as they wrote it, which may say
 * "Services" as the English does), and the tab's title of a page not translated yet (its <main> marked English).
 * Plain TypeScript for the pseudo-language test: it reads built HTML as files, and the browser's DOM as HTML.
 */
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { load } from 'js-yaml';
import { leftAsWritten } from '../../src/i18n/pseudo.ts';
import { splitFrontMatter } from '../../src/lib/front-matter.ts';

/** One text left in English: the text, and where it is (the tags above it, with an id or class). */
export interface LeftInEnglish {
  readonly text: string;
  readonly where: string;
}

/** Elements whose text no one reads. */
const UNREAD = new Set(['script', 'style', 'template', 'noscript']);
/** The attributes that name or describe an element: they are read as its text is. */
const NAMING = ['aria-label', 'aria-description', 'aria-roledescription', 'alt', 'title', 'placeholder'];

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A text with words of English left when its pseudo-language parts are taken out. */
const hasWordsLeft = (text: string) => /[A-Za-z]{2,}/.test(leftAsWritten(text).replace(/\S+@\S+\.\S+|https?:\/\/\S+/g, ' '));

function describe(element: Element): string {
  const id = element.attribs['id'] ? `#${element.attribs['id']}` : '';
  const className = element.attribs['class']?.split(/\s+/)[0];
  return `${element.name}${id}${!id && className ? `.${className}` : ''}`;
}

/** Every text and naming attribute of a page that a reader meets, with where it is; none of what is marked apart. */
function readTexts(html: string): { text: string; where: string }[] {
  const texts: { text: string; where: string }[] = [];
  const walk = (nodes: readonly ChildNode[], path: string[]) => {
    for (const node of nodes) {
      if (isText(node)) {
        const text = normalized(node.data);
        if (text) texts.push({ text, where: path.join(' > ') });
        continue;
      }
      if (!isTag(node)) continue;
      const element = node;
      const { attribs } = element;
      if (UNREAD.has(element.name) || 'hidden' in attribs || attribs['translate'] === 'no') continue;
      // html carries the page's own language; any other lang marks its text apart.
      if (element.name !== 'html' && 'lang' in attribs) continue;
      const here = [...path, describe(element)];
      for (const name of NAMING) {
        const value = attribs[name] && normalized(attribs[name]);
        if (value) texts.push({ text: value, where: `${here.join(' > ')}[${name}]` });
      }
      if (element.name === 'input' && /^(submit|button|reset)$/.test(attribs['type'] ?? '') && attribs['value'])
        texts.push({ text: normalized(attribs['value']), where: `${here.join(' > ')}[value]` });
      walk(element.children, here);
    }
  };
  walk(parseDocument(html).children, []);
  return texts;
}

/** Quotes as the Markdown renderer writes them (’ for '), so content and page compare alike. */
const plainQuotes = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/** The text of the editors' translations: every string of their fields and their Markdown, to find a page's text in. */
export interface ContentText {
  /** Whether `text` is written in the content (as a whole string, or a part of one: a link's text in a paragraph). */
  readonly has: (text: string) => boolean;
}

/** Every string a YAML value holds but its names of things (a block's type, a service's file name, an icon): text. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z0-9-]+$/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The content text of `sources`, each a translation file's whole text: a Markdown file's front matter and body, or YAML. */
export function contentText(sources: readonly string[]): ContentText {
  const texts = sources.flatMap((source) => {
    const parts = splitFrontMatter(source);
    return parts ? [...strings(load(parts.yaml)), parts.body] : strings(load(source));
  });
  const all = plainQuotes(texts.map(normalized).join('\n'));
  return { has: (text) => all.includes(plainQuotes(text)) };
}

/**
 * The texts of a pseudo-language page left in English: those with words outside the marks that are neither its
 * content's nor marked apart, and, given `englishHtml`, that its English page shows too.
 */
export function leftInEnglish(pseudoHtml: string, { content, englishHtml }: { content: ContentText; englishHtml?: string }): LeftInEnglish[] {
  const english = englishHtml === undefined ? undefined : new Set(readTexts(englishHtml).map(({ text }) => text));
  const untranslated = /<main\b[^>]*\slang=/.test(pseudoHtml);
  return readTexts(pseudoHtml).filter(
    ({ text, where }) =>
      hasWordsLeft(text) && !content.has(text) && (english?.has(text) ?? true) && !(untranslated && where.endsWith('head > title')),
  );
}
