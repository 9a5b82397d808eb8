import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/unit/failure-cases';
import { pay } from './card';

describe('the payment’s failures (§8 Paid plan)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, pay.failure);

  it("'Sorry!' with errors.message", () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Sorry!', message: 'Server Error' }]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
  });

  it('without a message: the generic failure', () => {
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(pay.failure);
});
