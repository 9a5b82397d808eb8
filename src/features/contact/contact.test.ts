import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../tests/support/failure-cases';
import { thankYouKind } from '../thank-you';
import { validate } from '../../lib/forms/rules';
import { errorOf, expectNoSecretField, CONTRACT, expectContractOrMessage } from '../../../tests/support/forms';
import { CONTACT_DRAFT, CONTACT_LANDING, ContactSchema, contactPayload, sendContact, type ContactValues } from './contact';
import THANKS from './thank-you-state';
import fc from 'fast-check';
import { formInput, good, hugeValues } from '../../../tests/support/hostile';

describe('the contact form’s failures (§8 Contact)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, sendContact.failure);

  it('one notice naming the failure (the field messages go on the fields)', () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Server Error!' }]);
  });

  it('a blank message is no message: the generic failure', () => {
    expect(notices(response(500, { errors: { message: '   ' } }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(sendContact.failure);
});

describe('the contact form’s thank-you state', () => {
  it('is where a success lands', () => {
    const landing = CONTACT_LANDING;
    expect(landing.go).toBe('/thank-you');
    expect(thankYouKind(landing.state)).toBe(THANKS.kind);
  });

  it('counts a Contact from the contact form, and nothing the visitor typed', () => {
    expect(CONTACT_LANDING.conversion).toEqual({ name: 'Contact', props: { form: 'contact' } });
  });
});

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

  // Letters of every alphabet: José, Łukasz and Zoë are names, not mistakes.
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

describe('payload', () => {
  it('contactPayload sends exactly the contact fields of §3 (the API client adds the credentials)', () => {
    const values = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      address: 'Hello',
      company_name: 'Metro Parking',
      city: 'Newark',
      state: 'NJ',
      zipcode: '07102',
      country: 'United States',
    };
    expect(contactPayload(values)).toEqual(values);
    expect(Object.keys(contactPayload(values)).sort()).toEqual([
      'address',
      'city',
      'company_name',
      'country',
      'email',
      'first_name',
      'last_name',
      'phone',
      'state',
      'zipcode',
    ]);
  });
});

describe('the draft', () => {
  it("keeps the form's own fields, never a password, card field or token", () => {
    expect(CONTACT_DRAFT.fields).toHaveLength(10);
    expectNoSecretField(CONTACT_DRAFT.fields);
  });
});

describe('the contact form, whatever is typed into it', () => {
  it('ends in a message the contract allows or in the form’s own messages, never a crash', () => {
    const contract = {
      first_name: CONTRACT.letters,
      last_name: CONTRACT.letters,
      email: CONTRACT.email,
      phone: CONTRACT.digits(10, 10),
      address: CONTRACT.text,
      company_name: CONTRACT.text,
      city: CONTRACT.text,
      state: CONTRACT.text,
      zipcode: CONTRACT.digits(5, 6),
      country: CONTRACT.text,
    };
    const input = formInput({
      first_name: good.name,
      last_name: good.name,
      email: good.email,
      phone: good.digits(10, 10),
      address: good.text,
      company_name: good.text,
      city: good.text,
      state: good.text,
      zipcode: good.digits(5, 6),
      country: good.text,
    });
    const check = (values: Record<string, string>) => {
      const output = expectContractOrMessage(ContactSchema, values, contract);
      if (output) expect(contactPayload(output as ContactValues)).toEqual(output);
    };
    fc.assert(fc.property(input, check));
    for (const values of hugeValues(CONTACT)) check(values);
  });
});
