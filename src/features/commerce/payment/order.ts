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
import { forgetOrder, navigationKind, ORDER_KEY, PAYMENT_PATHS, RETURNS, tokenExpired, type NavigationKind } from './order-kept';

// Where the order is kept and how a load is read, apart from the schema for the page's head (./order-kept.ts).
export { forgetOrder, mayHaveOrder, navigationKind, PAYMENT_PATHS, tokenExpired, type NavigationKind } from './order-kept';

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
