/**
 * The demo request (specification [§3](docs/CONTRACT.md#3-fields), [§5](docs/CONTRACT.md#5-rules), [§8](docs/CONTRACT.md#8-notices)): the footer and /request-a-demo form, and the white-label and
 * software-defined PARCS variants. Its rules and messages, the wire payload, the call, what counts as success
 * and where a success leads.
 */
import * as v from 'valibot';
import { call } from '../../lib/api/http';
import { validationFailure } from '../../lib/api/outcome';
import { TRIAL_TERMS } from '../../lib/membership';
import type { FormAction, Landing } from '../../lib/forms/submit';
import type { Phrase } from '../../i18n/en';
import { digits, email, personName, required } from '../../lib/forms/rules';

export const DemoSchema = v.object({
  name: personName('Please enter your name.', 'Name may contain letters and spaces only.'),
  email: email(),
  contact: digits(10, 10, 'Please enter your contact number.', 'Contact number must be exactly 10 digits.'),
  company_name: required('Please enter your company name.'),
  city: required('Please enter your city.'),
  state: required('Please enter your state.'),
  country: required('Please select your country.'),
  // An id of the catalogue (a whole number, at most nine digits): the list offers no other, but a draft restores
  // whatever the tab's storage held, and anything else would go out as service_id null.
  service: v.pipe(required('Please select a service.'), v.regex(/^[1-9]\d{0,8}$/, 'Please select a service.')),
});

/** The line above a demo form embedded in a page (a demo block without a text of its own, the detail pages). */
export const DEMO_INTRO = 'Leave your details and a product specialist will walk you through it on a call.' satisfies Phrase;

/** The detail pages fix the country to N/A, so the visitor is not asked for it. */
export const DetailDemoSchema = v.omit(DemoSchema, ['country']);

export type DemoValues = v.InferOutput<typeof DemoSchema>;
export type DetailDemoValues = v.InferOutput<typeof DetailDemoSchema>;

/** The fields a demo form's draft keeps (the detail pages' form has no country, so none is read back there). */
export const DEMO_DRAFT_FIELDS = ['name', 'email', 'contact', 'company_name', 'city', 'state', 'country', 'service'] as const satisfies ReadonlyArray<
  keyof DemoValues
>;

/** [§9](docs/CONTRACT.md#9-constants): the footer's demo form offers these products only, in this order (1 monthly management, 2 inventory, 3 touchless, 4 quick valet). */
export const FOOTER_PRODUCTS: readonly number[] = [1, 2, 3, 4];

/** The detail-page products: white label (15) and software-defined PARCS (16). */
export const DETAIL_PRODUCTS = {
  WHITELABEL: { product: 15, form_status: 'WHITELABEL' },
  SDPARCS: { product: 16, form_status: 'SDPARCS' },
} as const;

export type DetailVariant = keyof typeof DETAIL_PRODUCTS;

/** The query parameter of /request-a-demo that chooses the form's service, e.g. /request-a-demo?service=1. */
export const SERVICE_PARAM = 'service';

/** The demo request with a service chosen (a service page's "Talk to us about these numbers"). */
export function demoRequestHref(serviceId: number): string {
  return `/request-a-demo?${SERVICE_PARAM}=${serviceId}`;
}

/** The service id an address chooses, as the service select holds it; null when it names none or no id. */
export function serviceInAddress(search: string): string | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM) ?? '';
  return /^[1-9]\d{0,8}$/.test(value) ? value : null;
}

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

/** POST /save-request-demo body of the detail pages: the same fields plus the product and trial terms. */
export function detailDemoPayload(values: DetailDemoValues, variant: DetailVariant, membershipPlanId: number | null) {
  const { product, form_status } = DETAIL_PRODUCTS[variant];
  return {
    ...demoPayload({ ...values, country: 'N/A' }),
    product,
    form_status,
    country: 'N/A',
    membership_plan_id: membershipPlanId,
    ...TRIAL_TERMS,
  };
}

export type DemoPayload = ReturnType<typeof demoPayload> | ReturnType<typeof detailDemoPayload>;

/**
 * [§8](docs/CONTRACT.md#8-notices) Demo request failures: the validation shape; a 422 with a message and no field messages is titled with
 * the server's message and asks for 'Please enter required details'.
 */
export const demoFailure = validationFailure((title, { message }) =>
  message ? [{ kind: 'error', title: message, message: 'Please enter required details' }] : [{ kind: 'error', title }],
);

/** POST /save-request-demo: 201 is success; failures are [§8](docs/CONTRACT.md#8-notices)'s demo notices. */
export const requestDemo: FormAction<DemoPayload> = {
  call: (payload) => call('post', '/save-request-demo', { json: payload }),
  success: [201],
  // The 201 is the answer; the body is not read.
  needsBody: false,
  failure: demoFailure,
};

/**
 * [§8](docs/CONTRACT.md#8-notices): the detail pages and the forms thank the visitor in different words, then /thank-you. The success counts
 * as a Demo Request from the form `form` (its name on its page) for the payload's service (and product).
 */
export function demoLanding(detail: boolean, form: string, payload: DemoPayload): Landing {
  const message = detail
    ? 'Your request has been submitted successfully, We will get in touch with you soon'
    : 'Your request has been submitted successfully';
  const product = 'product' in payload ? { product: payload.product } : {};
  return {
    go: '/thank-you',
    state: { kind: 'demo' },
    notices: [{ kind: 'success', title: 'Thank You', message }],
    conversion: { name: 'Demo Request', props: { form, service_id: payload.service_id, ...product } },
  };
}
