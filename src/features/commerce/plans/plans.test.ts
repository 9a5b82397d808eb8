import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/unit/failure-cases';
import { HUGE, readEveryBreakage, WRONG_BODIES, withField } from '../../../../tests/unit/malformed-answers';
import { readRegistration, registerPlan } from './plans';

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
  });

  it('never throws, whichever field is broken', () => {
    expect(() => readEveryBreakage((body) => readRegistration(body, NOW), REGISTRATION)).not.toThrow();
  });
});
