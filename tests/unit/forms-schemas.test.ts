/** Every form schema of [§5](docs/CONTRACT.md#5-rules) at its boundaries: lengths, digit counts, character classes and messages. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/lib/forms/rules';
import { ContactSchema } from '../../src/features/contact/contact';
import { DemoSchema, DetailDemoSchema } from '../../src/features/demo/demo';
import { LoginSchema } from '../../src/features/account/login';
import { NewsletterSchema } from '../../src/features/newsletter/newsletter';
import { CREATE_PASSWORD_MESSAGE, CreatePasswordSchema, ForgotPasswordSchema, ResetPasswordSchema } from '../../src/features/passwords/passwords';
import { DEMO_FIELDS as DEMO } from '../demo-request';

/** The message of one field, or undefined when the field passes. */
function errorOf(schema: Parameters<typeof validate>[0], values: Record<string, unknown>, field: string): string | undefined {
  const result = validate(schema, values);
  return result.ok ? undefined : result.errors[field];
}

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace King',
  email: 'ada@example.com',
  phone: '5551234567',
  address: 'We run three garages downtown.',
  company_name: 'Metro Parking',
  city: 'Newark',
  state: 'NJ',
  zipcode: '07102',
  country: 'United States',
};

describe('ContactSchema', () => {
  it('accepts a complete, valid message', () => {
    expect(validate(ContactSchema, CONTACT)).toEqual({ ok: true, output: CONTACT });
  });

  it.each([
    ['555123456', 'Phone number must be exactly 10 digits.'],
    ['5551234567', undefined],
    ['55512345678', 'Phone number must be exactly 10 digits.'],
    ['555-123-456', 'Phone number must be exactly 10 digits.'],
    ['', 'Please enter your phone number.'],
  ])('phone %j → %j', (phone, message) => {
    expect(errorOf(ContactSchema, { ...CONTACT, phone }, 'phone')).toBe(message);
  });

  it.each([
    ['1234', 'Zip code must be 5 or 6 digits.'],
    ['12345', undefined],
    ['123456', undefined],
    ['1234567', 'Zip code must be 5 or 6 digits.'],
    ['1234a', 'Zip code must be 5 or 6 digits.'],
    ['', 'Please enter your zip code.'],
  ])('zipcode %j → %j', (zipcode, message) => {
    expect(errorOf(ContactSchema, { ...CONTACT, zipcode }, 'zipcode')).toBe(message);
  });

  // Letters of every alphabet (issue 10): José, Łukasz and Zoë are names, not mistakes.
  it.each(['Ada', 'Mary Ann', 'ada lovelace', 'Zoë', 'José', 'Łukasz', 'Nguyễn Văn An', '王伟'])(
    'accepts the name %j (letters and spaces)',
    (name) => {
      expect(errorOf(ContactSchema, { ...CONTACT, first_name: name }, 'first_name')).toBeUndefined();
      expect(errorOf(ContactSchema, { ...CONTACT, last_name: name }, 'last_name')).toBeUndefined();
    },
  );

  it.each(['Ada2', "O'Neil", 'Smith-Jones', 'Dr. Who', 'Ada_', 'José ❤', 'Łukasz٣'])('rejects the name %j (digits, punctuation, symbols)', (name) => {
    expect(errorOf(ContactSchema, { ...CONTACT, first_name: name }, 'first_name')).toBe('First name may contain letters and spaces only.');
    expect(errorOf(ContactSchema, { ...CONTACT, last_name: name }, 'last_name')).toBe('Last name may contain letters and spaces only.');
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['ada', 'Please enter a valid email address.'],
    ['ada@', 'Please enter a valid email address.'],
    ['ada@example', 'Please enter a valid email address.'],
    ['  ada@example.com  ', undefined],
  ])('email %j → %j', (email, message) => {
    expect(errorOf(ContactSchema, { ...CONTACT, email }, 'email')).toBe(message);
  });

  it('names every missing field with its own message', () => {
    const empty = Object.fromEntries(Object.keys(CONTACT).map((key) => [key, '']));
    expect(validate(ContactSchema, empty)).toEqual({
      ok: false,
      errors: {
        first_name: 'Please enter your first name.',
        last_name: 'Please enter your last name.',
        email: 'Please enter your email address.',
        phone: 'Please enter your phone number.',
        address: 'Please enter your message.',
        company_name: 'Please enter your company name.',
        city: 'Please enter your city.',
        state: 'Please enter your state.',
        zipcode: 'Please enter your zip code.',
        country: 'Please select your country.',
      },
    });
  });

  it('treats blank text as missing and trims what it keeps', () => {
    expect(errorOf(ContactSchema, { ...CONTACT, city: '   ' }, 'city')).toBe('Please enter your city.');
    const result = validate(ContactSchema, { ...CONTACT, company_name: '  Metro Parking ' });
    expect(result.ok && result.output.company_name).toBe('Metro Parking');
  });
});

describe('DemoSchema', () => {
  it('accepts a complete request', () => {
    expect(validate(DemoSchema, DEMO).ok).toBe(true);
  });

  it.each([
    ['555123456', 'Contact number must be exactly 10 digits.'],
    ['5551234567', undefined],
    ['55512345678', 'Contact number must be exactly 10 digits.'],
    ['', 'Please enter your contact number.'],
  ])('contact %j → %j', (contact, message) => {
    expect(errorOf(DemoSchema, { ...DEMO, contact }, 'contact')).toBe(message);
  });

  it.each(['Ada 2', 'Ada!', 'Ada-Lee'])('rejects the name %j', (name) => {
    expect(errorOf(DemoSchema, { ...DEMO, name }, 'name')).toBe('Name may contain letters and spaces only.');
  });

  it('requires a service and a country', () => {
    expect(errorOf(DemoSchema, { ...DEMO, service: '' }, 'service')).toBe('Please select a service.');
    expect(errorOf(DemoSchema, { ...DEMO, country: '' }, 'country')).toBe('Please select your country.');
  });

  it('does not ask the detail pages for a country (it is fixed to N/A)', () => {
    const { country: _country, ...detail } = DEMO;
    expect(validate(DetailDemoSchema, detail).ok).toBe(true);
    expect(errorOf(DetailDemoSchema, { ...detail, contact: '55512345678' }, 'contact')).toBe('Contact number must be exactly 10 digits.');
  });
});

describe('NewsletterSchema, ForgotPasswordSchema and LoginSchema', () => {
  it.each([NewsletterSchema, ForgotPasswordSchema])('require a valid email', (schema) => {
    expect(errorOf(schema, { email: '' }, 'email')).toBe('Please enter your email address.');
    expect(errorOf(schema, { email: 'not-an-email' }, 'email')).toBe('Please enter a valid email address.');
    expect(validate(schema, { email: 'ada@example.com' })).toEqual({ ok: true, output: { email: 'ada@example.com' } });
  });

  it("uses the login's default message 'Please enter valid :attribute.'", () => {
    expect(validate(LoginSchema, { username: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { username: 'Please enter valid email.', password: 'Please enter valid password.' },
    });
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

  it.each(['#', '^', '-', ' ', '+'])('rejects the special character %j, which the reset rule does not allow', (special) => {
    expect(check(`Abcdef1${special}`)).toBe(HINT);
    expect(check(`Abcdef1@${special}`)).toBe(HINT);
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
