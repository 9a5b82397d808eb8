/**
 * The order on /payment: the plan chosen on a service page and, for a visitor, the registration's access token
 * (so a reload can still pay), handed over in the navigation state and then kept in the tab's sessionStorage.
 * Never the card. The kept order serves a reload or a back/forward visit of /payment only: the page opened afresh
 * (a link, a typed address) without a handed order goes to /request-trial ([§2](docs/CONTRACT.md#2-routes)) and the abandoned order is dropped.
 * It is dropped too once paid (paidLanding), at logout (which clears the tab's storage, [§2](docs/CONTRACT.md#2-routes)), and when the
 * registration's token has expired. A payment whose outcome is unknown holds its plan beyond the order
 * (./hold.ts), so a fresh order for the same plan is held too.
 */
import { takeState } from '../../../lib/navigation-state';
import { sessionStore } from '../../../lib/web-storage';
import { readPlanSelection, type PlanSelection } from '../plans/selection';

/** The two addresses of the page; the plan's state is addressed to either. */
export const PAYMENT_PATHS = ['/payment', '/make-Payment'];

const ORDER_KEY = 'payment-order';

/** How this load of the page came about (the Navigation Timing type; anything else counts as 'navigate'). */
export type NavigationKind = 'navigate' | 'reload' | 'back_forward';

/** The loads that may show the kept order: the same page again, not the page opened afresh. */
const RETURNS: ReadonlySet<NavigationKind> = new Set(['reload', 'back_forward']);

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
  const kept = sessionStore()?.getItem(ORDER_KEY);
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
      sessionStore()?.setItem(ORDER_KEY, JSON.stringify(handed));
      return handed;
    }
    if (!handed && RETURNS.has(navigation)) return keptOrder(now);
    forgetOrder();
    return null;
  } catch {
    return handed;
  }
}

/** Forgets the order (paid, abandoned, or its token expired). */
export function forgetOrder(): void {
  try {
    sessionStore()?.removeItem(ORDER_KEY);
  } catch {
    // Nothing kept.
  }
}
