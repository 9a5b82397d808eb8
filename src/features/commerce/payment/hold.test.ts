import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedText } from '../../../../tests/support/hostile';
import { MemoryStorage } from '../../../../tests/support/memory-storage';
import { NOW, REGISTERED_ORDER } from '../../../../tests/support/order';
import { PlanSelectionSchema } from '../plans/selection';
import { paidLanding } from './pay';
import { holdEnd, holdOn, holdPlan, releasePlan } from './hold';
import { takeOrder } from './order';

const END = REGISTERED_ORDER.tokenExpiresAt;
const order = REGISTERED_ORDER;
const { token: _token, tokenExpiresAt: _end, ...sent } = order;

/** What the service page does: the order addressed to /payment in the navigation state. */
function hand(state: unknown): void {
  sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/payment', state }));
}

describe('the hold on a plan whose payment has an unknown outcome', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('holds the plan across reloads until the second step, payment or a new plan', () => {
    hand(order);
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(holdOn(order, NOW)).toBeNull();
    holdPlan(order, 'sbx_registration', END, NOW);
    expect(takeOrder({ navigation: 'reload', now: NOW })).toEqual(order);
    expect(holdOn(order, NOW)).not.toBeNull();
    // The same plan chosen again on the service page: still the same charge that may have gone through.
    hand({ ...order, token: 'sbx_again' });
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(holdOn(order, NOW)).not.toBeNull();
    releasePlan(order);
    expect(holdOn(order, NOW)).toBeNull();

    holdPlan(order, 'sbx_registration', END, NOW);
    const other = { ...order, planId: 103, planName: 'Professional', amount: 99 };
    hand(other);
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(holdOn(other, NOW), 'another plan').toBeNull();

    paidLanding(order);
    expect(holdOn(order, NOW), 'paid').toBeNull();
    expect(localStorage.getItem('payment-holds')).toBeNull();
  });

  it('outlives /payment opened afresh, which forgets the order, and a new tab', () => {
    hand(order);
    takeOrder({ navigation: 'navigate', now: NOW });
    holdPlan(order, 'sbx_registration', END, NOW);
    expect(takeOrder({ navigation: 'navigate', now: NOW }), 'opened afresh').toBeNull();
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    expect(holdOn({ serviceId: 1, planId: 102 }, NOW + 60_000)).toEqual({ order: sent, token: 'sbx_registration', at: NOW, until: END });
  });

  it('holds either billing of the plan, and names the payment first sent, not a later order', () => {
    holdPlan(order, 'sbx_registration', END, NOW);
    const yearly = { ...order, plan_type: 2, no_of_days: 365, amount: 490, token: 'sbx_other' } as const;
    expect(holdOn(yearly, NOW)?.order).toEqual(sent);
    expect(holdPlan(yearly, 'sbx_other', END + 1, NOW + 5_000)).toEqual({ order: sent, token: 'sbx_registration', at: NOW, until: END });
  });

  it('keeps one hold per plan, each released on its own', () => {
    const other = { ...order, serviceId: 2, planId: 201, planName: 'Lite', amount: 19 };
    holdPlan(order, 'sbx_a', END, NOW);
    holdPlan(other, 'sbx_b', END, NOW);
    releasePlan(order);
    expect(holdOn(order, NOW)).toBeNull();
    expect(holdOn(other, NOW)?.token).toBe('sbx_b');
  });

  it('ends with the session of the token the payment was sent with (after which that token cannot look it up)', () => {
    holdPlan(order, 'sbx_registration', END, NOW);
    expect(holdOn(order, END - 1)).not.toBeNull();
    expect(holdOn(order, END)).toBeNull();
    expect(localStorage.getItem('payment-holds')).toBeNull();
  });

  it('never keeps the card or the registration details: only the order as the cart shows it, and the token', () => {
    holdPlan({ ...order, existingMembershipPlanId: 7 }, 'sbx_registration', END, NOW);
    expect(JSON.parse(localStorage.getItem('payment-holds') ?? '')).toEqual([{ order: sent, token: 'sbx_registration', at: NOW, until: END }]);
  });

  it("stands until the registration token's end, else the login's, else (no token) not at all", () => {
    const login = { session_start_time: NOW, expires_in: 3600 };
    expect(holdEnd(order, login, NOW)).toBe(END);
    expect(holdEnd({ token: 'sbx_registration' }, null, NOW), 'a token without a known end: the default session').toBe(NOW + 8 * 3_600_000);
    expect(holdEnd({}, login, NOW)).toBe(NOW + 3_600_000);
    expect(holdEnd({}, null, NOW)).toBeNull();
  });

  it('reads whatever is kept as holds or nothing, never a crash', () => {
    for (const kept of ['{', '"x"', '{}', 'null', '[1, null, {"order": {}}]', JSON.stringify([{ order: sent, token: '', at: NOW, until: END }])]) {
      localStorage.setItem('payment-holds', kept);
      expect(holdOn(order, NOW), kept).toBeNull();
    }
    localStorage.setItem('payment-holds', JSON.stringify(['junk', { order: sent, token: 'sbx_ok', at: NOW, until: END }]));
    expect(holdOn(order, NOW)?.token).toBe('sbx_ok');
  });

  it('without storage, holds nothing and does not throw (the form in memory stays held)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => holdPlan(order, 'sbx_registration', END, NOW)).not.toThrow();
    expect(holdOn(order, NOW)).toBeNull();
    expect(() => releasePlan(order)).not.toThrow();
  });

  it('reads whatever storage holds under its key as holds or none, never a crash, and never a hold of another plan', () => {
    const kept = { order: sent, token: 'sbx_registration', at: NOW, until: END };
    fc.assert(
      fc.property(storedText([kept], kept), (text) => {
        localStorage.setItem('payment-holds', text);
        const hold = holdOn(order, NOW);
        if (hold === null) return;
        expect(v.is(PlanSelectionSchema, hold.order)).toBe(true);
        expect([hold.order.serviceId, hold.order.planId]).toEqual([order.serviceId, order.planId]);
        expect(hold.token.length).toBeGreaterThan(0);
        expect(hold.until).toBeGreaterThan(NOW);
      }),
    );
  });
});
