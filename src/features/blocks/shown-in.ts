/** Which language a page of content/pages shows in at an address, by whether its blocks speak that language (languages.ts). */
import { pageInLanguage, type Page } from '../../lib/content';
import { translationFileName } from '../../i18n/content-files';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { blocksInEnglishOnly } from './languages';

/**
 * A page of content/pages as a route whose own parts speak every language shows it at an address of `language`:
 * its translation when it has one and every block of it speaks that language; else English, under the notice of a
 * page not translated yet. `shownIn` is the language of its text, which the route's parts follow; `file` the file
 * it comes from under content/pages (what an editor's message names).
 */
export async function pageShownIn(english: Page, language: Language) {
  const whole = blocksInEnglishOnly(english.data.blocks ?? []).length === 0;
  const { shown: page, translations } = whole
    ? await pageInLanguage(english, language)
    : { shown: english, translations: [DEFAULT_LANGUAGE] as readonly Language[] };
  const shownIn: Language = translations.includes(language) ? language : DEFAULT_LANGUAGE;
  const file = page === english ? `${english.id}.md` : translationFileName(english.id, language, 'md');
  return { page, translations, shownIn, file };
}
