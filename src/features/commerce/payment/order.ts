/**
 * The order on /payment: the plan chosen on a service page and, for a visitor, the registration's access token
 * (so a reload can still pay), handed over in the navigation state and then kept in the tab's sessionStorage.
 * Never the card. The kept order serves a reload or a back/forward visit of /payment only: the page opened afresh
 * (a link, a typed address) without a handed order goes to /request-trial ([§2](docs/CONTRACT.md#2-routes)) and the abandoned order is dropped.
 * It is dropped too once paid (paidLanding), at logout (which clears the tab's storage, [§2](docs/CONTRACT.md#2-routes)), and when the
 * registration's token has expired.
 *
 * A payment of the order whose outcome is unknown (./unknown-outcome.ts) marks the order unconfirmed until the
 * visitor has taken the second step, so a reload of the page keeps the form held instead of offering the same
 * charge again; the same plan handed again from a service page keeps the mark too.
 */
import { takeState } from '../../../lib/navigation-state';
import { readPlanSelection, type PlanSelection } from '../plans/plans';

/** The two addresses of the page; the plan's state is addressed to either. */
export const PAYMENT_PATHS = ['/payment', '/make-Payment'];

const ORDER_KEY = 'payment-order';
const UNCONFIRMED_KEY = 'payment-order-unconfirmed';

/** How this load of the page came about (the Navigation Timing type; anything else counts as 'navigate'). */
export type NavigationKind = 'navigate' | 'reload' | 'back_forward';

/** The loads that may show the kept order: the same page again, not the page opened afresh. */
const RETURNS: ReadonlySet<NavigationKind> = new Set(['reload', 'back_forward']);

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** How the current page was loaded; 'navigate' when the browser does not say. */
export function navigationKind(): NavigationKind {
  const entry = typeof performance === 'undefined' ? undefined : performance.getEntriesByType?.('navigation')[0];
  const type = entry?.type;
  return type === 'reload' || type === 'back_forward' ? type : 'navigate';
}

/** Whether an order's registration token has expired (an order without one pays with the session's token). */
export function tokenExpired(order: Pick<PlanSelection, 'token' | 'tokenExpiresAt'>, now: number): boolean {
  return order.token !== undefined && order.tokenExpiresAt !== undefined && order.tokenExpiresAt <= now;
}

/** The order kept in this tab, or null (a malformed or expired one is dropped). */
function keptOrder(now: number): PlanSelection | null {
  const kept = storage()?.getItem(ORDER_KEY);
  const order = kept ? readPlanSelection(JSON.parse(kept)) : null;
  if (order && !tokenExpired(order, now)) return order;
  forgetOrder();
  return null;
}

/**
 * The order handed to this page (kept from now on), else, on a reload or back/forward visit, the one kept from
 * an earlier load of it in this tab, else null.
 */
export function takeOrder({
  navigation = navigationKind(),
  now = Date.now(),
}: { navigation?: NavigationKind; now?: number } = {}): PlanSelection | null {
  const handed = readPlanSelection(takeState(PAYMENT_PATHS));
  try {
    if (handed && !tokenExpired(handed, now)) {
      const kept = storage()?.getItem(ORDER_KEY);
      const before = kept ? readPlanSelection(JSON.parse(kept)) : null;
      if (!before || !samePlan(before, handed)) storage()?.removeItem(UNCONFIRMED_KEY);
      storage()?.setItem(ORDER_KEY, JSON.stringify(handed));
      return handed;
    }
    if (!handed && RETURNS.has(navigation)) return keptOrder(now);
    forgetOrder();
    return null;
  } catch {
    return handed;
  }
}

/** Whether two orders are for the same purchase: the service, plan, billing and amount. */
function samePlan(a: PlanSelection, b: PlanSelection): boolean {
  return a.serviceId === b.serviceId && a.planId === b.planId && a.plan_type === b.plan_type && a.amount === b.amount;
}

/** Forgets the order (paid, abandoned, or its token expired), and whether its payment was unconfirmed. */
export function forgetOrder(): void {
  try {
    storage()?.removeItem(ORDER_KEY);
    storage()?.removeItem(UNCONFIRMED_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The kept order's payment was sent and its outcome is unknown: the page stays held, reloaded or not. */
export function markUnconfirmed(now = Date.now()): void {
  try {
    storage()?.setItem(UNCONFIRMED_KEY, String(now));
  } catch {
    // Storage refused: the form in memory is held all the same.
  }
}

/** The visitor has taken the second step (or the payment was found): a new attempt may be sent. */
export function clearUnconfirmed(): void {
  try {
    storage()?.removeItem(UNCONFIRMED_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Whether the kept order's last payment has an unknown outcome that the visitor has not yet checked. */
export function isUnconfirmed(): boolean {
  try {
    return storage()?.getItem(UNCONFIRMED_KEY) != null && storage()?.getItem(ORDER_KEY) != null;
  } catch {
    return false;
  }
}
