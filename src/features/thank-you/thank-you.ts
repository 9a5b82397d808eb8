/**
 * /thank-you by the navigation state a page sent there: [§8](docs/CONTRACT.md#8-notices)'s message and that state's next steps with their
 * few values. The page names no state: each feature that lands here declares its own in its folder, a
 * `thank-you-state.ts` (kind, message, values) beside a `ThankYouSteps.astro` (the steps), and this registry
 * finds them by those names, so a new form that lands here adds two files to its own folder and changes none here.
 */

import { stateKind } from './first-frame';
import { fillIn, type PhraseValues } from '../../i18n/fill-in';

/** How a state's values are written: the page text's translator and the tag of its language ('fr-CA'), for Intl. */
export interface StepWriting {
  readonly t: (text: string, values?: PhraseValues) => string;
  readonly locale: string;
}

/** The slots' text of a state's next steps, by the name of their slot (`data-slot`) in its ThankYouSteps.astro. */
export type StepValues<Slot extends string = string> = Readonly<Record<Slot, string>>;

/** What a feature declares, as the default export of its `thank-you-state.ts`. */
export interface ThankYouState<Slot extends string = string> {
  /** The navigation state's kind, in lower case; a state's kind is compared without case (the trial sends 'Trial'). */
  readonly kind: string;
  /** [§8](docs/CONTRACT.md#8-notices)'s message for the state. */
  readonly message: string;
  /**
   * Values as long as real ones get, for laying the state out invisibly: the page keeps the room the largest
   * state needs, so nothing moves when the real values arrive.
   */
  readonly samples: StepValues<Slot>;
  /** The samples written in another language (its dates and amounts run longer); `samples` where absent. */
  readonly samplesIn?: (writing: StepWriting) => StepValues<Slot>;
  /**
   * What the next steps show, from the navigation state and the moment the visitor arrived; null when the
   * state lacks what they need (its `[data-summary]` part is then hidden). Without it, the steps show no values.
   */
  readonly values?: (state: unknown, now: Date, writing: StepWriting) => StepValues<Slot> | null;
}

/** The specification's English, as written. */
export const ENGLISH_WRITING: StepWriting = { t: (text, values) => fillIn(text, values), locale: 'en-US' };

/** The file name of a declaration. */
const STATE_FILE = '/thank-you-state.ts';

/** Every declared state by its folder (e.g. '../contact'), in the folders' order; a kind declared twice is a mistake. */
export function registry(modules: Readonly<Record<string, ThankYouState>>): ReadonlyMap<string, ThankYouState> {
  const states = new Map<string, ThankYouState>();
  const kinds = new Map<string, string>();
  for (const path of Object.keys(modules).sort()) {
    const state = modules[path];
    if (!path.endsWith(STATE_FILE) || !state) continue;
    const folder = path.slice(0, -STATE_FILE.length);
    const kind = state.kind.toLowerCase();
    const other = kinds.get(kind);
    if (other !== undefined) throw new Error(`/thank-you: the state "${kind}" is declared in ${other} and in ${folder}.`);
    kinds.set(kind, folder);
    states.set(folder, state);
  }
  return states;
}

/** The states of every feature, found by their file name. */
export const THANK_YOU_STATES = registry(import.meta.glob<ThankYouState>('../**/thank-you-state.ts', { eager: true, import: 'default' }));

/** The declared state of a navigation state (`{kind: 'Trial', …}` or the bare 'Trial'), or null for none. */
function declaredState(state: unknown): ThankYouState | null {
  const kind = stateKind(state);
  if (kind === null) return null;
  return [...THANK_YOU_STATES.values()].find((declared) => declared.kind.toLowerCase() === kind) ?? null;
}

/** The kind of a navigation state, in lower case, or null for none the page knows. */
export function thankYouKind(state: unknown): string | null {
  return declaredState(state)?.kind.toLowerCase() ?? null;
}

/** The message for a navigation state, or null for none. */
export function thankYouMessage(state: unknown): string | null {
  return declaredState(state)?.message ?? null;
}

/**
 * What the next steps of a navigation state show, or null when the state lacks what they need. `now` is when
 * the visitor arrived.
 */
export function stepValues(state: unknown, now: Date, writing: StepWriting = ENGLISH_WRITING): Partial<StepValues> | null {
  const declared = declaredState(state);
  return declared?.values ? declared.values(state, now, writing) : {};
}
