/**
 * The part of /thank-you that needs the registry of states (./thank-you.ts), loaded only for a visit that carries
 * navigation state: says [§8](docs/CONTRACT.md#8-notices)'s message for the state, and shows its steps with their values. The inline
 * script before it (thank-you-message.inline.ts) has already shown the message and steps in the first frame;
 * this agrees with it and adds the values.
 */
import { stepValues, thankYouKind, thankYouMessage, type StepWriting } from './thank-you';
import { fillIn } from '../../i18n/fill-in';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../i18n/languages';
import { inPageLanguage } from '../../i18n/phrasebook';

/** How the values are written: in the language of the page's text (ThankYouMessage's data-language), from the page's phrasebook. */
function writing(): StepWriting {
  const code = document.querySelector<HTMLElement>('.thank-you')?.dataset['language'];
  const language = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  return { t: language === DEFAULT_LANGUAGE ? fillIn : inPageLanguage, locale: LANGUAGES[language].tag === 'en' ? 'en-US' : LANGUAGES[language].tag };
}

/** Shows the message and steps of `state`, the navigation state the page took; a state it does not know changes nothing. */
export function fillSteps(state: unknown): void {
  const kind = thankYouKind(state);
  const message = thankYouMessage(state);
  const target = document.querySelector('[data-thank-you]');
  const steps = document.querySelector<HTMLElement>(`[data-steps="${kind}"]`);
  if (message && target && steps) {
    // The message as the page laid it out for the state, in the language of the page's text.
    const laidOut = [...document.querySelectorAll<HTMLElement>('[data-state]')]
      .find((copy) => copy.dataset['state'] === kind)
      ?.querySelector('.lead')?.textContent;
    target.textContent = laidOut ?? message;
    const values = stepValues(state, new Date(), writing());
    for (const slot of steps.querySelectorAll<HTMLElement>('[data-slot]')) slot.textContent = values?.[slot.dataset['slot'] ?? ''] ?? '';
    // A state without the details its summary needs shows its steps without the summary.
    steps.querySelector('[data-summary]')?.toggleAttribute('hidden', values === null);
    document.querySelector<HTMLElement>('[data-steps="default"]')?.toggleAttribute('hidden', true);
    steps.hidden = false;
  }
}
