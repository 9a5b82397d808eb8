/**
 * What a component needs to know of its page's language, from the page's address: the language, its <html lang>
 * tag, the English page's path (what the content and the route table name) and the interface's texts.
 */
import { LANGUAGES, languageOfPath, pathInLanguage, pathWithoutLanguage, type Language } from './languages.ts';
import { translator, type Phrase, type Translate } from './translate.ts';

export interface PageLanguage {
  readonly language: Language;
  /** The <html lang> of the language: en, fr-CA, es. */
  readonly tag: string;
  /** The path visitors use, without .html: /fr/about-us. */
  readonly pathname: string;
  /** The same page's English path: /about-us. */
  readonly englishPath: string;
  readonly t: Translate;
  /** A path of this site in the page's language (/contact-us → /fr/contact-us); other addresses unchanged. */
  readonly href: (path: string) => string;
  /** The interface's own menu links (site-menus.ts) in the page's language: their labels translated, their paths the language's. */
  readonly links: (links: readonly { readonly label: Phrase; readonly href: string }[]) => { label: string; href: string }[];
}

/** The page language of an Astro.url (with build.format 'file', its pathname ends in .html at build time). */
export function pageLanguage(url: URL): PageLanguage {
  const pathname = url.pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
  const language = languageOfPath(pathname);
  const t = translator(language);
  const href = (path: string) => pathInLanguage(path, language);
  return {
    language,
    tag: LANGUAGES[language].tag,
    pathname,
    englishPath: pathWithoutLanguage(pathname),
    t,
    href,
    links: (links) => links.map((link) => ({ label: t(link.label), href: href(link.href) })),
  };
}
