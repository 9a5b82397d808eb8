import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/support/failure-cases';
import { HUGE, readEveryBreakage, WRONG_BODIES, withField } from '../../../../tests/support/malformed-answers';
import { validate } from '../../../lib/forms/rules';
import { PLAN_DRAFT, PlanSchema, planPayload, planSelection, readRegistration, registerPlan, type PlanValues } from './plans';
import { expectNoSecretField, expectContractOrMessage } from '../../../../tests/support/forms';
import { DETAILS, STARTER_PLAN, DETAILS_CONTRACT, detailsInput } from '../../../../tests/support/card';
import fc from 'fast-check';
import { formInput, hugeValues, answerInput } from '../../../../tests/support/hostile';

describe('the plan details form’s failures (§8 Plan, trial and demo submits)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, registerPlan.failure);

  it('one toast per field of a 422, the title alone without detail', () => {
    expect(notices(WITH_DETAIL)).toHaveLength(2);
    expect(notices(WITH_DETAIL)[1]).toEqual({ kind: 'error', title: `${INVALID}!`, message: 'The first name may only contain letters and spaces.' });
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
  });

  it('data.errors when errors.message is missing, else the generic failure', () => {
    expect(notices(response(500, { data: { errors: 'Queue is down' } }))).toEqual([
      { kind: 'error', title: 'Validation Errors!', message: 'Queue is down' },
    ]);
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(registerPlan.failure);
});

describe('plan form', () => {
  it('requires the details, a 10-digit phone and the terms', () => {
    const result = validate(PlanSchema, { ...DETAILS, first_name: '', phone: '555123456', country: '', terms: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['country', 'first_name', 'phone', 'terms']);
  });

  it('builds the /trial-registration payload of a paid plan', () => {
    const result = validate(PlanSchema, { ...DETAILS, terms: true });
    if (!result.ok) throw new Error('invalid');
    const selection = planSelection({ id: 1, name: 'Monthly Parking' }, STARTER_PLAN, 'yearly');
    expect(planPayload(result.output, selection)).toEqual({
      ...DETAILS,
      membership_plan_id: 102,
      service_id: 1,
      is_trial: '0',
      plan_type: 2,
      no_of_days: 365,
    });
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(PLAN_DRAFT.fields).toEqual(['first_name', 'last_name', 'email', 'phone', 'company_name', 'city', 'country', 'terms']);
    expectNoSecretField(PLAN_DRAFT.fields);
  });
});

const NOW = 1_800_000_000_000;
const REGISTRATION = {
  status: 201,
  data: { token: { access_token: 'sbx_1', token_type: 'Bearer', expires_in: 3600 }, membership_plan: { id: 7 }, user: {} },
};

describe('a malformed registration answer', () => {
  it('reads a wrong body, or one without a token, as no registration', () => {
    for (const body of WRONG_BODIES) expect(readRegistration(body, NOW)).toBeNull();
    for (const wrong of [undefined, null, '', 42, [], ['sbx_1'], {}]) {
      expect(readRegistration(withField(REGISTRATION, ['data', 'token', 'access_token'], wrong), NOW)).toBeNull();
    }
    for (const wrong of [null, 'sbx_1', [REGISTRATION.data.token]])
      expect(readRegistration(withField(REGISTRATION, ['data', 'token'], wrong), NOW)).toBeNull();
    expect(readRegistration({ data: [REGISTRATION.data] }, NOW)).toBeNull();
  });

  it('reads a membership that is not a positive whole id as none, and keeps the token', () => {
    for (const wrong of [undefined, null, 'x', 0, -3, 1.5, HUGE, [], {}]) {
      expect(readRegistration(withField(REGISTRATION, ['data', 'membership_plan', 'id'], wrong), NOW)).toEqual({
        token: 'sbx_1',
        tokenExpiresAt: NOW + 3_600_000,
      });
    }
    expect(readRegistration(withField(REGISTRATION, ['data', 'membership_plan'], [{ id: 7 }]), NOW)).not.toHaveProperty('existingMembershipPlanId');
    // Shrunk by the property below: an id whose toString is data cannot become a number.
    const unconvertible = JSON.parse('{"toString":"x"}') as unknown;
    expect(readRegistration(withField(REGISTRATION, ['data', 'membership_plan', 'id'], unconvertible), NOW)).toEqual({
      token: 'sbx_1',
      tokenExpiresAt: NOW + 3_600_000,
    });
  });

  it('never throws, whichever field is broken', () => {
    expect(() => readEveryBreakage((body) => readRegistration(body, NOW), REGISTRATION)).not.toThrow();
  });
});

describe('the plan details form, whatever is typed into it', () => {
  it('ends in a registration the contract allows or in the form’s own messages, never a crash', () => {
    const selection = planSelection({ id: 1, name: 'Monthly Parking' }, STARTER_PLAN, 'yearly');
    const check = (values: Record<string, string | boolean>) => {
      const output = expectContractOrMessage(PlanSchema, values, DETAILS_CONTRACT);
      if (!output) return;
      const { terms: _terms, ...details } = output;
      expect(planPayload(output as PlanValues, selection)).toEqual({
        ...details,
        membership_plan_id: 102,
        service_id: 1,
        is_trial: '0',
        plan_type: 2,
        no_of_days: 365,
      });
    };
    fc.assert(fc.property(formInput(detailsInput), check));
    for (const values of hugeValues({ ...DETAILS, terms: true })) check(values);
  });
});

describe('any registration answer', () => {
  it('is read as a token with its end and, where readable, the membership it made, or as none, never a crash', () => {
    fc.assert(
      fc.property(answerInput(REGISTRATION), (body) => {
        const registration = readRegistration(body, NOW);
        if (registration === null) return;
        expect(registration.token).not.toBe('');
        expect(registration.tokenExpiresAt >= NOW && registration.tokenExpiresAt <= NOW + 30 * 24 * 3_600_000).toBe(true);
        const { existingMembershipPlanId: existing } = registration;
        if (existing !== undefined) expect(Number.isInteger(existing) && existing > 0).toBe(true);
      }),
    );
  });
});
