import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/unit/failure-cases';
import { registerPlan } from './plans';

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
