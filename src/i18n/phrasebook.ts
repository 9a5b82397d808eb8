/**
 * The page's phrasebook: the dictionary of the page's language as JSON (<script type="application/json"
 * id="phrasebook">, written by Base.astro on the pages of other languages; none on English pages, where the
 * English text is the key). What runs in the browser reads its texts from it: the islands (island.ts), a form's
 * messages and notices, so no dictionary is bundled with the code. No React here: the notices use it on pages
 * without any island.
 */
import { fillIn, type PhraseValues } from './fill-in.ts';

/** The id of the page's phrasebook element. */
export const PHRASEBOOK_ID = 'phrasebook';

let book: Readonly<Record<string, string>> | undefined;

/** The page's phrasebook, read once; empty on English pages and outside a browser. */
function phrasebook(): Readonly<Record<string, string>> {
  if (book) return book;
  const text = typeof document === 'undefined' ? undefined : document.getElementById(PHRASEBOOK_ID)?.textContent;
  book = text ? (JSON.parse(text) as Record<string, string>) : {};
  return book;
}

/**
 * A text in the page's language, in the browser: a notice's title, a form's message. A text the dictionaries do not
 * know (the API's own message, a country's name) comes back as it is.
 */
export function inPageLanguage(text: string, values?: PhraseValues): string {
  return fillIn(phrasebook()[text] ?? text, values);
}
