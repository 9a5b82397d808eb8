/**
 * The thank-you feature's public module. A feature that lands on /thank-you declares its state in its own
 * folder (a `thank-you-state.ts` of type ThankYouState beside a `ThankYouSteps.astro`); see ./thank-you.ts.
 */
export type { StepValues, ThankYouState } from './thank-you';
export { ENGLISH_WRITING, thankYouKind, thankYouMessage } from './thank-you';
export type { StepWriting } from './thank-you';
