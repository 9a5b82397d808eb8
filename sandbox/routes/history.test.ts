import { describe, it, expect } from 'vitest';
import { auth, type Json, useSandbox } from '../testing.ts';

const { get, login } = useSandbox();

describe('bearer endpoints', () => {
  it('answer 401 without a token, with an unknown one and with sbx_expired', async () => {
    for (const headers of [{}, auth('sbx_unknown'), auth('sbx_expired')]) {
      const { status, json } = await get('/partner/payment-history', headers);
      expect(status).toBe(401);
      expect(json).toEqual({ status: 401, data: null, errors: { message: 'Unauthenticated.' } });
    }
  });

  it('page and search the payment history', async () => {
    const token = await login('partner@example.com', 'Partner@123');
    const page1 = await get('/partner/payment-history?page=1', auth(token));
    expect(page1.status).toBe(200);
    expect(page1.json).toMatchObject({ per_page: 10, current_page: 1, total: 36 });
    const rows = page1.json['data'] as Json[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      id: 1001,
      service: { full_name: expect.any(String) },
      membership_plan: { name: expect.any(String) },
      anet_transaction: { method: 'credit_card' },
    });
    expect(rows[0]?.['payment_date']).toMatch(/^2026-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await get('/partner/payment-history?page=4', auth(token))).json['data']).toHaveLength(6);
    const beyond = await get('/partner/payment-history?page=5', auth(token));
    expect(beyond.json).toMatchObject({ data: [], current_page: 5, total: 36 });

    const visa = await get('/partner/payment-history?page=1&search=VISA', auth(token));
    expect(visa.json['total']).toBe(9);
    expect((visa.json['data'] as Json[]).every((row) => row['anet_transaction']['card_type'] === 'Visa')).toBe(true);
    expect((await get('/partner/payment-history?search=touchless', auth(token))).json['total']).toBe(3);
    expect((await get('/partner/payment-history?search=1010', auth(token))).json['data']).toMatchObject([{ id: 1010 }]);
    expect((await get('/partner/payment-history?search=no-such-thing', auth(token))).json).toMatchObject({ data: [], total: 0 });
  });

  it('give customers the same history and the empty partner none', async () => {
    const customer = await login('customer@example.com', 'Customer@123');
    expect((await get('/partner/payment-history?page=1', auth(customer))).json['total']).toBe(36);
    const empty = await login('empty@example.com', 'Partner@123');
    expect((await get('/partner/payment-history?page=1', auth(empty))).json).toEqual({ data: [], per_page: 10, current_page: 1, total: 0 });
    expect((await get('/invoice/pdf/1001', auth(empty))).status).toBe(404);
  });

  it('describe the partner invoice', async () => {
    const token = await login('partner@example.com', 'Partner@123');
    const { status, json } = await get('/partner/invoice', auth(token));
    expect(status).toBe(200);
    expect(json['data']).toMatchObject({ partner_name: 'Pat Partner', next_invoice_date: expect.any(String), open_balance: expect.any(Number) });
  });
});
