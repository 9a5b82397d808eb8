import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { failure, INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL } from '../../../tests/unit/failure-cases';
import { requestReset, resetRemovedNote, setPassword } from './passwords';

describe("the reset page's note on removed characters", () => {
  it('names the characters, then the ones the page accepts', () => {
    expect(resetRemovedNote(['~'])).toBe('We removed “~”: this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.');
    expect(resetRemovedNote(['(', ')', '\t'])).toBe(
      'We removed “(”, “)”, and a tab: this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.',
    );
  });
});

describe('the password forms’ failures (§8 Password reset)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, requestReset.failure);

  it('titled with errors.message, the first field message under it', () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: INVALID, message: 'The email has already been taken.' }]);
    expect(notices(failure(422, 'This password reset token is invalid.'))).toEqual([
      { kind: 'error', title: 'This password reset token is invalid.' },
    ]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Server Error' }]);
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  it('the forgot, reset and create forms share it', () => {
    expect(setPassword([201]).failure).toBe(requestReset.failure);
    expect(setPassword([200, 201]).failure).toBe(requestReset.failure);
  });

  itFailsLikeEveryForm(requestReset.failure);
});
