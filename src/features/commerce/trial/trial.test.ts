import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/support/failure-cases';
import { withWebKitEnCa } from '../../../../tests/support/webkit-intl';
import { thankYouKind } from '../../thank-you';
import THANKS, { trialEndDate } from './thank-you-state';
import type { ServerService } from '../../../lib/api/catalogue';
import { validate } from '../../../lib/forms/rules';
import { PLAN_DRAFT } from '../plans/plans';
import {
  membershipMap,
  ProductsSchema,
  productsError,
  registerFreeTrial,
  TRIAL_DRAFT,
  trialLanding,
  trialPayload,
  trialProducts,
  TrialSchema,
  type TrialValues,
} from './trial';
import { expectNoSecretField, expectContractOrMessage, schemaMessages } from '../../../../tests/support/forms';
import { DETAILS, TYPED_CARD, CARD_CONTRACT, cardInput, DETAILS_CONTRACT, detailsInput } from '../../../../tests/support/card';
import fc from 'fast-check';
import { formInput, hugeValues } from '../../../../tests/support/hostile';

// withWebKitEnCa replaces Intl.DateTimeFormat for one test.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the trial’s failures (§8 Plan, trial and demo submits)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, registerFreeTrial.failure);

  it("one toast per field of a 422; 'Invalid Data' when a 422 has no detail", () => {
    expect(notices(WITH_DETAIL)[0]).toEqual({ kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' });
    expect(notices(WITH_DETAIL)).toHaveLength(2);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!`, message: 'Invalid Data' }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
  });

  it('a 422 with neither a message nor detail: "Validation Errors!" / "Invalid Data"', () => {
    expect(notices(response(422, { status: 422 }))).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Invalid Data' }]);
  });

  it('another failure without text: the generic failure', () => {
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(registerFreeTrial.failure);
});

describe('the trial’s thank-you state', () => {
  it('ends a trial 15 days later on the New York calendar', () => {
    expect(trialEndDate(new Date('2026-03-05T15:00:00Z'))).toBe('March 20, 2026');
    // 02:30 UTC on March 5 is still March 4 in New York.
    expect(trialEndDate(new Date('2026-03-05T02:30:00Z'))).toBe('March 19, 2026');
    // Across a month and a year end.
    expect(trialEndDate(new Date('2026-12-20T17:00:00Z'))).toBe('January 4, 2027');
  });

  it('ends it in WebKit too, whose en-CA dates read 03/05/2026 (/thank-you threw a RangeError there)', () => {
    withWebKitEnCa();
    expect(trialEndDate(new Date('2026-03-05T15:00:00Z'))).toBe('March 20, 2026');
  });

  it('lays the state out with values at least as long as real ones', () => {
    expect(THANKS.samples['trial-end'].length).toBeGreaterThanOrEqual(trialEndDate(new Date('2026-09-28T15:00:00Z')).length);
    // In French and Spanish, the longest month of each ("30 de septiembre de 2026").
    for (const locale of ['fr-CA', 'es']) {
      const sample = THANKS.samplesIn({ t: (text) => text, locale })['trial-end'];
      for (let month = 0; month < 12; month += 1)
        expect(sample.length, locale).toBeGreaterThanOrEqual(trialEndDate(new Date(Date.UTC(2026, month, 15, 15)), locale).length);
    }
  });

  it('is where a trial lands', () => {
    const landing = trialLanding({ service_id: 1 });
    expect(landing.go).toBe('/thank-you');
    expect(thankYouKind(landing.state)).toBe(THANKS.kind);
  });

  it('counts a Trial Start of the first service chosen, and nothing of the visitor or the card', () => {
    expect(trialLanding({ service_id: 4 }).conversion).toEqual({ name: 'Trial Start', props: { form: 'trial', service_id: 4 } });
    expect(trialLanding({ service_id: null }).conversion).toEqual({ name: 'Trial Start', props: { form: 'trial' } });
  });
});

describe('trial', () => {
  // The card's expiry is checked against today: the typed card is valid on this date.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  const trialPlan = (service: number) => ({
    id: service * 100 + 1,
    name: 'Trial',
    amount: 0,
    annual_amount: 0,
    no_of_users: 5,
    is_trial: 1,
    status: 1,
    service_id: service,
  });
  const SERVICES: ServerService[] = [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    name: `S${id}`,
    full_name: `S${id}`,
    short_name: `S${id}`,
    membership_plan: id === 6 ? [] : [trialPlan(id)],
  }));

  it('offers every service with a trial plan except 4 and the forced 2 and 3', () => {
    expect(trialProducts(SERVICES).map((service) => service.id)).toEqual([1, 5]);
  });

  it("needs a product: 'Please select a Service!'", () => {
    expect(productsError([])).toBe('Please select a Service!');
    expect(productsError([1])).toBeNull();
  });

  it('maps every chosen and forced product to its trial plan', () => {
    expect(membershipMap(SERVICES, [5, 1])).toEqual({ '2': 201, '3': 301, '5': 501, '1': 101 });
  });

  it('builds the /multiple-trial-registration payload', () => {
    const result = validate(TrialSchema, { ...DETAILS, ...TYPED_CARD, terms: true });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const payload = trialPayload(result.output, SERVICES, [1, 5], 'NONCE');
    expect(payload).toEqual({
      ...DETAILS,
      membership_plan_id: 101,
      service_id: 1,
      is_trial: 1,
      plan_type: 0,
      no_of_days: 15,
      membership: { '2': 201, '3': 301, '1': 101, '5': 501 },
      payment_type: 'credit_card',
      savePaymentMethod: 1,
      nonce: 'NONCE',
    });
    expect(JSON.stringify(payload)).not.toMatch(/4111|card_number|security_code/);
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(TRIAL_DRAFT.fields).toEqual(PLAN_DRAFT.fields);
    expectNoSecretField(TRIAL_DRAFT.fields);
  });
});

describe('the trial form, whatever is typed and ticked', () => {
  const SERVICES: ServerService[] = [1, 2, 3, 5].map((id) => ({
    id,
    name: `Service ${id}`,
    full_name: `Service ${id}`,
    short_name: `S${id}`,
    membership_plan: [{ id: 900 + id, name: 'Trial', amount: 0, annual_amount: 0, no_of_users: 1, is_trial: 1, status: 1, service_id: id }],
  }));

  it('ends in a registration the contract allows or in the form’s own messages, never a crash', () => {
    const products = fc.uniqueArray(fc.constantFrom(1, 5), { maxLength: 2 });
    const check = (values: Record<string, string | boolean>, selected: number[]) => {
      const output = expectContractOrMessage(TrialSchema, values, { ...DETAILS_CONTRACT, ...CARD_CONTRACT });
      const productMessage = productsError(selected);
      if (productMessage !== null) expect(schemaMessages(ProductsSchema)).toContain(productMessage);
      if (!output || productMessage !== null) return;
      const payload = trialPayload(output as TrialValues, SERVICES, selected, 'NONCE');
      // The card travels only inside the nonce; every product of the trial has its trial plan.
      expect(JSON.stringify(payload)).not.toContain(String(output['card_number']));
      expect(payload.service_id).toBe(selected[0]);
      expect(Object.keys(payload.membership).sort()).toEqual([...new Set(['2', '3', ...selected.map(String)])].sort());
    };
    fc.assert(fc.property(formInput({ ...detailsInput, ...cardInput }), products, check));
    for (const values of hugeValues({ ...DETAILS, ...TYPED_CARD, terms: true })) check(values, [1]);
  });
});
