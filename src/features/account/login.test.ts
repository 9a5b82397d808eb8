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
import { HUGE, readEveryBreakage, WRONG_BODIES, WRONG_VALUES, withField } from '../../../tests/support/malformed-answers';
import { validate } from '../../lib/forms/rules';
import { LOGIN_CONVERSION, LOGIN_DRAFT, logIn, LoginSchema, readLoginAnswer } from './login';
import { expectNoSecretField, CONTRACT, expectContractOrMessage } from '../../../tests/support/forms';
import fc from 'fast-check';
import { answerInput, formInput, good, hostileText, hugeValues } from '../../../tests/support/hostile';

/** A login answer as the provider sends it. */
const TOKEN = {
  access_token: 'sbx_1',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'sbxr_1',
  user: { name: 'Casey Customer', id: 101, user_type: 5, partner_slug: 'downtown-garages' },
};

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
  it('reads the tokens at the top level or under data, and rejects an answer without them', () => {
    expect(readLoginAnswer(TOKEN)?.access_token).toBe('sbx_1');
    expect(readLoginAnswer({ status: 201, data: TOKEN })?.user.name).toBe('Casey Customer');
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

describe('a malformed login answer', () => {
  it('reads a wrong body, or one without a token or a user, as no login', () => {
    for (const body of WRONG_BODIES) expect(readLoginAnswer(body)).toBeNull();
    for (const wrong of [undefined, null, '', '  ', 42, [], ['sbx_1'], {}]) {
      expect(readLoginAnswer(withField(TOKEN, ['access_token'], wrong))).toBeNull();
      expect(readLoginAnswer({ status: 201, data: withField(TOKEN, ['access_token'], wrong) })).toBeNull();
    }
    for (const wrong of [undefined, null, 'Casey', 42, [], [TOKEN.user]]) expect(readLoginAnswer(withField(TOKEN, ['user'], wrong))).toBeNull();
    expect(readLoginAnswer({ status: 201, data: [TOKEN] })).toBeNull();
  });

  it("reads the other fields' wrong values as absent: Bearer, no refresh token, no name, no id, no slug", () => {
    const broken = { ...TOKEN, token_type: 7, refresh_token: null, extra: HUGE, user: { name: [], id: null, user_type: {}, partner_slug: '' } };
    expect(readLoginAnswer(broken)).toEqual({
      ...TOKEN,
      refresh_token: '',
      user: { name: '', id: '', user_type: '', partner_slug: null },
    });
    expect(readLoginAnswer({ ...TOKEN, expires_in: 'soon' })?.expires_in).toBe('soon');
  });

  it('never throws, whichever field is broken, at the top level or under data', () => {
    expect(() => readEveryBreakage(readLoginAnswer, TOKEN)).not.toThrow();
    expect(() => readEveryBreakage(readLoginAnswer, { status: 201, data: TOKEN, errors: null })).not.toThrow();
    for (const wrong of WRONG_VALUES) expect(readLoginAnswer(withField(TOKEN, ['user', 'name'], wrong))?.access_token).toBe('sbx_1');
  });
});

describe('the login form, whatever is typed into it', () => {
  it('ends in credentials the contract allows or in “Please enter valid …”, never a crash', () => {
    const contract = { username: CONTRACT.email, password: (value: unknown, typed: unknown) => value === typed && value !== '' };
    const check = (values: Record<string, string>) => {
      expectContractOrMessage(LoginSchema, values, contract);
    };
    fc.assert(fc.property(formInput({ username: good.email, password: hostileText() }), check));
    for (const values of hugeValues({ username: 'casey@example.com', password: 'secret' })) check(values);
  });
});

describe('any login answer', () => {
  it('is read as a session’s fields or as no session, never a crash', () => {
    const answers = fc.oneof(answerInput(TOKEN), answerInput({ data: TOKEN }));
    fc.assert(
      fc.property(answers, (body) => {
        const answer = readLoginAnswer(body);
        if (answer === null) return;
        expect(answer.access_token.trim()).not.toBe('');
        for (const text of [answer.token_type, answer.refresh_token, answer.user.name]) expect(typeof text).toBe('string');
        expect(['string', 'number']).toContain(typeof answer.user.id);
        expect(['string', 'number']).toContain(typeof answer.user.user_type);
        expect(answer.user.partner_slug === null || answer.user.partner_slug.trim() !== '').toBe(true);
      }),
    );
  });
});
