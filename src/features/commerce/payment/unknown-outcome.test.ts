import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../lib/api/http';

// The calls go nowhere: each test says what the API answers, and what was asked is recorded.
const calls: unknown[][] = [];
let answer: ApiResult = { kind: 'network' };
vi.mock('../../../lib/api/http', () => ({ call: (...args: unknown[]) => (calls.push(args), Promise.resolve(answer)) }));

const { checkRecentPayment, recentPaymentOf, searchedSpan } = await import('./unknown-outcome');
const { CARD_CALL_DEADLINE_MS, RECENT_PAYMENT_MS } = await import('./timings');
const { readHistory } = await (await import('../../billing')).loadHistoryReader();
const { pay } = await import('./pay');
const { registerFreeTrial } = await import('../trial/trial');

const NOW = Date.UTC(2026, 10, 25, 10, 0, 0);
/** The API's UTC date of a moment `ms` before NOW. */
const apiDate = (ms: number) => new Date(NOW - ms).toISOString().replace('T', ' ').slice(0, 19);
const ORDER = { planName: 'Professional', plan_type: 2, amount: 3490 } as const;
/** A history row as GET /partner/payment-history sends it. */
const row = (id: number, ago: number, changes: Record<string, unknown> = {}) => ({
  id,
  payment_date: apiDate(ago),
  total: 3490,
  service: { full_name: 'Monthly Parking Management' },
  membership_plan: { name: 'Professional' },
  user_membership: { plan_type: 2 },
  anet_transaction: { card_type: 'Visa', method: 'credit_card' },
  ...changes,
});
const rowsOf = (...rows: unknown[]) => readHistory({ data: rows, per_page: 10, current_page: 1, total: rows.length })?.rows ?? [];

describe('recentPaymentOf: the payment of this order made in the last minutes', () => {
  it('finds the newest payment of the same plan, billing and amount within the window', () => {
    const rows = rowsOf(row(2, 60_000), row(1, 120_000));
    expect(recentPaymentOf(rows, ORDER, NOW)?.id).toBe(2);
    expect(recentPaymentOf(rowsOf(row(3, RECENT_PAYMENT_MS - 1000)), ORDER, NOW)?.id).toBe(3);
  });

  it('ignores an older payment, another plan, another billing or another amount', () => {
    expect(recentPaymentOf(rowsOf(row(1, RECENT_PAYMENT_MS + 1000)), ORDER, NOW)).toBeNull();
    expect(recentPaymentOf(rowsOf(row(1, 60_000, { membership_plan: { name: 'Starter' } })), ORDER, NOW)).toBeNull();
    expect(recentPaymentOf(rowsOf(row(1, 60_000, { user_membership: { plan_type: 1 } })), ORDER, NOW)).toBeNull();
    expect(recentPaymentOf(rowsOf(row(1, 60_000, { total: 349 })), ORDER, NOW)).toBeNull();
    expect(recentPaymentOf(rowsOf(row(1, 60_000, { payment_date: 'yesterday' })), ORDER, NOW)).toBeNull();
  });

  it('allows a payment dated a little ahead of this browser’s clock, not far ahead', () => {
    expect(recentPaymentOf(rowsOf(row(1, -60_000)), ORDER, NOW)?.id).toBe(1);
    expect(recentPaymentOf(rowsOf(row(1, -60 * 60_000)), ORDER, NOW)).toBeNull();
  });

  it('for a plan held since an earlier visit, looks from the minutes before the hold, hours ago', () => {
    const heldAt = NOW - 3 * 3_600_000;
    const rows = rowsOf(row(5, 3 * 3_600_000 + 60_000));
    expect(recentPaymentOf(rows, ORDER, NOW), 'the last minutes only').toBeNull();
    expect(recentPaymentOf(rows, ORDER, NOW, heldAt)?.id).toBe(5);
    expect(recentPaymentOf(rowsOf(row(4, 3 * 3_600_000 + RECENT_PAYMENT_MS + 1000)), ORDER, NOW, heldAt), 'before the hold’s window').toBeNull();
  });
});

describe('searchedSpan: how far back the look-up went, in words', () => {
  it('says minutes right after a payment, hours or days after an earlier visit, never more than was searched', () => {
    expect(searchedSpan(RECENT_PAYMENT_MS)).toBe('10 minutes');
    expect(searchedSpan(RECENT_PAYMENT_MS + 50_000)).toBe('10 minutes');
    expect(searchedSpan(119 * 60_000 + 59_000)).toBe('119 minutes');
    expect(searchedSpan(120 * 60_000)).toBe('2 hours');
    expect(searchedSpan(3 * 3_600_000 + 50 * 60_000)).toBe('3 hours');
    expect(searchedSpan(48 * 3_600_000 - 1)).toBe('47 hours');
    expect(searchedSpan(3 * 86_400_000 - 1)).toBe('2 days');
  });
});

describe('checkRecentPayment: the payer’s history, read with the order’s token', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the first page with the token, and says what it found', async () => {
    answer = { kind: 'response', ok: true, status: 200, body: { data: [row(7, 30_000)], per_page: 10, current_page: 1, total: 1 } };
    expect(await checkRecentPayment('sbx_token', ORDER)).toMatchObject({ kind: 'found', payment: { id: 7, plan: 'Professional' } });
    expect(calls).toEqual([['get', '/partner/payment-history', { searchParams: { page: 1 }, bearer: 'sbx_token' }]]);
    answer = { kind: 'response', ok: true, status: 200, body: { data: [row(8, 60 * 60_000)], per_page: 10, current_page: 1, total: 1 } };
    expect(await checkRecentPayment('sbx_token', ORDER)).toEqual({ kind: 'not-found' });
  });

  it('cannot say when the token is refused, the network fails or the answer is not a history', async () => {
    for (const failed of [
      { kind: 'response', ok: false, status: 401, body: { errors: { message: 'Unauthenticated.' } } },
      { kind: 'network' },
      { kind: 'timeout' },
      { kind: 'response', ok: true, status: 200, body: null },
      { kind: 'response', ok: true, status: 200, body: { data: 'none' } },
    ] satisfies ApiResult[]) {
      answer = failed;
      expect(await checkRecentPayment('sbx_token', ORDER)).toEqual({ kind: 'failed' });
    }
  });

  it('cannot say when the code that reads the history could not be loaded (the network cut it off)', async () => {
    answer = { kind: 'response', ok: true, status: 200, body: { data: [row(7, 30_000)], per_page: 10, current_page: 1, total: 1 } };
    vi.resetModules();
    vi.doMock('../../billing/history-answer', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { checkRecentPayment: check } = await import('./unknown-outcome');
    expect(await check('sbx_token', ORDER)).toEqual({ kind: 'failed' });
    vi.doUnmock('../../billing/history-answer');
  });
});

describe('the two calls that carry a card nonce', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("have the card calls' 45 s deadline and hold the form when their outcome is unknown", async () => {
    expect(CARD_CALL_DEADLINE_MS).toBe(45_000);
    await pay.call({ payload: { nonce: 'n' } as never, token: 'sbx_token' });
    await registerFreeTrial.call({ is_trial: 1 } as never);
    expect(calls.map(([, path, options]) => [path, (options as { deadlineMs?: number }).deadlineMs])).toEqual([
      ['/membership-payment', 45_000],
      ['/multiple-trial-registration', 45_000],
    ]);
    expect(pay.charges).toBe(true);
    expect(registerFreeTrial.charges).toBe(true);
  });
});
