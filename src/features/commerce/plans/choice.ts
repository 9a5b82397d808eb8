/**
 * What the visitor chooses in a service page's pricing: the billing period of the cards and the plan whose
 * "Choose plan" they pressed. The pricing island reads and changes it here; the payback estimate under it follows
 * each change (src/features/payback). One pricing per page, so one store.
 */
import { atom } from 'nanostores';
import type { Billing } from '../../../lib/membership';

/** The pricing's choices, each null until the visitor makes it (the cards show monthly prices, no plan chosen). */
export interface PricingChoice {
  readonly billing: Billing | null;
  readonly plan: number | null;
}

/** Nothing chosen yet: the page as it loads. */
export const NO_PRICING_CHOICE: PricingChoice = { billing: null, plan: null };

/** The visitor's choices in the pricing of this page. */
export const $pricingChoice = atom<PricingChoice>(NO_PRICING_CHOICE);

/** The visitor picks the cards' billing period. */
export function chooseBilling(billing: Billing): void {
  $pricingChoice.set({ ...$pricingChoice.get(), billing });
}

/** The visitor chooses a plan (its "Choose plan"). */
export function choosePlan(plan: number): void {
  $pricingChoice.set({ ...$pricingChoice.get(), plan });
}
