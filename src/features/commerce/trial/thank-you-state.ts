/**
 * /thank-you after a trial sign-up ([§4](docs/CONTRACT.md#4-flows) Trial: state Trial; [§8](docs/CONTRACT.md#8-notices)'s message): the steps (./ThankYouSteps.astro)
 * say when the trial ends.
 */
import { newYorkDay } from '../../../lib/format';
import { TRIAL_TERMS } from '../../../lib/membership';
import type { ThankYouState } from '../../thank-you';

/** The day a trial that starts at `start` ends: 15 days later on New York's calendar ([§9](docs/CONTRACT.md#9-constants)), e.g. "March 20, 2026" (fr-CA: "20 mars 2026"). */
export function trialEndDate(start: Date, locale = 'en-US'): string {
  const end = new Date(`${newYorkDay(start)}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + TRIAL_TERMS.no_of_days);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(end);
}

export default {
  kind: 'trial',
  message: 'Your request for Trial has been submitted successfully',
  samples: { 'trial-end': 'September 30, 2026' },
  // The longest month's names: septembre, septiembre.
  samplesIn: ({ locale }) => ({ 'trial-end': trialEndDate(new Date('2026-09-15T15:00:00Z'), locale) }),
  // The trial began a moment before the visitor arrived.
  values: (_state, now, { locale }) => ({ 'trial-end': trialEndDate(now, locale) }),
} satisfies ThankYouState<'trial-end'>;
