/** The plan details form of a service page (specification §5 "Plan form"): rules and wire payload. */
import * as v from 'valibot';
import { digits, email, required, ticked } from './rules';
import type { PlanSelection } from '../plans';

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

/** The plan-form fields as sent (§3 Trial/plan request). */
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
