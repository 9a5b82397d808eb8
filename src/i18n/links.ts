/**
 * Links written in content, in the language of the page that shows them: an editor writes [contact us](/contact-us)
 * in a French translation, and the French page leads to /fr/contact-us, the visitor staying in their language.
 * English addresses stay English where no page of the language stands: ENGLISH_ONLY_PATHS (/404), files
 * (/resources/rss.xml, /og/about-us.png), the editor and the search index.
 * Plain TypeScript without Astro's modules: pages and blocks call it at build.
 */
import { DEFAULT_LANGUAGE, ENGLISH_ONLY_PATHS, pathInLanguage, pathWithoutLanguage, type Language } from './languages.ts';

/** The folders of the site that are no visitor's page in a language. */
const NOT_PAGES = /^\/(?:admin|pagefind|_astro|og)(?:\/|$)/;

/** A link of content in `language`: a root-relative path to a page of the site moves under the language's prefix; anything else stays. */
export function linkInLanguage(href: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const english = pathWithoutLanguage(end === -1 ? href : href.slice(0, end));
  const last = english.slice(english.lastIndexOf('/') + 1);
  if (NOT_PAGES.test(english) || ENGLISH_ONLY_PATHS.has(english) || last.includes('.')) return href;
  return pathInLanguage(href, language);
}

/** Every link (`<a href="/…">`) of HTML rendered from content, in `language` (linkInLanguage); the rest of the HTML as it is. */
export function linksInLanguage(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  return html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (_whole, start: string, href: string) => `${start}${linkInLanguage(href, language)}"`);
}
