import { describe, it, expect } from 'vitest';
import { demoBody, useSandbox } from '../testing.ts';

const { post } = useSandbox();

describe('demo request', () => {
  it('accepts a complete request with 201', async () => {
    const { status, json } = await post('/save-request-demo', demoBody);
    expect(status).toBe(201);
    expect(json).toMatchObject({ status: 201, errors: null });
    expect(typeof json['data']['id']).toBe('number');
  });

  it('answers 422 with Laravel-style messages per field', async () => {
    const { status, json } = await post('/save-request-demo', { ...demoBody, email: 'not-an-email', mobile: '12345', company_name: '' });
    expect(status).toBe(422);
    expect(json['data']).toBeNull();
    expect(json['errors']['message']).toBe('The given data was invalid');
    expect(json['errors']['detail']).toEqual({
      email: ['The email must be a valid email address.'],
      mobile: ['The mobile must be 10 digits.'],
      company_name: ['The company name field is required.'],
    });
  });
});
