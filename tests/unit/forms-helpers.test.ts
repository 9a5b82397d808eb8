/** The input filters of [§5](docs/CONTRACT.md#5-rules), the wire payload builders, and the reset link's base and token. */
import { describe, expect, it } from 'vitest';
import { digitsOnly, lettersAndSpaces, resetPasswordCharacters } from '../../src/lib/forms/filters';
import { contactPayload } from '../../src/features/contact/contact';
import { demoPayload, detailDemoPayload } from '../../src/features/demo/demo';
import { resetBaseUrl, tokenFromPath } from '../../src/features/passwords/passwords';
import { DEMO_FIELDS as DEMO, DEMO_WIRE, DETAIL_TRIAL } from '../demo-request';

describe('input filters', () => {
  it('keeps the digits of a pasted phone number, at most 10', () => {
    expect(digitsOnly(10)('(555) 123-4567')).toBe('5551234567');
    expect(digitsOnly(10)('+1 (555) 123-4567')).toBe('1555123456');
    expect(digitsOnly(10)('555123456789')).toBe('5551234567');
    expect(digitsOnly(10)('abc')).toBe('');
  });

  it('keeps the digits of a zip code, at most 6', () => {
    expect(digitsOnly(6)('10118')).toBe('10118');
    expect(digitsOnly(6)('10118-0110')).toBe('101180');
    expect(digitsOnly(6)(' 1 2 3 ')).toBe('123');
  });

  it('keeps letters and spaces in names', () => {
    expect(lettersAndSpaces("Mary-Ann O'Neil 3rd.")).toBe('MaryAnn ONeil rd');
    expect(lettersAndSpaces('Ada Lovelace')).toBe('Ada Lovelace');
    expect(lettersAndSpaces('José Łukasz Zoë')).toBe('José Łukasz Zoë');
    expect(lettersAndSpaces('José2 ❤ Łukasz!')).toBe('José  Łukasz');
  });

  it('strips the reset password of anything but letters, digits, spaces and ! @ # $ % ^ & * ? -', () => {
    expect(resetPasswordCharacters('Ab1 !@#$%^&*?-')).toBe('Ab1 !@#$%^&*?-');
    expect(resetPasswordCharacters('Ab1()\\`~:;"/<>+=.,[]{}|é')).toBe('Ab1');
  });
});

describe('payload builders', () => {
  it('demoPayload sends the wire names of §3 with form_status demoForm', () => {
    expect(demoPayload(DEMO)).toEqual({ ...DEMO_WIRE, country: 'United States', form_status: 'demoForm' });
  });

  it('detailDemoPayload adds product 15 and WHITELABEL, the country N/A and the trial terms', () => {
    const { country: _country, ...detail } = DEMO;
    expect(detailDemoPayload(detail, 'WHITELABEL', 1501)).toEqual({
      ...DEMO_WIRE,
      country: 'N/A',
      form_status: 'WHITELABEL',
      product: 15,
      membership_plan_id: 1501,
      ...DETAIL_TRIAL,
    });
  });

  it('detailDemoPayload adds product 16 and SDPARCS, and a null plan when the API has none', () => {
    const { country: _country, ...detail } = DEMO;
    expect(detailDemoPayload(detail, 'SDPARCS', null)).toMatchObject({
      product: 16,
      form_status: 'SDPARCS',
      country: 'N/A',
      membership_plan_id: null,
    });
  });

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
});

describe('tokenFromPath with a malformed escape', () => {
  it('reads no token instead of throwing', () => {
    expect(tokenFromPath('/reset-password/%E0%A4%A')).toBe('');
  });
});

describe('email rule', () => {
  it('refuses an address longer than mail can deliver', async () => {
    const { validate, email } = await import('../../src/lib/forms/rules');
    const long = `${'a'.repeat(250)}@example.com`;
    expect(validate(email(), long)).toEqual({ ok: false, errors: { form: 'Please enter a valid email address.' } });
    expect(validate(email(), 'casey@example.com').ok).toBe(true);
  });
});
