import { describe, it, expect, beforeAll } from 'vitest';
import AES from 'crypto-js/aes.js';
import { auth, CARD_KEY, type Json, nonceOf, useSandbox } from '../testing.ts';

const { post, get, login } = useSandbox();

describe('membership payment', () => {
  let token: string;
  const payment = (nonce: string) => ({ nonce, membership_plan_id: 103, service_id: 1, payment_type: 'credit_card', plan_type: 1, no_of_days: 30 });

  beforeAll(async () => {
    token = await login('customer@example.com', 'Customer@123');
  });

  it('charges a valid card', async () => {
    const { status, json } = await post('/membership-payment', payment(nonceOf({})), auth(token));
    expect(status).toBe(201);
    expect(json['data']).toEqual({ transaction_id: expect.any(String), amount: 349 });
    const yearly = await post('/membership-payment', { ...payment(nonceOf({})), plan_type: 2, no_of_days: 365 }, auth(token));
    expect(yearly.json['data']['amount']).toBe(3490);
  });

  it("reads plan_type as the site does: '1' is monthly, anything else yearly", async () => {
    const charged = async (planType: unknown) => {
      const { plan_type: _, ...rest } = payment(nonceOf({}));
      const body = planType === undefined ? rest : { ...rest, plan_type: planType };
      return (await post('/membership-payment', body, auth(token))).json['data']['amount'];
    };
    expect(await charged(1)).toBe(349);
    expect(await charged('1')).toBe(349);
    for (const other of [2, '2', 0, '3', 'monthly', undefined]) expect(await charged(other)).toBe(3490);
  });

  it('charges a nonce once: the same nonce again gets the first answer and no second charge', async () => {
    const chargesBefore = ((await get('/__sandbox/charges')).json as unknown as Json[]).length;
    const nonce = nonceOf({});
    const first = await post('/membership-payment', payment(nonce), auth(token));
    const again = await post('/membership-payment', payment(nonce), auth(token));
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(((await get('/__sandbox/charges')).json as unknown as Json[]).length).toBe(chargesBefore + 1);
  });

  it('declines the decline card', async () => {
    const { status, json } = await post('/membership-payment', payment(nonceOf({ card_number: '4000000000000002' })), auth(token));
    expect(status).toBe(422);
    expect(json['errors']).toEqual({ message: 'Your card was declined.' });
  });

  it('refuses a nonce that does not decrypt', async () => {
    for (const nonce of ['garbage', nonceOf({}, 'another-key'), AES.encrypt('not json', CARD_KEY).toString()]) {
      const { status, json } = await post('/membership-payment', payment(nonce), auth(token));
      expect(status).toBe(422);
      expect(json['errors']['message']).toBe('Invalid payment data');
    }
  });

  it('names the card fields that fail', async () => {
    const { status, json } = await post(
      '/membership-payment',
      payment(nonceOf({ card_number: '4111111111111112', expiration_date: '0120', security_code: '12', zip_code: '123', name_on_card: 'Al' })),
      auth(token),
    );
    expect(status).toBe(422);
    expect(json['errors']['message']).toBe('Invalid card details');
    expect(Object.keys(json['errors']['detail']).sort()).toEqual(['card_number', 'expiration_date', 'name_on_card', 'security_code', 'zip_code']);
  });

  it('needs a bearer token', async () => {
    expect((await post('/membership-payment', payment(nonceOf({})))).status).toBe(401);
  });
});
