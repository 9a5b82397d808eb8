import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerInput, storedText } from '../../../../tests/support/hostile';
import { MemoryStorage } from '../../../../tests/support/memory-storage';
import { NOW, REGISTERED_ORDER } from '../../../../tests/support/order';
import { PlanSelectionSchema } from '../plans/selection';
import { readRegistration } from '../plans/plans';
import { forgetOrder, mayHaveOrder, takeOrder } from './order';

const order = REGISTERED_ORDER;

/** What the service page does: the order addressed to /payment in the navigation state. */
function hand(state: unknown): void {
  sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/payment', state }));
}

describe('the /payment order', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('takes the handed order with its registration token and keeps it for a reload', () => {
    hand(order);
    expect(takeOrder({ navigation: 'navigate', now: NOW })).toEqual(order);
    expect(takeOrder({ navigation: 'reload', now: NOW })).toEqual(order);
    expect(takeOrder({ navigation: 'back_forward', now: NOW })).toEqual(order);
  });

  it('opened afresh (a link, a typed address) without a handed order: no order, and the abandoned one is dropped', () => {
    hand(order);
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(takeOrder({ navigation: 'navigate', now: NOW })).toBeNull();
    expect(sessionStorage.getItem('payment-order')).toBeNull();
    expect(takeOrder({ navigation: 'reload', now: NOW })).toBeNull();
  });

  it('drops the kept order once its registration token has expired', () => {
    hand(order);
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(takeOrder({ navigation: 'reload', now: order.tokenExpiresAt - 1 })).toEqual(order);
    expect(takeOrder({ navigation: 'reload', now: order.tokenExpiresAt })).toBeNull();
    expect(sessionStorage.getItem('payment-order')).toBeNull();
  });

  it('refuses a handed order whose token has already expired', () => {
    hand({ ...order, tokenExpiresAt: NOW - 1 });
    expect(takeOrder({ navigation: 'navigate', now: NOW })).toBeNull();
    expect(sessionStorage.getItem('payment-order')).toBeNull();
  });

  it("keeps a logged-in user's order (no token of its own) for a reload until it is forgotten (paid)", () => {
    const { token: _token, tokenExpiresAt: _end, ...own } = order;
    hand(own);
    expect(takeOrder({ navigation: 'navigate', now: NOW })).toEqual(own);
    expect(takeOrder({ navigation: 'reload', now: NOW + 1e12 })).toEqual(own);
    forgetOrder();
    expect(takeOrder({ navigation: 'reload', now: NOW })).toBeNull();
  });

  it('tells the head there may be an order when one is handed or kept for a reload, and takes nothing', () => {
    hand(order);
    expect(mayHaveOrder({ navigation: 'navigate', now: NOW })).toBe(true);
    expect(takeOrder({ navigation: 'navigate', now: NOW })).toEqual(order);
    expect(mayHaveOrder({ navigation: 'reload', now: NOW })).toBe(true);
    expect(mayHaveOrder({ navigation: 'back_forward', now: NOW })).toBe(true);
    expect(takeOrder({ navigation: 'reload', now: NOW })).toEqual(order);
  });

  it('tells the head there is none, and drops what takeOrder would, when the page is opened afresh or the token has expired', () => {
    hand(order);
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(mayHaveOrder({ navigation: 'navigate', now: NOW })).toBe(false);
    expect(sessionStorage.getItem('payment-order')).toBeNull();
    hand({ ...order, tokenExpiresAt: NOW - 1 });
    expect(mayHaveOrder({ navigation: 'navigate', now: NOW })).toBe(false);
    expect(sessionStorage.getItem('navigation-state')).toBeNull();
    hand(order);
    takeOrder({ navigation: 'navigate', now: NOW });
    expect(mayHaveOrder({ navigation: 'reload', now: order.tokenExpiresAt })).toBe(false);
    expect(sessionStorage.getItem('payment-order')).toBeNull();
  });

  it('never sends the head away from an order the island would take, whatever the tab holds', () => {
    fc.assert(
      fc.property(storedText(order), answerInput(order), fc.constantFrom('navigate', 'reload', 'back_forward'), (kept, handed, navigation) => {
        // Two tabs holding the same: the head reads one, the island (without the head) the other.
        const head = new MemoryStorage();
        const island = new MemoryStorage();
        for (const storage of [head, island]) {
          storage.setItem('payment-order', kept);
          storage.setItem('navigation-state', JSON.stringify({ path: '/payment', state: handed }));
        }
        vi.stubGlobal('sessionStorage', island);
        const taken = takeOrder({ navigation, now: NOW });
        vi.stubGlobal('sessionStorage', head);
        if (mayHaveOrder({ navigation, now: NOW })) {
          // Nothing taken: the island behind the head finds what it would have found alone.
          expect(takeOrder({ navigation, now: NOW })).toEqual(taken);
        } else {
          expect(taken).toBeNull();
          expect(head.getItem('navigation-state')).toBe(island.getItem('navigation-state'));
          expect(head.getItem('payment-order')).toBeNull();
        }
      }),
    );
  });

  it("reads the registration token's end from data.token.expires_in, with the session's default when unusable", () => {
    const body = (expires_in: unknown) => ({ data: { token: { access_token: 'sbx_1', expires_in }, membership_plan: { id: 7 } } });
    expect(readRegistration(body(3600), NOW)).toEqual({ token: 'sbx_1', tokenExpiresAt: NOW + 3_600_000, existingMembershipPlanId: 7 });
    expect(readRegistration(body(0), NOW)?.tokenExpiresAt).toBe(NOW + 8 * 3_600_000);
    expect(readRegistration(body('soon'), NOW)?.tokenExpiresAt).toBe(NOW + 8 * 3_600_000);
  });

  it('reads whatever the tab holds (the kept order, the handed state) as an order of the schema’s shape or none, never a crash', () => {
    fc.assert(
      fc.property(storedText(order), answerInput(order), fc.constantFrom('navigate', 'reload', 'back_forward'), (kept, handed, navigation) => {
        sessionStorage.setItem('payment-order', kept);
        hand(handed);
        const taken = takeOrder({ navigation, now: NOW });
        if (taken !== null) expect(v.is(PlanSelectionSchema, taken)).toBe(true);
      }),
    );
  });
});
