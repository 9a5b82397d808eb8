/**
 * The hold on a plan whose payment's outcome is unknown (./unknown-outcome.ts): kept per service and plan in
 * localStorage, so it outlives a reload, a fresh visit of /payment and a new tab. While a plan is held, every
 * order for it on /payment opens on the check (./UnknownOutcome.tsx), and its button sends nothing until the
 * check is done. The hold goes when the payment is found in the history and the visitor continues, when the
 * visitor, after the check, is told it may try again, or when the session it was paid in ends: at logout
 * (which clears all storage) or when its token expires (after which that token cannot look the payment up).
 *
 * A hold keeps the order as it was sent and the token it was sent with, so the check looks for that payment
 * (its plan, billing and amount, from the time it was sent) in the history of the account that paid, whatever
 * the new order is. Never the card.
 */
import * as v from 'valibot';
import { DEFAULT_SESSION_SECONDS, sessionEnd, type SessionTiming } from '../../../lib/session/expiry';
import { localStore } from '../../../lib/web-storage';
import { PlanSelectionSchema, type PlanSelection } from '../plans/selection';

const HOLDS_KEY = 'payment-holds';

/** What a plan is held for: the order sent, the token it went with, when, and until when the hold stands. */
export interface PaymentHold {
  readonly order: PlanSelection;
  readonly token: string;
  /** When the hold was set (the outcome became unknown), in milliseconds since the epoch. */
  readonly at: number;
  /** When the session of `token` ends: the hold is dropped then. */
  readonly until: number;
}

const HoldSchema = v.object({
  order: PlanSelectionSchema,
  token: v.pipe(v.string(), v.nonEmpty()),
  at: v.pipe(v.number(), v.finite()),
  until: v.pipe(v.number(), v.finite()),
});

/** The order fields that name what is held: the service and its plan (either billing of it). */
type PlanKey = Pick<PlanSelection, 'serviceId' | 'planId'>;

const samePlan = (a: PlanKey, b: PlanKey) => a.serviceId === b.serviceId && a.planId === b.planId;

/** The holds kept, each read on its own: an entry that is not a hold is left out, never a crash. */
function readHolds(): PaymentHold[] {
  try {
    const kept: unknown = JSON.parse(localStore()?.getItem(HOLDS_KEY) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.flatMap((entry: unknown) => {
      const read = v.safeParse(HoldSchema, entry);
      return read.success ? [read.output] : [];
    });
  } catch {
    return [];
  }
}

function writeHolds(holds: readonly PaymentHold[]): void {
  try {
    if (holds.length === 0) localStore()?.removeItem(HOLDS_KEY);
    else localStore()?.setItem(HOLDS_KEY, JSON.stringify(holds));
  } catch {
    // Storage refused: the form in memory stays held all the same.
  }
}

/**
 * When the session of the token an order is paid with ends: the registration token's expiry, else the login's,
 * else null (no token: nothing can be sent). A registration token without a known end (an order kept before its
 * end was recorded) is given the site's default session from now.
 */
export function holdEnd(order: Pick<PlanSelection, 'token' | 'tokenExpiresAt'>, session: SessionTiming | null, now: number): number | null {
  if (order.token) return order.tokenExpiresAt ?? now + DEFAULT_SESSION_SECONDS * 1000;
  return session ? sessionEnd(session) : null;
}

/** The hold standing on the order's plan, or null (a hold whose session has ended is dropped). */
export function holdOn(order: PlanKey, now = Date.now()): PaymentHold | null {
  const holds = readHolds();
  const standing = holds.filter((hold) => hold.until > now);
  if (standing.length !== holds.length) writeHolds(standing);
  return standing.find((hold) => samePlan(hold.order, order)) ?? null;
}

/**
 * Holds the order's plan: its payment was sent with `token` and its outcome is unknown. A hold already standing
 * on the plan is kept as it is (it names the first payment that may have gone through) and returned.
 */
export function holdPlan(order: PlanSelection, token: string, until: number, now = Date.now()): PaymentHold {
  const standing = holdOn(order, now);
  if (standing) return standing;
  const { token: _token, tokenExpiresAt: _end, existingMembershipPlanId: _membership, ...sent } = order;
  const hold: PaymentHold = { order: sent, token, at: now, until };
  writeHolds([...readHolds(), hold]);
  return hold;
}

/** Releases the hold on the order's plan: its payment was found, or the visitor may try again after the check. */
export function releasePlan(order: PlanKey): void {
  const holds = readHolds();
  const rest = holds.filter((hold) => !samePlan(hold.order, order));
  if (rest.length !== holds.length) writeHolds(rest);
}
