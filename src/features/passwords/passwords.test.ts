import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { failure, INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL } from '../../../tests/support/failure-cases';
import { resetPasswordCharacters } from '../../lib/forms/filters';
import { validate } from '../../lib/forms/rules';
import { errorOf, expectNoSecretField, CONTRACT, expectContractOrMessage } from '../../../tests/support/forms';
import {
  CREATE_PASSWORD_MESSAGE,
  CreatePasswordSchema,
  FORGOT_PASSWORD_DRAFT,
  ForgotPasswordSchema,
  requestReset,
  resetBaseUrl,
  RESET_PASSWORD_HINT,
  RESET_PASSWORD_RULE,
  resetRemovedNote,
  ResetPasswordSchema,
  setPassword,
  tokenFromPath,
} from './passwords';
import fc from 'fast-check';
import { formInput, good, hostileText, hugeValues, spoiled } from '../../../tests/support/hostile';

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

describe('ForgotPasswordSchema', () => {
  it('requires a valid email', () => {
    const schema = ForgotPasswordSchema;
    expect(errorOf(schema, { email: '' }, 'email')).toBe('Please enter your email address.');
    expect(errorOf(schema, { email: 'not-an-email' }, 'email')).toBe('Please enter a valid email address.');
    expect(validate(schema, { email: 'ada@example.com' })).toEqual({ ok: true, output: { email: 'ada@example.com' } });
  });
});

const HINT = 'Entered Password does not match with provided Password Hint';

describe('ResetPasswordSchema (reset page)', () => {
  const check = (password: string) => errorOf(ResetPasswordSchema, { password, password_confirmation: password }, 'password');

  it('accepts a password with every class', () => {
    expect(check('Abcdef1@')).toBeUndefined();
  });

  it.each(['@', '$', '!', '%', '*', '?', '&'])('accepts the special character %s', (special) => {
    expect(check(`Abcdef1${special}`)).toBeUndefined();
  });

  it.each(['#', '^', '-', ' '])('takes %j, which the field keeps, but not as the special character the rule needs', (kept) => {
    expect(check(`Abcdef1${kept}`)).toBe(HINT);
    expect(check(`Abcdef1@${kept}`)).toBeUndefined();
  });

  it.each(['+', '(', '~', 'é'])('rejects %j, which the field does not keep either', (other) => {
    expect(check(`Abcdef1${other}`)).toBe(HINT);
    expect(check(`Abcdef1@${other}`)).toBe(HINT);
  });

  it('allows exactly the characters its input filter keeps, and its hint names each of them', () => {
    for (let code = 0; code <= 0x2ff; code += 1) {
      const char = String.fromCharCode(code);
      const kept = resetPasswordCharacters(char) === char;
      expect(RESET_PASSWORD_RULE.test(`Abcdef1@${char}`), `${JSON.stringify(char)} (U+${code.toString(16)})`).toBe(kept);
      if (kept && !/[A-Za-z0-9 ]/.test(char)) expect(RESET_PASSWORD_HINT).toContain(` ${char}`);
    }
    expect(RESET_PASSWORD_HINT).toMatch(/letters, digits, spaces/);
  });

  it('requires both fields', () => {
    expect(validate(ResetPasswordSchema, { password: '', password_confirmation: '' })).toEqual({
      ok: false,
      errors: { password: 'Please enter a password.', password_confirmation: 'Please confirm the password.' },
    });
  });
});

describe('CreatePasswordSchema (create page)', () => {
  const check = (password: string) => errorOf(CreatePasswordSchema, { password, password_confirmation: password }, 'password');

  it('accepts a password with every class', () => {
    expect(check('Abcdef1!')).toBeUndefined();
  });

  it.each(['!', '@', '$', '%', '^', '&', '*', '#', '?', '-'])('accepts the special character %s', (special) => {
    expect(check(`Abcdef1${special}`)).toBeUndefined();
  });

  it.each(['(', ')', '\\', '`', '~', ':', ';', '"', '/', '<', '>'])('rejects the forbidden character %s', (forbidden) => {
    expect(check(`Abcdef1!${forbidden}`)).toBe(CREATE_PASSWORD_MESSAGE);
    expect(check(`Abc${forbidden}def1!`)).toBe(CREATE_PASSWORD_MESSAGE);
  });

  it('needs a special character of its own list ("+" and "." are neither required nor forbidden)', () => {
    expect(check('Abcdef1+')).toBe(CREATE_PASSWORD_MESSAGE);
    expect(check('Abcdef1!+.')).toBeUndefined();
  });

  it('states the rule in its message', () => {
    expect(CREATE_PASSWORD_MESSAGE).toContain('8 to 15 characters');
    expect(CREATE_PASSWORD_MESSAGE).toContain('! @ $ % ^ & * # ? -');
    expect(CREATE_PASSWORD_MESSAGE).toContain('( ) \\ ` ~ : ; " / < >');
  });
});

/**
 * The rules both token pages share. Each row: the page, its schema, its rule's message, the special character
 * of its passwords that miss a class, the two special characters of its length passwords, the confirmation
 * that does not match `Abcdef1` + the first of those two, and the mismatch message.
 */
describe.each([
  ['reset page', ResetPasswordSchema, HINT, '@', '@!', 'Abcdef1!', 'Confirm Password should be same as password'],
  ['create page', CreatePasswordSchema, CREATE_PASSWORD_MESSAGE, '!', '#-', 'Abcdef1#x', 'Password and confirmation password not matched.'],
] as const)('%s: the rules both token pages share', (_, schema, message, special, pair, confirmation, mismatch) => {
  const check = (password: string) => errorOf(schema, { password, password_confirmation: password }, 'password');

  it.each([
    ['no lowercase letter', `ABCDEF1${special}`],
    ['no uppercase letter', `abcdef1${special}`],
    ['no digit', `Abcdefg${special}`],
    ['no special character', 'Abcdefg1'],
  ])('rejects a password with %s', (_, password) => {
    expect(check(password)).toBe(message);
  });

  it.each([
    [7, `Abcde1${pair[0]}`, message],
    [8, `Abcdef1${pair[0]}`, undefined],
    [15, `Abcdefghijkl1${pair}`, undefined],
    [16, `Abcdefghijklm1${pair}`, message],
  ])('length %i → %j', (length, password, expected) => {
    expect(password).toHaveLength(length);
    expect(check(password)).toBe(expected);
  });

  it('puts the mismatch message on the confirmation', () => {
    expect(validate(schema, { password: `Abcdef1${pair[0]}`, password_confirmation: confirmation })).toEqual({
      ok: false,
      errors: { password_confirmation: mismatch },
    });
  });
});

describe('resetBaseUrl', () => {
  it('is the current location without its last path segment', () => {
    expect(resetBaseUrl({ origin: 'https://www.parkcloud.example', pathname: '/forgot-password' })).toBe('https://www.parkcloud.example');
    expect(resetBaseUrl({ origin: 'http://127.0.0.1:4399', pathname: '/account/forgot-password' })).toBe('http://127.0.0.1:4399/account');
    expect(resetBaseUrl({ origin: 'https://x.example', pathname: '/account/forgot-password/' })).toBe('https://x.example/account');
    expect(resetBaseUrl({ origin: 'https://x.example', pathname: '/' })).toBe('https://x.example');
  });
});

describe('tokenFromPath', () => {
  it('reads the token of both token pages', () => {
    expect(tokenFromPath('/reset-password/abc123')).toBe('abc123');
    expect(tokenFromPath('/generate-new-password/abc123')).toBe('abc123');
    expect(tokenFromPath('/reset-password/abc123/')).toBe('abc123');
  });

  it('decodes an encoded token', () => {
    expect(tokenFromPath('/reset-password/a%2Bb%3D')).toBe('a+b=');
  });

  it('is empty when the URL has no token', () => {
    expect(tokenFromPath('/reset-password')).toBe('');
    expect(tokenFromPath('/reset-password/')).toBe('');
    expect(tokenFromPath('/')).toBe('');
  });

  it('reads the token under a language prefix, and none from the page itself there', () => {
    expect(tokenFromPath('/fr/reset-password/abc123')).toBe('abc123');
    expect(tokenFromPath('/es/generate-new-password/abc123')).toBe('abc123');
    // The page's own name is no token (it once read the last of two segments).
    expect(tokenFromPath('/fr/reset-password')).toBe('');
    expect(tokenFromPath('/es/generate-new-password/')).toBe('');
  });
});

describe('tokenFromPath with a malformed escape', () => {
  it('reads no token instead of throwing', () => {
    expect(tokenFromPath('/reset-password/%E0%A4%A')).toBe('');
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(FORGOT_PASSWORD_DRAFT.fields).toEqual(['email']);
    expectNoSecretField(FORGOT_PASSWORD_DRAFT.fields);
  });
});

describe('the password forms, whatever is typed into them', () => {
  const some = (characters: string) => fc.constantFrom(...characters);
  /** A password with every kind of character the rules ask for, in any order, 8 to 15 long. */
  const password = (specials: string, others: string) =>
    fc
      .tuple(some('abcz'), some('ABCZ'), some('0189'), some(specials), fc.array(some(`aZ9${specials}${others}`), { minLength: 4, maxLength: 11 }))
      .chain(([lower, upper, digit, special, rest]) => {
        const characters = [lower, upper, digit, special, ...rest];
        return fc.shuffledSubarray(characters, { minLength: characters.length });
      })
      .map((characters) => characters.join(''));
  /** Both fields: the same password twice, a spoiled one twice, or each field on its own. */
  const passwords = (good: fc.Arbitrary<string>) =>
    fc.oneof(
      fc.oneof(good, spoiled(good), hostileText(20)).map((text) => ({ password: text, password_confirmation: text })),
      formInput({ password: good, password_confirmation: good }),
    );
  const same = (value: unknown, typed: unknown) => value === typed;

  it('the reset page ends in a password its rule allows or in its own messages, never a crash', () => {
    const contract = {
      password: (value: unknown, typed: unknown) =>
        same(value, typed) && /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[@$!%*?&])[A-Za-z0-9 !@#$%^&*?-]{8,15}$/.test(String(value)),
      password_confirmation: same,
    };
    const check = (values: Record<string, string>) => {
      const output = expectContractOrMessage(ResetPasswordSchema, values, contract);
      if (output) expect(output['password_confirmation']).toBe(output['password']);
    };
    fc.assert(fc.property(passwords(password('@$!%*?&', ' #^-')), check));
    for (const values of hugeValues({ password: 'Abcdef1!', password_confirmation: 'Abcdef1!' })) check(values);
  });

  it('the create page ends in a password its rule allows or in its own messages, never a crash', () => {
    const contract = {
      password: (value: unknown, typed: unknown) =>
        same(value, typed) &&
        [...String(value)].length <= 15 &&
        String(value).length >= 8 &&
        !/[()\\`~:;"/<>]/.test(String(value)) &&
        /[A-Z]/.test(String(value)) &&
        /[a-z]/.test(String(value)) &&
        /[0-9]/.test(String(value)) &&
        /[!@$%^&*#?-]/.test(String(value)),
      password_confirmation: same,
    };
    const check = (values: Record<string, string>) => {
      const output = expectContractOrMessage(CreatePasswordSchema, values, contract);
      if (output) expect(output['password_confirmation']).toBe(output['password']);
    };
    fc.assert(fc.property(passwords(password('!@$%^&*#?-', ' é_')), check));
    for (const values of hugeValues({ password: 'Abcdef1!', password_confirmation: 'Abcdef1!' })) check(values);
  });

  it('forgot password ends in an email the contract allows or in its own messages, never a crash', () => {
    const check = (values: Record<string, string>) => {
      expectContractOrMessage(ForgotPasswordSchema, values, { email: CONTRACT.email });
    };
    fc.assert(fc.property(formInput({ email: good.email }), check));
    for (const values of hugeValues({ email: 'jane@example.com' })) check(values);
  });

  it('a link’s path of any text gives a token or none, never a crash', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText(), fc.webPath(), spoiled(fc.constant('/reset-password/abc%2'))), (path) => {
        expect(typeof tokenFromPath(path)).toBe('string');
      }),
    );
  });
});
