/**
 * The interface's texts inside islands, and in the code they run in the browser (a form's messages, its notices).
 * On the server, where an island's first HTML is drawn, they come from the dictionary of the language its
 * placement gives it (`IslandLanguage`); in the browser from the page's phrasebook (phrasebook.ts). So the islands
 * carry no dictionary, and an island draws the same text when it hydrates as the build drew.
 */
import { createContext, useContext } from 'react';
import type { Phrase } from './en.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage, type Language } from './languages.ts';
import { inPageLanguage } from './phrasebook.ts';
import { dictionaryOf, fillIn, translator, type PhraseValues, type Translate } from './translate.ts';

/** The language an island's placement gives it; English for an island that has not learnt the page's yet. */
export const IslandLanguage = createContext<Language>(DEFAULT_LANGUAGE);

const english: Translate = (text, values) => fillIn(text, values);

/** The language an island's placement gave it, and its tag for Intl (fr-CA). */
export function useIslandLanguage(): { readonly language: Language; readonly locale: string } {
  const language = useContext(IslandLanguage);
  return { language, locale: LANGUAGES[language].tag };
}

/** A path of this site in the island's language (/login → /fr/login): where its links lead. */
export function useHref(): (path: string) => string {
  const language = useContext(IslandLanguage);
  return (path) => pathInLanguage(path, language);
}

/**
 * The texts of the island's language: the dictionary on the server, the page's phrasebook in the browser.
 * `given`, for a component the page draws without an island around it (its language comes as a prop).
 */
export function useTranslate(given?: Language): Translate {
  const placed = useContext(IslandLanguage);
  const language = given ?? placed;
  if (language === DEFAULT_LANGUAGE) return english;
  return import.meta.env.SSR ? translator(language) : (text: Phrase, values?: PhraseValues) => inPageLanguage(text, values);
}

/** A message the island's code made (a rule's, the API's), in the island's language when the dictionaries know it. */
export function useTranslateMessage(): (text: string) => string {
  const language = useContext(IslandLanguage);
  if (language === DEFAULT_LANGUAGE) return (text) => text;
  if (!import.meta.env.SSR) return (text) => inPageLanguage(text);
  const dictionary = dictionaryOf(language) as Readonly<Record<string, string>> | undefined;
  return (text) => dictionary?.[text] ?? text;
}
