/**
 * The pseudo-language: every text of the interface marked as drawn from the dictionaries ('Request a Demo' →
 * '⟦Request a Demo⟧'). A build made with PSEUDO_LANGUAGE=fr (src/build/pseudo-language.ts)
 * draws the French pages with it instead of the French dictionary, and the pseudo-language test
 * (tests/e2e/read-the-site-in-a-pseudo-language.own-build.spec.ts) reads what is left on them as written in
 * English: a text written without t(), or a dictionary's text a component bypasses.
 * Plain TypeScript: the build's plugin and the tests read it.
 */
import { PHRASES, type Dictionary } from './en.ts';

/** Where a pseudo-language text begins and ends, so a test tells it from text written as it is. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/**
 * A text in the pseudo-language: each run of its words between ⟦ and ⟧, its `{names}` kept outside for the values
 * they take ('⟦write to ⟧{mailbox}⟦ or call ⟧{phone}⟦.⟧'), so a sentence drawn with a link in place of a name keeps
 * its marks on every part. Only marked, not changed: the pseudo pages read as the English ones and weigh about as
 * much (the budgets of the build hold).
 */
export function pseudo(text: string): string {
  return text
    .split(/(\{\w+\})/)
    .map((part) => (part === '' || /^\{\w+\}$/.test(part) ? part : `${PSEUDO_OPEN}${part}${PSEUDO_CLOSE}`))
    .join('');
}

/** The dictionary of the pseudo-language: every phrase of the interface in it. */
export function pseudoDictionary(): Dictionary {
  return Object.fromEntries(PHRASES.map((phrase) => [phrase, pseudo(phrase)])) as Dictionary;
}

/**
 * What of a text is left as written: the text without its pseudo-language parts. Text the interface draws has
 * none left but names, numbers and punctuation; a text written without t() is left whole.
 */
export function leftAsWritten(text: string): string {
  return text.replace(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g'), ' ');
}
