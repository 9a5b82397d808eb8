import { describe, it, expect } from 'vitest';
import { auth, CLIENT, type Json, nonceOf, useSandbox } from '../testing.ts';

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

describe('a copy of a seeded user', () => {
  const payment = (card_number: string) => ({
    nonce: nonceOf({ card_number }),
    membership_plan_id: 103,
    service_id: 1,
    payment_type: 'credit_card',
    plan_type: 2,
    no_of_days: 365,
  });

  it('logs in as the seeded user does, under an email of its own, and each copy is another user', async () => {
    const first = await post('/__sandbox/users', { like: 'Customer@Example.com' });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ username: expect.stringMatching(/^customer\+\d+@example\.com$/), password: 'Customer@123' });
    const second = await post('/__sandbox/users', { like: 'customer@example.com' });
    expect(second.json['username']).not.toBe(first.json['username']);

    const { status, json } = await post('/oauth/access_token', { ...first.json, ...CLIENT, grant_type: 'password' });
    expect(status).toBe(201);
    const seeded = (
      await post('/oauth/access_token', { username: 'customer@example.com', password: 'Customer@123', ...CLIENT, grant_type: 'password' })
    ).json;
    expect(json['user']).toEqual({ ...seeded['user'], id: expect.any(Number) });
    expect(json['user']['id']).not.toBe(seeded['user']['id']);
  });

  it("has the seeded user's fixed history: its charges are counted under its email, and none shows in the history", async () => {
    const { json: copy } = await post('/__sandbox/users', { like: 'customer@example.com' });
    const token = await login(copy['username'] as string, copy['password'] as string);
    const history = async () => (await get('/partner/payment-history?page=1', auth(token))).json;
    const before = await history();
    expect(before).toMatchObject({ total: 36, data: expect.arrayContaining([expect.objectContaining({ id: 1001 })]) });

    // A charge whose connection drops (no answer at all), then one answered.
    await expect(post('/membership-payment', payment('4000000000000119'), auth(token))).rejects.toThrow();
    expect((await post('/membership-payment', payment('4111111111111111'), auth(token))).status).toBe(201);

    const charges = ((await get('/__sandbox/charges')).json as unknown as Json[]).filter((charge) => charge['email'] === copy['username']);
    expect(charges.map((charge) => charge['lostAnswer'])).toEqual([null, 'connection dropped']);
    expect(await history()).toEqual(before);
    // The seeded user's own charges are not the copy's.
    const seededToken = await login('customer@example.com', 'Customer@123');
    await post('/membership-payment', payment('4111111111111111'), auth(seededToken));
    expect(((await get('/__sandbox/charges')).json as unknown as Json[]).filter((charge) => charge['email'] === copy['username'])).toHaveLength(2);
  });

  it('is refused for anyone but a seeded user with a password, and to any page', async () => {
    for (const like of ['nobody@example.com', '', undefined]) {
      const { status, json } = await post('/__sandbox/users', like === undefined ? {} : { like });
      expect(status, String(like)).toBe(422);
      expect(json['errors']['detail']).toEqual({ like: ['The like field must be the email of a seeded user.'] });
    }
    expect((await post('/__sandbox/users', { like: 'customer@example.com' }, { Origin: 'http://localhost:4321' })).status).toBe(403);
  });
});
