/**
 * The interface's texts in a page's language: `translator(language)` gives the function a component calls,
 * t('Request a Demo') or t('{brand} home', { brand }). English is the key, so English pages read their texts
 * as written; a text a dictionary lacks cannot be asked for (the Phrase type), and the pseudo-language test
 * finds one written without t().
 */
import type { Dictionary, Phrase } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { fillIn, type PhraseValues } from './fill-in.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

export type { Phrase } from './en.ts';
export { fillIn, type PhraseValues } from './fill-in.ts';

export type Translate = (phrase: Phrase, values?: PhraseValues) => string;

const DICTIONARIES: Readonly<Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, Dictionary>> = { fr, es };

/** The dictionary of a language (English: none, the key is the text). */
export function dictionaryOf(language: Language): Dictionary | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : DICTIONARIES[language];
}

/** The texts of the interface in `language`. */
export function translator(language: Language): Translate {
  const dictionary = dictionaryOf(language);
  return (phrase, values) => fillIn(dictionary ? dictionary[phrase] : phrase, values);
}

/** The phrasebook of a language's pages (phrasebook.ts reads it in the browser), safe inside a script element; none for English. */
export function phrasebookJson(language: Language): string | undefined {
  const dictionary = dictionaryOf(language);
  return dictionary && JSON.stringify(dictionary).replace(/</g, '\\u003c');
}
