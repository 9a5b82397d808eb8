/**
 * Buying a plan on a service page (specification [§3](docs/CONTRACT.md#3-fields), [§4](docs/CONTRACT.md#4-flows), [§5](docs/CONTRACT.md#5-rules), [§9](docs/CONTRACT.md#9-constants)): which plans the pricing list shows, the
 * details form's rules and its registration call (POST /trial-registration with is_trial '0'), and the plan
 * data of a choice (./selection.ts holds its shape, which /payment reads without the rest of this module).
 */
import * as v from 'valibot';
import { anything, orNull, readAnswer, record } from '../../../lib/api/answer';
import { asNumber } from '../../../lib/json';
import type { MembershipPlan, ServerService } from '../../../lib/api/catalogue';
import { passwordGrant } from '../../../lib/api/credentials';
import { call } from '../../../lib/api/http';
import { validationFailure } from '../../../lib/api/outcome';
import { digits, email, required, ticked } from '../../../lib/forms/rules';
import type { DraftSpec } from '../../../lib/forms/draft';
import type { FormAction } from '../../../lib/forms/submit';
import { PLAN_TERMS, type Billing } from '../../../lib/membership';
import { sessionSeconds } from '../../../lib/session/expiry';
import type { PlanSelection } from './selection';

/** Whether the pricing list shows a plan: not a trial, active (status 1) and not free ([§9](docs/CONTRACT.md#9-constants)). */
export function isVisiblePlan(plan: Pick<MembershipPlan, 'is_trial' | 'status' | 'amount'>): boolean {
  return Number(plan.is_trial) !== 1 && Number(plan.status) === 1 && Number(plan.amount) !== 0;
}

/** The plans of one service that the pricing list shows, in the server's order. */
export function visiblePlans(services: readonly ServerService[], serviceId: number): MembershipPlan[] {
  const service = services.find((candidate) => candidate.id === serviceId);
  return service ? service.membership_plan.filter(isVisiblePlan) : [];
}

/**
 * The plan a service page marks as recommended: the editor's choice (the service's `recommendedPlan`) when
 * it is on sale, else the middle one of three or more (the lower middle of an even number); none of fewer.
 */
export function recommendedPlanId(plans: readonly Pick<MembershipPlan, 'id'>[], chosen?: number): number | null {
  if (chosen !== undefined && plans.some((plan) => plan.id === chosen)) return chosen;
  if (plans.length < 3) return null;
  return plans[Math.floor((plans.length - 1) / 2)]?.id ?? null;
}

/** What yearly billing saves against twelve monthly payments, in USD (0 when it saves nothing). */
export function yearlySaving(plan: Pick<MembershipPlan, 'amount' | 'annual_amount'>): number {
  const cents = Math.round(plan.amount * 1200) - Math.round(plan.annual_amount * 100);
  return cents > 0 ? cents / 100 : 0;
}

/** The price of a plan for a billing choice: the monthly amount, or the annual amount. */
export function amountFor(plan: Pick<MembershipPlan, 'amount' | 'annual_amount'>, billing: Billing): number {
  return billing === 'monthly' ? plan.amount : plan.annual_amount;
}

/** The plan data of a choice on a service page. */
export function planSelection(service: { id: number; name: string }, plan: MembershipPlan, billing: Billing): PlanSelection {
  return {
    serviceId: service.id,
    serviceName: service.name,
    planId: plan.id,
    planName: plan.name,
    ...PLAN_TERMS[billing],
    amount: amountFor(plan, billing),
  };
}

/** The details a visitor gives when buying a plan or starting a trial; the trial form reuses them. */
export const PLAN_DETAILS = {
  first_name: required('Please enter your first name.'),
  last_name: required('Please enter your last name.'),
  email: email(),
  // "At least 10 digits, masked to 10": the input keeps 10 digits, so exactly 10 reach the rule.
  phone: digits(10, 10, 'Please enter your phone number.', 'Phone number must be 10 digits.'),
  company_name: required('Please enter your company name.'),
  city: required('Please enter your city.'),
  country: required('Please select your country.'),
};

/** The terms checkbox of the plan and trial forms. */
export const TERMS = { terms: ticked('Please accept the Terms & Conditions.') };

export const PlanSchema = v.object({ ...PLAN_DETAILS, ...TERMS });

export type PlanValues = v.InferOutput<typeof PlanSchema>;

/** The details a plan or trial draft keeps: the visitor's details and the terms box (never the card). */
export const DETAILS_DRAFT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company_name',
  'city',
  'country',
  'terms',
] as const satisfies ReadonlyArray<keyof PlanValues>;

/** The plan details form's draft. */
export const PLAN_DRAFT = { name: 'plan-details', fields: DETAILS_DRAFT_FIELDS } as const satisfies DraftSpec<keyof PlanValues>;

/** The plan-form fields as sent ([§3](docs/CONTRACT.md#3-fields) Trial/plan request). */
export function detailsPayload(values: v.InferOutput<v.ObjectSchema<typeof PLAN_DETAILS, undefined>>) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    company_name: values.company_name,
    city: values.city,
    country: values.country,
  };
}

/**
 * POST /trial-registration body of a paid plan (client credentials and the password grant are added by the
 * API client). is_trial is '0', which sends it to /trial-registration.
 */
export function planPayload(values: PlanValues, selection: Pick<PlanSelection, 'planId' | 'serviceId' | 'plan_type' | 'no_of_days'>) {
  return {
    ...detailsPayload(values),
    membership_plan_id: selection.planId,
    service_id: selection.serviceId,
    is_trial: '0',
    plan_type: selection.plan_type,
    no_of_days: selection.no_of_days,
  };
}

/**
 * POST /trial-registration or /multiple-trial-registration (by is_trial, [§7](docs/CONTRACT.md#7-calls)) with the password grant, within
 * `deadlineMs` when the registration carries a card (else the deadline of every call).
 */
export function registerTrial<P extends { readonly is_trial: string | number }>(payload: P, deadlineMs?: number) {
  const path = String(payload.is_trial) === '0' ? '/trial-registration' : '/multiple-trial-registration';
  return call('post', path, { json: { ...payload, ...passwordGrant() }, ...(deadlineMs === undefined ? {} : { deadlineMs }) });
}

/** What a registration hands to /payment: its Bearer token, when the token expires, and the membership it created. */
export interface Registration {
  readonly token: string;
  readonly tokenExpiresAt: number;
  readonly existingMembershipPlanId?: number;
}

/** A registration's answer: a token (any non-empty string) under data, and the membership it made where readable. */
const RegistrationSchema = record({
  data: record({
    token: record({ access_token: v.pipe(v.string(), v.nonEmpty()), expires_in: anything }),
    membership_plan: orNull(record({ id: anything })),
  }),
});

/**
 * The token (data.token.access_token), its end (data.token.expires_in read as a session's lifetime: the default
 * 8 hours when unusable) and the membership (data.membership_plan.id) of a registration, or null without a token.
 */
export function readRegistration(body: unknown, now = Date.now()): Registration | null {
  const data = readAnswer(RegistrationSchema, body)?.data;
  if (!data) return null;
  const existing = asNumber(data.membership_plan?.id);
  return {
    token: data.token.access_token,
    tokenExpiresAt: now + sessionSeconds(data.token.expires_in) * 1000,
    ...(Number.isInteger(existing) && existing > 0 ? { existingMembershipPlanId: existing } : {}),
  };
}

/** [§8](docs/CONTRACT.md#8-notices) Plan submit failures: the validation shape; a 422 without field messages shows its title alone. */
export const planFailure = validationFailure();

/** The details form's registration: 200 or 201 with a token is success; the server's field messages show beside the fields. */
export const registerPlan: FormAction<ReturnType<typeof planPayload>, Registration> = {
  call: (payload) => registerTrial(payload),
  success: [200, 201],
  // The payment that follows is sent with the answer's token.
  needsBody: true,
  failure: planFailure,
  fieldErrors: true,
  read: (body) => readRegistration(body),
};

/** What a service page is built with: its public plans, and the service's name on this site. */
export interface BuildPrices {
  readonly plans: MembershipPlan[];
  /**
   * The site's name of the service (one per service id, as /service-names.json gives it to the live call), never
   * the API's full_name: pricing, the Confirm & Pay line, the cart and /thank-you say the same name whether the
   * plans came from the build or from the live call.
   */
  readonly serviceName: string;
}
