/** The demo request (footer, /request-a-demo, and the detail-page variants): rules and wire payload. */
import * as v from 'valibot';
import { digits, email, personName, required } from './rules';

export const DemoSchema = v.object({
  name: personName('Please enter your name.', 'Name may contain letters and spaces only.'),
  email: email(),
  contact: digits(10, 10, 'Please enter your contact number.', 'Contact number must be exactly 10 digits.'),
  company_name: required('Please enter your company name.'),
  city: required('Please enter your city.'),
  state: required('Please enter your state.'),
  country: required('Please select your country.'),
  service: required('Please select a service.'),
});

/** The detail pages fix the country to N/A, so the visitor is not asked for it. */
export const DetailDemoSchema = v.omit(DemoSchema, ['country']);

export type DemoValues = v.InferOutput<typeof DemoSchema>;

/** The detail-page products: white label (15) and software-defined PARCS (16). */
export const DETAIL_PRODUCTS = {
  WHITELABEL: { product: 15, form_status: 'WHITELABEL' },
  SDPARCS: { product: 16, form_status: 'SDPARCS' },
} as const;

export type DetailVariant = keyof typeof DETAIL_PRODUCTS;

/** POST /save-request-demo body of the footer and /request-a-demo forms. */
export function demoPayload(values: DemoValues) {
  return {
    name: values.name,
    mobile: values.contact,
    email: values.email,
    company_name: values.company_name,
    city: values.city,
    state: values.state,
    country: values.country,
    service_id: Number(values.service),
    form_status: 'demoForm',
  };
}

/** The trial terms a detail-page demo request carries (§3, §9). */
export const DETAIL_TRIAL = { is_trial: 1, plan_type: 0, no_of_days: 15 } as const;

/** POST /save-request-demo body of the detail pages: the same fields plus the product and trial terms. */
export function detailDemoPayload(values: v.InferOutput<typeof DetailDemoSchema>, variant: DetailVariant, membershipPlanId: number | null) {
  const { product, form_status } = DETAIL_PRODUCTS[variant];
  return {
    ...demoPayload({ ...values, country: 'N/A' }),
    product,
    form_status,
    country: 'N/A',
    membership_plan_id: membershipPlanId,
    ...DETAIL_TRIAL,
  };
}
