import { describe, it, expect } from 'vitest';
import { auth, type Json, nonceOf, useSandbox } from '../testing.ts';

const { call, post, get, login } = useSandbox();

describe('request log', () => {
  it('records method, path, query, selected headers and body, without any clear card number', async () => {
    expect((await call('DELETE', '/__sandbox/requests')).status).toBe(200);
    const token = await login('customer@example.com', 'Customer@123');
    await post(
      '/membership-payment',
      { nonce: nonceOf({}), membership_plan_id: 103, service_id: 1, payment_type: 'credit_card', plan_type: 1, no_of_days: 30 },
      { ...auth(token), Origin: 'http://localhost:4321' },
    );
    await get('/partner/payment-history?page=2&search=visa', auth(token));

    const { status, json } = await get('/__sandbox/requests');
    expect(status).toBe(200);
    const log = json as unknown as Json[];
    expect(log.map((entry) => `${entry['method']} ${entry['path']}`)).toEqual([
      'POST /oauth/access_token',
      'POST /membership-payment',
      'GET /partner/payment-history',
    ]);
    expect(log[0]?.['body']).toMatchObject({ username: 'customer@example.com', grant_type: 'password' });
    // Passwords, nonces and Authorization values are redacted in the log.
    expect(log[0]?.['body']['password']).toBe('[redacted]');
    expect(log[1]?.['headers']).toEqual({ authorization: 'Bearer [redacted]', 'content-type': 'application/json', origin: 'http://localhost:4321' });
    expect(log[1]?.['body']['nonce']).toBe('[redacted]');
    expect(JSON.stringify(log)).not.toContain(token);
    expect(JSON.stringify(log)).not.toContain('Customer@123');
    expect(log[2]?.['query']).toEqual({ page: '2', search: 'visa' });
    expect(JSON.stringify(log)).not.toMatch(/4111\s?1111\s?1111\s?1111/);

    await call('DELETE', '/__sandbox/requests');
    expect((await get('/__sandbox/requests')).json).toEqual([]);
  });

  it('keeps a few KB of a body at most', async () => {
    await call('DELETE', '/__sandbox/requests');
    await post('/newsletter', { email: 'long@example.com', note: 'x'.repeat(10_000) });
    const [entry] = (await get('/__sandbox/requests')).json as unknown as Json[];
    expect(entry?.['body']).toEqual({ truncated: expect.stringMatching(/^\d+ bytes, over the log's 4096$/) });
  });
});
