/**
 * Membership plans (specification §3, §4, §9): which plans the pricing list shows, what choosing Monthly or
 * Yearly means on the wire, how the payment page labels and prices a plan, and the plan data carried from a
 * service page to /payment (never any card data).
 */
import * as v from 'valibot';
import type { MembershipPlan, ServerService } from './api/catalogue';

/** How a paid plan is billed. */
export type Billing = 'monthly' | 'yearly';

/** Monthly is plan_type 1 for 30 days; Yearly is plan_type 2 for 365 days (§4, §9). */
export const PLAN_TERMS = {
  monthly: { plan_type: 1, no_of_days: 30 },
  yearly: { plan_type: 2, no_of_days: 365 },
} as const satisfies Record<Billing, { plan_type: number; no_of_days: number }>;

/** A trial: plan_type 0 for 15 days (§9). */
export const TRIAL_TERMS = { plan_type: 0, no_of_days: 15 } as const;

/** The terms of a billing choice. */
export function planTerms(billing: Billing): (typeof PLAN_TERMS)[Billing] {
  return PLAN_TERMS[billing];
}

/** Whether the pricing list shows a plan: not a trial, active (status 1) and not free (§9). */
export function isVisiblePlan(plan: Pick<MembershipPlan, 'is_trial' | 'status' | 'amount'>): boolean {
  return Number(plan.is_trial) !== 1 && Number(plan.status) === 1 && Number(plan.amount) !== 0;
}

/** The plans of one service that the pricing list shows, in the server's order. */
export function visiblePlans(services: readonly ServerService[], serviceId: number): MembershipPlan[] {
  const service = services.find((candidate) => candidate.id === serviceId);
  return service ? service.membership_plan.filter(isVisiblePlan) : [];
}

/** A service's trial plan id, or null when it has none. */
export function trialPlanId(service: ServerService): number | null {
  return service.membership_plan.find((plan) => Number(plan.is_trial) === 1)?.id ?? null;
}

/** The price of a plan for a billing choice: the monthly amount, or the annual amount. */
export function amountFor(plan: Pick<MembershipPlan, 'amount' | 'annual_amount'>, billing: Billing): number {
  return billing === 'monthly' ? plan.amount : plan.annual_amount;
}

/** The payment page's label of a plan type: '1' is Monthly, anything else Yearly (§9). */
export function planTypeLabel(planType: string | number): 'Monthly' | 'Yearly' {
  return String(planType) === '1' ? 'Monthly' : 'Yearly';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US dollars: 1490 → "$1,490.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

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
  /** The membership the registration created (data.membership_plan.id), sent as existing_membership_plan_id. */
  existingMembershipPlanId: v.optional(v.pipe(v.number(), v.integer())),
});

export type PlanSelection = v.InferOutput<typeof PlanSelectionSchema>;

/** The plan data of a choice on a service page. */
export function planSelection(service: { id: number; name: string }, plan: MembershipPlan, billing: Billing): PlanSelection {
  return {
    serviceId: service.id,
    serviceName: service.name,
    planId: plan.id,
    planName: plan.name,
    ...planTerms(billing),
    amount: amountFor(plan, billing),
  };
}

/** The plan data read back from navigation state, or null when it is missing or malformed. */
export function readPlanSelection(state: unknown): PlanSelection | null {
  const result = v.safeParse(PlanSelectionSchema, state);
  return result.success ? result.output : null;
}
