/**
 * /thank-you by the navigation state a page sent there: §8's message, and the next steps of that state
 * (contactus, demo, Trial, payment) with their few values: when a trial ends, what a payment bought and
 * for how much.
 */
import { formatUsd, TIME_ZONE } from '../../lib/format';
import { asRecord, asText } from '../../lib/json';
import { planTypeLabel, TRIAL_TERMS } from '../../lib/membership';

/** The states /thank-you knows (compared without case: the trial sends 'Trial'). */
export type ThankYouKind = 'contactus' | 'demo' | 'trial' | 'payment';

/** Messages by state kind. */
export const THANK_YOU_MESSAGES: ReadonlyMap<ThankYouKind, string> = new Map([
  ['contactus', 'Your request has been submitted successfully'],
  ['demo', 'Your request has been submitted successfully'],
  ['trial', 'Your request for Trial has been submitted successfully'],
  ['payment', 'Payment has been done successfully'],
]);

/** The kind of a navigation state (`{kind: 'Trial', …}` or the bare 'Trial'), or null for none. */
export function thankYouKind(state: unknown): ThankYouKind | null {
  const kind = typeof state === 'string' ? state : asRecord(state)?.['kind'];
  if (typeof kind !== 'string') return null;
  const lower = kind.toLowerCase();
  return THANK_YOU_MESSAGES.has(lower as ThankYouKind) ? (lower as ThankYouKind) : null;
}

/** The message for a navigation state, or null for none. */
export function thankYouMessage(state: unknown): string | null {
  const kind = thankYouKind(state);
  return kind ? (THANK_YOU_MESSAGES.get(kind) ?? null) : null;
}

/** The day a trial that starts at `start` ends: 15 days later on New York's calendar (§9), e.g. "March 20, 2026". */
export function trialEndDate(start: Date): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(start)
    .split('-')
    .map(Number);
  const end = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + TRIAL_TERMS.no_of_days));
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(end);
}

/** The values the next steps show, by the name of their slot in ThankYouMessage.astro. */
export type StepValues = Readonly<Record<'trial-end' | 'service' | 'plan' | 'amount', string>>;

/**
 * Values as long as real ones get, for laying every state out invisibly: the page keeps the room the
 * largest state needs, so nothing moves when the real values arrive.
 */
export const SIZE_SAMPLES: StepValues = {
  'trial-end': 'September 30, 2026',
  service: 'Parking Inventory Management System',
  plan: 'Professional Plus, billed monthly',
  amount: '$99,999.99',
};

/**
 * What the next steps of a state show, or null when the state lacks what they need (a payment without its
 * service, plan or amount; the page then shows its steps without the summary). `now` is when the visitor
 * arrived: the trial began a moment before.
 */
export function stepValues(state: unknown, now: Date): Partial<StepValues> | null {
  const kind = thankYouKind(state);
  if (kind === 'trial') return { 'trial-end': trialEndDate(now) };
  if (kind !== 'payment') return {};
  const record = asRecord(state);
  const service = asText(record?.['services']);
  const plan = asText(record?.['planName']);
  const amount = Number(record?.['amount']);
  if (!service || !plan || !Number.isFinite(amount) || amount <= 0) return null;
  return { service, plan: `${plan}, billed ${planTypeLabel(record?.['plan_type']).toLowerCase()}`, amount: formatUsd(amount) };
}
