/**
 * The order on /payment: the plan chosen on a service page (and the registration's token), handed over in
 * the navigation state and then kept in sessionStorage until it is paid or the tab closes, so a reload of
 * /payment keeps it. Never the card.
 */
import { takeState } from '../../../lib/navigation-state';
import { readPlanSelection, type PlanSelection } from '../plans/plans';

/** The two addresses of the page; the plan's state is addressed to either. */
export const PAYMENT_PATHS = ['/payment', '/make-Payment'];

const ORDER_KEY = 'payment-order';

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The order handed to this page, else the one kept from an earlier load of it in this tab, else null. */
export function takeOrder(): PlanSelection | null {
  const handed = readPlanSelection(takeState(PAYMENT_PATHS));
  try {
    if (handed) {
      storage()?.setItem(ORDER_KEY, JSON.stringify(handed));
      return handed;
    }
    const kept = storage()?.getItem(ORDER_KEY);
    return kept ? readPlanSelection(JSON.parse(kept)) : null;
  } catch {
    return handed;
  }
}

/** Forgets the order once it is paid. */
export function forgetOrder(): void {
  try {
    storage()?.removeItem(ORDER_KEY);
  } catch {
    // Nothing kept.
  }
}
