/**
 * The trial sign-up of /request-trial (specification [§3](docs/CONTRACT.md#3-fields), [§5](docs/CONTRACT.md#5-rules) "Trial form", [§9](docs/CONTRACT.md#9-constants)): the plan-form rules, the card
 * rules, the terms, and at least one product; and its wire payload.
 */
import * as v from 'valibot';
import { trialPlanId, type ServerService } from '../../../lib/api/catalogue';
import { validationFailure } from '../../../lib/api/outcome';
import type { DraftSpec } from '../../../lib/forms/draft';
import type { FormAction, Landing } from '../../../lib/forms/submit';
import { TRIAL_TERMS } from '../../../lib/membership';
import { CARD_FIELDS } from '../payment/card';
import { CARD_CALL_DEADLINE_MS } from '../payment/timings';
import { DETAILS_DRAFT_FIELDS, PLAN_DETAILS, TERMS, detailsPayload, registerTrial } from '../plans/plans';

/** Service 4 is never offered for a trial ([§9](docs/CONTRACT.md#9-constants)). */
export const EXCLUDED_PRODUCTS: readonly number[] = [4];
/** Products 2 and 3 are always part of a trial and are not shown ([§9](docs/CONTRACT.md#9-constants)). */
export const FORCED_PRODUCTS: readonly number[] = [2, 3];

export const NO_PRODUCT_MESSAGE = 'Please select a Service!';

/** The text, card and terms fields of the trial form. */
export const TrialSchema = v.object({ ...PLAN_DETAILS, ...CARD_FIELDS, ...TERMS });

/** The trial form's draft: the visitor's details and the terms box, never the card. */
export const TRIAL_DRAFT = { name: 'trial', fields: DETAILS_DRAFT_FIELDS } as const satisfies DraftSpec<keyof v.InferInput<typeof TrialSchema>>;

export type TrialValues = v.InferOutput<typeof TrialSchema>;

/** The products the visitor chooses among: at least one of them must be ticked. */
export const ProductsSchema = v.pipe(v.array(v.number()), v.minLength(1, NO_PRODUCT_MESSAGE));

/** The message for a product choice, or null when it is acceptable. */
export function productsError(selected: readonly number[]): string | null {
  const result = v.safeParse(ProductsSchema, [...selected]);
  return result.success ? null : (result.issues[0]?.message ?? NO_PRODUCT_MESSAGE);
}

/**
 * The products shown as checkboxes: every service with a trial plan, except the excluded one and the forced
 * ones (a service without a trial plan could not be put in the membership map).
 */
export function trialProducts(services: readonly ServerService[]): ServerService[] {
  return services.filter(
    (service) => !EXCLUDED_PRODUCTS.includes(service.id) && !FORCED_PRODUCTS.includes(service.id) && trialPlanId(service) !== null,
  );
}

/** The service id → trial plan id map of the chosen products plus the forced ones. */
export function membershipMap(services: readonly ServerService[], selected: readonly number[]): Record<string, number> {
  const ids = [...new Set([...FORCED_PRODUCTS, ...selected])];
  const map: Record<string, number> = {};
  for (const id of ids) {
    const service = services.find((candidate) => candidate.id === id);
    const plan = service ? trialPlanId(service) : null;
    if (plan !== null) map[String(id)] = plan;
  }
  return map;
}

/**
 * POST /multiple-trial-registration body (client credentials and the password grant are added by the API
 * client). service_id and membership_plan_id name the first chosen product and its trial plan; membership
 * lists every product of the trial. The card travels only inside the nonce.
 */
export function trialPayload(values: TrialValues, services: readonly ServerService[], selected: readonly number[], nonce: string) {
  const membership = membershipMap(services, selected);
  const first = selected[0];
  return {
    ...detailsPayload(values),
    membership_plan_id: first === undefined ? null : (membership[String(first)] ?? null),
    service_id: first ?? null,
    ...TRIAL_TERMS,
    membership,
    payment_type: 'credit_card',
    savePaymentMethod: 1,
    nonce,
  };
}

/** [§8](docs/CONTRACT.md#8-notices) Trial submit failures: the validation shape; a 422 without field messages says 'Invalid Data'. */
export const trialFailure = validationFailure((title) => [{ kind: 'error', title, message: 'Invalid Data' }]);

/**
 * The trial's registration: 200 or 201 is success; the server's field messages show beside the fields. It
 * carries a card: it has the card calls' deadline, and an unknown outcome holds the form.
 */
export const registerFreeTrial: FormAction<ReturnType<typeof trialPayload>> = {
  call: (payload) => registerTrial(payload, CARD_CALL_DEADLINE_MS),
  success: [200, 201],
  // It carries a card: only the API's own answer confirms the registration (see `pay`), else the outcome is unknown.
  needsBody: true,
  failure: trialFailure,
  fieldErrors: true,
  charges: true,
};

/** [§4](docs/CONTRACT.md#4-flows) Trial: /thank-you with state Trial; the success counts as a Trial Start of the first service chosen. */
export function trialLanding(payload: Pick<ReturnType<typeof trialPayload>, 'service_id'>): Landing {
  const service = payload.service_id === null ? {} : { service_id: payload.service_id };
  return { go: '/thank-you', state: { kind: 'Trial' }, conversion: { name: 'Trial Start', props: { form: 'trial', ...service } } };
}
