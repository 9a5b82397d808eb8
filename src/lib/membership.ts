/** The terms of a membership (specification [§4](docs/CONTRACT.md#4-flows), [§9](docs/CONTRACT.md#9-constants)), shared by pricing, payment, the trial and billing. */

/** How a paid plan is billed. */
export type Billing = 'monthly' | 'yearly';

/** Monthly is plan_type 1 for 30 days; Yearly is plan_type 2 for 365 days ([§4](docs/CONTRACT.md#4-flows), [§9](docs/CONTRACT.md#9-constants)). */
export const PLAN_TERMS = {
  monthly: { plan_type: 1, no_of_days: 30 },
  yearly: { plan_type: 2, no_of_days: 365 },
} as const satisfies Record<Billing, { plan_type: number; no_of_days: number }>;

/** A trial: is_trial 1, plan_type 0, 15 days ([§9](docs/CONTRACT.md#9-constants)). */
export const TRIAL_TERMS = { is_trial: 1, plan_type: 0, no_of_days: 15 } as const;

/** The label of a plan type: '1' is Monthly, anything else Yearly ([§9](docs/CONTRACT.md#9-constants), the payment page's reading). */
export function planTypeLabel(planType: unknown): 'Monthly' | 'Yearly' {
  // Compared, never converted: String() of a JSON object whose toString is data throws.
  return planType === 1 || planType === '1' ? 'Monthly' : 'Yearly';
}
