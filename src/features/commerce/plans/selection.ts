/**
 * The plan data a service page hands to /payment (never any card data): its shape and its reader, apart from
 * the service page's rules (./plans.ts), so the payment page loads only this.
 */
import * as v from 'valibot';

/** The plan data a service page hands to /payment through the navigation state. */
export const PlanSelectionSchema = v.object({
  /** The API's service id. */
  serviceId: v.pipe(v.number(), v.integer()),
  /** The service's name, for the cart summary. */
  serviceName: v.string(),
  /** The chosen membership plan's id. */
  planId: v.pipe(v.number(), v.integer()),
  /** The chosen plan's name, for the cart summary. */
  planName: v.string(),
  /** 1 monthly, 2 yearly. */
  plan_type: v.picklist([1, 2]),
  /** 30 or 365. */
  no_of_days: v.picklist([30, 365]),
  /** The price of the plan for its billing choice, in USD. */
  amount: v.number(),
  /** Bearer token returned by the details form's registration; absent when the visitor was logged in. */
  token: v.optional(v.string()),
  /** When that token expires, in milliseconds since the epoch: the kept order is dropped then (./payment/order.ts). */
  tokenExpiresAt: v.optional(v.number()),
  /** The membership the registration created (data.membership_plan.id), sent as existing_membership_plan_id. */
  existingMembershipPlanId: v.optional(v.pipe(v.number(), v.integer())),
});

export type PlanSelection = v.InferOutput<typeof PlanSelectionSchema>;

/** The plan data read back from navigation state, or null when it is missing or malformed. */
export function readPlanSelection(state: unknown): PlanSelection | null {
  const result = v.safeParse(PlanSelectionSchema, state);
  return result.success ? result.output : null;
}
