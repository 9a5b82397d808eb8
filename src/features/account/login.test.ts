import { describe, expect, it } from 'vitest';
import { failureNotices } from '../../lib/api/outcome';
import {
  failure,
  INVALID,
  itFailsLikeEveryForm,
  NETWORK,
  NO_BODY,
  response,
  SERVER_ERROR,
  TIMEOUT,
  WITH_DETAIL,
  WITHOUT_DETAIL,
} from '../../../tests/support/failure-cases';
import { validate } from '../../lib/forms/rules';
import { LOGIN_CONVERSION, LOGIN_DRAFT, logIn, LoginSchema, readLoginAnswer } from './login';
import { expectNoSecretField } from '../../../tests/support/forms';

describe('the login’s failures (§8 Login)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, logIn.failure);

  it("'Something went wrong!' with errors.message, else 'Please try again with valid details !'", () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: 'Something went wrong!', message: INVALID }]);
    expect(notices(failure(401, 'The user credentials were incorrect.'))).toEqual([
      { kind: 'error', title: 'Something went wrong!', message: 'The user credentials were incorrect.' },
    ]);
    expect(notices(response(500, { status: 500 }))).toEqual([
      { kind: 'error', title: 'Something went wrong!', message: 'Please try again with valid details !' },
    ]);
  });

  it('a 422 without field messages and a 500 with a message say the message', () => {
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: 'Something went wrong!', message: INVALID }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Something went wrong!', message: 'Server Error' }]);
  });

  it("says §8's login words, not the generic failure, when no readable answer came (network, deadline, not JSON)", () => {
    const words = [{ kind: 'error', title: 'Something went wrong!', message: 'Please try again with valid details !' }];
    for (const result of [NETWORK, TIMEOUT, NO_BODY, response(200, null), response(201, null)]) expect(notices(result)).toEqual(words);
    expect(logIn.failure.withoutAnswer).toEqual(words);
  });

  itFailsLikeEveryForm(logIn.failure);
});

describe('the login as a conversion', () => {
  it('counts a Login from the dialog, never who logged in', () => {
    expect(LOGIN_CONVERSION).toEqual({ name: 'Login', props: { form: 'login' } });
  });
});

describe('the login answer', () => {
  const answer = {
    access_token: 'tok en/1',
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: 'ref&resh',
    user: { name: 'Casey Customer', id: 7, user_type: 5, partner_slug: 'downtown garages' },
  };

  it('reads the tokens at the top level or under data, and rejects an answer without them', () => {
    expect(readLoginAnswer(answer)?.access_token).toBe('tok en/1');
    expect(readLoginAnswer({ status: 201, data: answer })?.user.name).toBe('Casey Customer');
    expect(readLoginAnswer({ status: 201, data: null })).toBeNull();
    expect(readLoginAnswer('<html>')).toBeNull();
    expect(readLoginAnswer({ access_token: 'x' })).toBeNull();
  });
});

describe('LoginSchema', () => {
  it("uses the login's default message 'Please enter valid :attribute.'", () => {
    expect(validate(LoginSchema, { username: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { username: 'Please enter valid email.', password: 'Please enter valid password.' },
    });
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(LOGIN_DRAFT.fields).toEqual(['username']);
    expectNoSecretField(LOGIN_DRAFT.fields);
  });
});
