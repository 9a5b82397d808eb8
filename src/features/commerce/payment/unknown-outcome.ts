/**
 * The two calls that carry a card nonce (POST /membership-payment and the trial registration) under real
 * conditions: a slow gateway gets a longer deadline, a visitor waiting long is told to stay, and an answer
 * that is lost (the deadline, a dropped connection, a 2xx that is not JSON; src/lib/api/outcome.ts
 * `outcomeUnknown`) may hide a charge. Before a new attempt at a payment, the payer's recent payments are
 * looked up with the order's token: a payment of this plan in the last minutes means it went through.
 */
import { fillIn, type PhraseValues } from '../../../i18n/fill-in';
import { call } from '../../../lib/api/http';
import { planTypeLabel } from '../../../lib/membership';
import { loadHistoryReader, parseApiDate, type PaymentRow } from '../../billing';
import type { PlanSelection } from '../plans/selection';
import { RECENT_PAYMENT_MS } from './timings';

/** How far ahead of this browser's clock a payment's date may be (a browser clock that runs late). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What the look-up found: the payment, none, or nothing could be read. */
export type PaymentCheck = { readonly kind: 'found'; readonly payment: PaymentRow } | { readonly kind: 'not-found' } | { readonly kind: 'failed' };

/**
 * The newest payment of the order's plan among `rows` made from RECENT_PAYMENT_MS before `heldAt` (when its
 * outcome became unknown; now, for a check right after) until now: the same plan name, billing (Monthly or
 * Yearly) and amount. A history row names the API's service, not the site's, so the service is not compared;
 * the plan's name, billing and amount, about when it was sent, are what this payment looks like.
 */
export function recentPaymentOf(
  rows: readonly PaymentRow[],
  order: Pick<PlanSelection, 'planName' | 'plan_type' | 'amount'>,
  now: number,
  heldAt = now,
): PaymentRow | null {
  const billing = planTypeLabel(order.plan_type);
  const from = searchedFrom(heldAt, now);
  return (
    rows.find((row) => {
      const paid = parseApiDate(row.paymentDate)?.getTime();
      if (paid === undefined || paid < from || paid > now + CLOCK_SKEW_MS) return false;
      return row.plan === order.planName && row.planType === billing && Math.round(row.total * 100) === Math.round(order.amount * 100);
    }) ?? null
  );
}

/** Where the look-up for a payment held at `heldAt` starts: RECENT_PAYMENT_MS before it, and never later than that before now. */
export function searchedFrom(heldAt: number, now: number): number {
  return Math.min(heldAt, now) - RECENT_PAYMENT_MS;
}

/**
 * How far back the look-up went, in words: "10 minutes" right after the payment, hours or days after a hold from
 * an earlier visit. Rounded down, so the words never claim more than was searched.
 */
export function searchedSpan(ms: number, t: SpanWords = (text, values) => fillIn(text, values)): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 120) return t('{count} minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? t('{count} hours', { count: hours }) : t('{count} days', { count: Math.floor(hours / 24) });
}

/** The words of a span in a language (an island's useTranslate); English by default. */
type SpanWords = (text: '{count} minutes' | '{count} hours' | '{count} days', values: PhraseValues) => string;

/**
 * Looks for the order's payment in the payer's history (GET /partner/payment-history, first page: the API lists
 * the newest first) with the token the payment was sent with. Any failure (the token refused, the network, an
 * answer that is not a history, a reader that could not be loaded) is 'failed': the site cannot say.
 */
export async function checkRecentPayment(
  token: string,
  order: Pick<PlanSelection, 'planName' | 'plan_type' | 'amount'>,
  heldAt = Date.now(),
): Promise<PaymentCheck> {
  // The reader loads with the request; a reader that cannot be loaded is an answer that cannot be read.
  const [result, reader] = await Promise.all([
    call('get', '/partner/payment-history', { searchParams: { page: 1 }, bearer: token }),
    loadHistoryReader().catch(() => null),
  ]);
  const history = reader && result.kind === 'response' && result.ok ? reader.readHistory(result.body) : null;
  if (!history) return { kind: 'failed' };
  const payment = recentPaymentOf(history.rows, order, Date.now(), heldAt);
  return payment ? { kind: 'found', payment } : { kind: 'not-found' };
}
