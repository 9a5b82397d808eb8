import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/unit/failure-cases';
import { registerFreeTrial } from './trial';

describe('the trial’s failures (§8 Plan, trial and demo submits)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, registerFreeTrial.failure);

  it("one toast per field of a 422; 'Invalid Data' when a 422 has no detail", () => {
    expect(notices(WITH_DETAIL)[0]).toEqual({ kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' });
    expect(notices(WITH_DETAIL)).toHaveLength(2);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!`, message: 'Invalid Data' }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
  });

  it('a 422 with neither a message nor detail: "Validation Errors!" / "Invalid Data"; other failures without text: the generic one', () => {
    expect(notices(response(422, { status: 422 }))).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Invalid Data' }]);
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(registerFreeTrial.failure);
});
