import { describe, it, expect } from 'vitest';
import { auth, nonceOf, trialBody, useSandbox } from '../testing.ts';

const { post } = useSandbox();

describe('trial registration', () => {
  it('registers a customer whose token can pay', async () => {
    const { status, json } = await post('/multiple-trial-registration', { ...trialBody, nonce: nonceOf({}) });
    expect(status).toBe(201);
    expect(json['data']['token']['access_token']).toMatch(/^sbx_/);
    expect(json['data']['membership_plan']).toEqual({ id: 101 });
    expect(json['data']['user']).toEqual({ name: 'Terry Trial', email: 'terry@trial.example' });
    const paid = await post(
      '/membership-payment',
      { nonce: nonceOf({}), membership_plan_id: 102, service_id: 1, payment_type: 'credit_card', plan_type: 1, no_of_days: 30 },
      auth(json['data']['token']['access_token'] as string),
    );
    expect(paid.status).toBe(201);
  });

  it('takes membership_plan_id as a number on the plan form', async () => {
    const { membership: _unused, payment_type: _type, savePaymentMethod: _save, ...planBody } = trialBody;
    const { status, json } = await post('/trial-registration', {
      ...planBody,
      membership_plan_id: '103',
      service_id: '1',
      is_trial: 0,
      plan_type: 1,
      no_of_days: 30,
    });
    expect(status).toBe(201);
    expect(json['data']['membership_plan']).toEqual({ id: 103 });
  });

  it('checks client credentials, fields and the card', async () => {
    expect((await post('/multiple-trial-registration', { ...trialBody, client_secret: 'wrong' })).status).toBe(401);
    const missing = await post('/multiple-trial-registration', { ...trialBody, first_name: '', phone: '123' });
    expect(missing.status).toBe(422);
    expect(missing.json['errors']['detail']).toEqual({ first_name: ['The first name field is required.'], phone: ['The phone must be 10 digits.'] });
    const declined = await post('/multiple-trial-registration', { ...trialBody, nonce: nonceOf({ card_number: '4000000000000002' }) });
    expect(declined.json['errors']['message']).toBe('Your card was declined.');
  });
});
