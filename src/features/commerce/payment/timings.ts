/**
 * The timings of the two calls that carry a card nonce (POST /membership-payment and the trial registration),
 * and of what their forms say while they run and after their outcome is unknown (./unknown-outcome.ts). A
 * module of constants only, so the end-to-end tests read the same values.
 */

/** The deadline of a call that carries a card nonce: the gateway is slow at peak (every other call has 15 s). */
export const CARD_CALL_DEADLINE_MS = 45_000;

/** How long such a call runs before the form says it is still working and asks the visitor to stay. */
export const STILL_WORKING_AFTER_MS = 10_000;

/** How far back a payment of the same plan counts as the one whose answer was lost. */
export const RECENT_PAYMENT_MS = 10 * 60_000;
