/**
 * Where a translation of a content file lives: beside its English file, with the language before the extension
 * (content/pages/about-us.md, its French content/pages/about-us.fr.md), the layout Sveltia CMS's i18n writes
 * (`structure: multiple_files`, the default locale's file without a code). Nothing editors link to moves.
 * Plain TypeScript without Astro's modules: the collections, the content check and the editor's configuration read it.
 */
import { DEFAULT_LANGUAGE, isLanguage, PREFIXED_LANGUAGES, type Language } from './languages.ts';
import type { CollectionName } from '../lib/content-schema.ts';

/**
 * The collections the site shows in another language when an entry has a translation (src/content.config.ts's
 * translations, read by src/lib/content.ts): the editor shows them side by side, and the content check reports
 * what of them is still English.
 */
export const TRANSLATED_COLLECTIONS: readonly CollectionName[] = ['pages', 'services'];

/** The language codes a translation's file name may carry, as a glob's alternatives: "fr,es". */
const CODES = PREFIXED_LANGUAGES.join(',');

/** The glob patterns of a folder's English files: every file with the extension but the translations. */
export function englishFilePatterns(extension: string): string[] {
  return [`*.${extension}`, `!*.{${CODES}}.${extension}`];
}

/** The glob pattern of a folder's translations: about-us.fr.md, site.es.yaml. */
export function translationFilePattern(extension: string): string {
  return `*.{${CODES}}.${extension}`;
}

/** A content file's entry and language: about-us.fr.md is about-us in French, about-us.md about-us in English. */
export function fileLanguage(fileName: string, extension: string): { readonly name: string; readonly language: Language } {
  const base = fileName.endsWith(`.${extension}`) ? fileName.slice(0, -extension.length - 1) : fileName;
  const dot = base.lastIndexOf('.');
  const code = dot === -1 ? undefined : base.slice(dot + 1);
  return isLanguage(code) && code !== DEFAULT_LANGUAGE ? { name: base.slice(0, dot), language: code } : { name: base, language: DEFAULT_LANGUAGE };
}

/** The id of a translation's entry in its collection: "fr/about-us" for about-us.fr.md. */
export function translationId(name: string, language: Language): string {
  return `${language}/${name}`;
}

/** The file name of an entry's translation: about-us.fr.md. */
export function translationFileName(name: string, language: Language, extension: string): string {
  return language === DEFAULT_LANGUAGE ? `${name}.${extension}` : `${name}.${language}.${extension}`;
}
