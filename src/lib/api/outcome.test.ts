import { describe, expect, it } from 'vitest';
import { failure, INVALID, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/support/failure-cases';
// The results without an answer: no body, no connection, no answer in time.
import { NETWORK, NO_BODY, TIMEOUT } from '../../../tests/support/failure-cases';
import {
  failureNotices,
  GENERIC_FAILURE,
  outcomeUnknown,
  serverFieldErrors,
  succeeded,
  validationFailure,
  type FailedAnswer,
  type FailureMapping,
} from './outcome';
import fc from 'fast-check';
import { hostileJson } from '../../../tests/support/hostile';

describe('succeeded', () => {
  it('is true only for the listed statuses', () => {
    expect(succeeded(response(201, { status: 201 }))).toBe(true);
    expect(succeeded(response(200, { status: 200 }))).toBe(false);
    expect(succeeded(response(200, { status: 200 }), [200, 201])).toBe(true);
    expect(succeeded(WITH_DETAIL, [201, 422])).toBe(false);
    expect(succeeded(NETWORK)).toBe(false);
    expect(succeeded(TIMEOUT, [200, 201])).toBe(false);
  });

  it('needs a JSON body: a 2xx with HTML or nothing is the "no data" case', () => {
    expect(succeeded(response(201, null))).toBe(false);
    expect(succeeded(response(200, null), [200, 201])).toBe(false);
  });

  it('takes the status alone for a form that does not need the body: a 2xx with HTML or nothing is success', () => {
    expect(succeeded(response(201, null), [201], false)).toBe(true);
    expect(succeeded(response(200, null), [200, 201], false)).toBe(true);
    expect(succeeded(response(201, null), [201], true)).toBe(false);
    // Only a listed status, and only an answer that came.
    expect(succeeded(response(200, null), [201], false)).toBe(false);
    expect(succeeded(response(500, null), [201], false)).toBe(false);
    expect(succeeded(NETWORK, [201], false)).toBe(false);
    expect(succeeded(TIMEOUT, [201], false)).toBe(false);
  });
});

describe('failureNotices: no data, network failure and timeout', () => {
  it('is "Sorry, Something went Wrong!" / "Please Try again letter!" whatever the form would say', () => {
    const saysSomething: FailureMapping = () => [{ kind: 'error', title: 'The form’s own notice' }];
    for (const result of [NO_BODY, NETWORK, TIMEOUT, response(422, null)]) {
      expect(failureNotices(result, saysSomething)).toEqual([
        { kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' },
      ]);
    }
    expect(GENERIC_FAILURE).toEqual({ kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' });
  });
});

describe('serverFieldErrors', () => {
  it("is the server's first message of each field", () => {
    expect(serverFieldErrors(WITH_DETAIL)).toEqual({
      email: 'The email has already been taken.',
      first_name: 'The first name may only contain letters and spaces.',
    });
    expect(serverFieldErrors(WITHOUT_DETAIL)).toEqual({});
    expect(serverFieldErrors(NETWORK)).toEqual({});
  });
});

describe('failureNotices hands the form its failed answer', () => {
  it('with the envelope read: status, body, errors.message and the first message of each field', () => {
    const seen: FailedAnswer[] = [];
    const notices = failureNotices(WITH_DETAIL, (answer) => (seen.push(answer), [{ kind: 'error', title: 'Seen' }]));
    expect(notices).toEqual([{ kind: 'error', title: 'Seen' }]);
    expect(seen).toEqual([
      {
        status: 422,
        body: WITH_DETAIL.kind === 'response' ? WITH_DETAIL.body : null,
        message: INVALID,
        fields: { email: 'The email has already been taken.', first_name: 'The first name may only contain letters and spaces.' },
      },
    ]);
  });

  it('a body without the envelope reads as no message and no fields', () => {
    const seen: FailedAnswer[] = [];
    failureNotices(response(502, { oops: true }), (answer) => (seen.push(answer), []));
    expect(seen).toEqual([{ status: 502, body: { oops: true }, message: null, fields: {} }]);
  });
});

describe('validationFailure: the 422 shape several forms share', () => {
  it('a 422: the message plus "!" over one notice per field', () => {
    expect(failureNotices(WITH_DETAIL, validationFailure())).toEqual([
      { kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' },
      { kind: 'error', title: `${INVALID}!`, message: 'The first name may only contain letters and spaces.' },
    ]);
  });

  it('a 422 without field messages: the title alone by default', () => {
    expect(failureNotices(WITHOUT_DETAIL, validationFailure())).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(failureNotices(response(422, {}), validationFailure())).toEqual([{ kind: 'error', title: 'Validation Errors!' }]);
  });

  it('hands a 422 without field messages to the form, with its title and answer', () => {
    const mapping = validationFailure((title, answer) => [
      { kind: 'error', title: `${title} (${answer.status})`, message: answer.message ?? 'none' },
    ]);
    expect(failureNotices(failure(422, 'Nope'), mapping)).toEqual([{ kind: 'error', title: 'Nope! (422)', message: 'Nope' }]);
    expect(failureNotices(WITH_DETAIL, mapping)).toHaveLength(2);
  });

  it('any other failure: "Validation Errors!" with errors.message or data.errors, else the generic failure', () => {
    expect(failureNotices(SERVER_ERROR, validationFailure())).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
    expect(failureNotices(response(503, { data: { errors: 'Queue is down' } }), validationFailure())).toEqual([
      { kind: 'error', title: 'Validation Errors!', message: 'Queue is down' },
    ]);
    expect(failureNotices(response(500, { status: 500 }), validationFailure())).toEqual([GENERIC_FAILURE]);
  });
});

describe('outcomeUnknown: the server may have done it, but the answer is lost', () => {
  it('after the deadline, a lost connection, or a 2xx whose body is not JSON', () => {
    expect(outcomeUnknown({ kind: 'timeout' })).toBe(true);
    expect(outcomeUnknown({ kind: 'network' })).toBe(true);
    expect(outcomeUnknown(response(201, null))).toBe(true);
    expect(outcomeUnknown(response(200, null))).toBe(true);
  });

  it('not after a refusal that carried an answer, nor one without JSON but with a failing status', () => {
    expect(outcomeUnknown(WITH_DETAIL)).toBe(false);
    expect(outcomeUnknown(response(422, { errors: { message: 'Your card was declined.' } }))).toBe(false);
    expect(outcomeUnknown(response(500, null))).toBe(false);
    expect(outcomeUnknown(response(201, { data: {} }))).toBe(false);
  });
});

describe('any answer to a call that charges a card', () => {
  it('is a success, an unknown outcome or a refusal, exactly one of them, never a crash', () => {
    const result = fc.oneof(
      fc
        .record({
          kind: fc.constant('response' as const),
          status: fc.integer({ min: 100, max: 599 }),
          body: fc.oneof(hostileJson, fc.constant(null)),
        })
        .map((answer) => ({ ...answer, ok: answer.status >= 200 && answer.status < 300 })),
      fc.constantFrom(NETWORK, TIMEOUT),
    );
    fc.assert(
      fc.property(result, (answer) => {
        const success = succeeded(answer, [200, 201], true);
        const unknown = outcomeUnknown(answer);
        expect(success && unknown).toBe(false);
        if (!success && !unknown) expect(answer.kind === 'response' && (!answer.ok || ![200, 201].includes(answer.status))).toBe(true);
        if (answer.kind === 'response' && answer.ok && answer.body !== null && [200, 201].includes(answer.status)) expect(success).toBe(true);
      }),
    );
  });
});
