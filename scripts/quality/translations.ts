/**
 * The content check's rules for translations (content/pages/about-us.fr.md beside about-us.md,
 * src/i18n/content-files.ts), and its report of what still falls back to English:
 * - a translation names an English file that exists (else it would be a page at no address);
 * - a translation keeps every field that is the same in every language as its English file has it: a number or a
 *   yes/no, a value chosen from a list (an icon, a block's type, a drawing), a reference to another entry (a
 *   service, a story), and the shape (the same fields, the same number of items, the blocks in the same order).
 *   Only text is translated. Which fields are choices or references comes from the collection's schema, so a field
 *   added to a schema is held without an edit here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileLanguage } from '../../src/i18n/content-files.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import type { CollectionName } from '../../src/lib/content-schema.ts';
import { SOURCES } from '../../src/lib/content-schema.ts';
import { nearestNames } from '../../src/lib/nearest-names.ts';

export { sharedFieldNames } from '../../src/i18n/shared-fields.ts';

/** A difference between a translation and its English file: where, and what English has there. */
export interface Difference {
  /** The field's path: ['blocks', 2, 'icon']. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/**
 * Where a translation's data differs from its English file's in what is the same in every language. `shared` names
 * the fields kept equal (sharedFieldNames); every other string is text, translated freely.
 */
export function differences(
  english: unknown,
  translation: unknown,
  shared: ReadonlySet<string>,
  path: readonly (string | number)[] = [],
): Difference[] {
  const key = path.findLast((part) => typeof part === 'string');
  if (Array.isArray(english) && Array.isArray(translation)) {
    if (english.length !== translation.length)
      return [
        {
          path,
          message: `has ${translation.length} item${translation.length === 1 ? '' : 's'}, and the English file ${english.length}: a translation has the same items, in the same order, as its English file.`,
        },
      ];
    return english.flatMap((item, index) => differences(item, translation[index], shared, [...path, index]));
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
  if (isObject(english) && isObject(translation)) {
    const keys = [...new Set([...Object.keys(english), ...Object.keys(translation)])];
    return keys.flatMap((name) => {
      if (!(name in translation))
        return [
          {
            path: [...path, name],
            message: `is missing: the English file has it (${shown(english[name])}); a translation has every field its English file has.`,
          },
        ];
      if (!(name in english))
        return [
          {
            path: [...path, name],
            message: 'is not in the English file: a translation has the fields of its English file, no others. Add it to the English file first.',
          },
        ];
      return differences(english[name], translation[name], shared, [...path, name]);
    });
  }
  const text = typeof english === 'string' && typeof translation === 'string' && !(key !== undefined && shared.has(key));
  if (text) return [];
  const same = english instanceof Date && translation instanceof Date ? english.getTime() === translation.getTime() : english === translation;
  return same
    ? []
    : [
        {
          path,
          message: `is ${shown(translation)}, and ${shown(english)} in the English file: it is the same in every language (only text is translated). Write ${shown(english)}, or change it in the English file.`,
        },
      ];
}

/** The English file of a translation's file name, when it has none: a message, with the nearest English names. */
export function orphanMessage(fileName: string, collection: CollectionName, root: string): string | undefined {
  const { folder, extension } = SOURCES[collection];
  const { name, language } = fileLanguage(fileName, extension);
  if (language === DEFAULT_LANGUAGE || existsSync(join(root, folder, `${name}.${extension}`))) return undefined;
  const english = readdirSync(join(root, folder))
    .filter((file) => file.endsWith(`.${extension}`) && fileLanguage(file, extension).language === DEFAULT_LANGUAGE)
    .map((file) => ({ name: file.slice(0, -extension.length - 1) }));
  const near = nearestNames(name, english).map((named) => named.name);
  return `is the ${LANGUAGES[language].name} translation of ${folder}/${name}.${extension}, which does not exist: a translation sits beside its English file, with the same name and .${language} before .${extension}${near.length > 0 ? ` (did you mean ${near.map((n) => `${n}.${language}.${extension}`).join(' or ')}?)` : ''}.`;
}

/** Per language, the entries of each collection that have no translation in it yet: a report, not a mistake. */
export function untranslated(root: string, collections: readonly CollectionName[]): Map<Language, { collection: CollectionName; names: string[] }[]> {
  const report = new Map<Language, { collection: CollectionName; names: string[] }[]>();
  for (const language of PREFIXED_LANGUAGES) {
    const lists = collections.map((collection) => {
      const { folder, extension } = SOURCES[collection];
      const files = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).filter((file) => file.endsWith(`.${extension}`)) : [];
      const english = files
        .filter((file) => fileLanguage(file, extension).language === DEFAULT_LANGUAGE)
        .map((file) => file.slice(0, -extension.length - 1));
      const translated = new Set(
        files
          .map((file) => fileLanguage(file, extension))
          .filter((file) => file.language === language)
          .map((file) => file.name),
      );
      return { collection, names: english.filter((name) => !translated.has(name)).sort() };
    });
    report.set(language, lists);
  }
  return report;
}
