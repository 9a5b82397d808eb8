/**
 * Where the /payment order is kept and how a load of the page is read, without the order's schema (./order.ts
 * reads the order with it): what the page's head reads before the page loads anything (payment-order.inline.ts),
 * in a few hundred bytes where the schema would add kilobytes.
 */
import { takeState } from '../../../lib/navigation-state';
import { sessionStore } from '../../../lib/web-storage';
import type { PlanSelection } from '../plans/selection';

/** The two addresses of the page; the plan's state is addressed to either. */
export const PAYMENT_PATHS = ['/payment', '/make-Payment'];

/** The sessionStorage key of the order kept for a reload. */
export const ORDER_KEY = 'payment-order';

/** How this load of the page came about (the Navigation Timing type; anything else counts as 'navigate'). */
export type NavigationKind = 'navigate' | 'reload' | 'back_forward';

/** The loads that may show the kept order: the same page again, not the page opened afresh. */
export const RETURNS: ReadonlySet<NavigationKind> = new Set(['reload', 'back_forward']);

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

/** Forgets the order (paid, abandoned, or its token expired). */
export function forgetOrder(): void {
  try {
    sessionStore()?.removeItem(ORDER_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Whether a value read from the tab could be an order that is still payable: an object whose token has not
 * expired (an end that is no number is the schema's to refuse).
 */
function mayBePayable(value: unknown, now: number): boolean {
  const order = value as Pick<PlanSelection, 'token' | 'tokenExpiresAt'> | null;
  return typeof order === 'object' && order !== null && (typeof order.tokenExpiresAt !== 'number' || !tokenExpired(order, now));
}

/**
 * Whether this load of the page may have an order: something addressed to the page in the navigation state, or,
 * on a reload or a back/forward visit, an order kept in this tab, that has not expired. False only where
 * takeOrder() (./order.ts) finds no order, and then what takeOrder() would drop is dropped (the abandoned order,
 * a handed state that cannot be paid), so the page can leave at once; anything it lets through, the island reads
 * with the schema (and leaves if it is no order after all). Nothing is taken, and nothing the tab holds makes it
 * throw.
 */
export function mayHaveOrder({ navigation = navigationKind(), now = Date.now() }: { navigation?: NavigationKind; now?: number } = {}): boolean {
  try {
    if (mayBePayable(takeState(PAYMENT_PATHS, true), now)) return true;
    const kept = sessionStore()?.getItem(ORDER_KEY);
    if (kept && RETURNS.has(navigation) && mayBePayable(JSON.parse(kept), now)) return true;
  } catch {
    // Storage refused, or a kept order that is not JSON: no order.
  }
  takeState(PAYMENT_PATHS);
  forgetOrder();
  return false;
}
