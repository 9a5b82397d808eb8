/**
 * Commerce, one capability: buying a plan on a service page (plans/), paying for it by card on /payment
 * (payment/), the free trial with its card on /request-trial (trial/), and the wallet test on /testpay
 * (wallet/). Its parts share the plan details, the plan data on its way to payment, and the card, so they
 * import each other inside this folder. The rest of the site comes in through its public doors: this module,
 * its build-time twin (index.build.ts: the prices a service page is built with), and the placements beside it (Pricing, Payment, Trial and Wallet .astro), imported one by one because a
 * module that re-exported them would put every part's styles on every page that imports one of them.
 */
export type { BuildPrices } from './plans/plans';
/** The plans a service page shows, in its order: what its structured data's offers are made of. */
export { visiblePlans } from './plans/plans';
/** The wallet button's styles, which /testpay allows by their hash (wallet/google-pay.ts). */
export { BUTTON_STYLE } from './wallet/google-pay';
/** The plan the pricing marks as recommended, and a plan's price for a billing: what the payback estimate starts with and counts. */
export { amountFor, recommendedPlanId } from './plans/plans';
/** The billing period and plan the visitor chooses in the pricing, which the payback estimate follows. */
export { $pricingChoice, NO_PRICING_CHOICE, type PricingChoice } from './plans/choice';
