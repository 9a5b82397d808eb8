import { describe, expect, it } from 'vitest';
import { thankYouPage as page } from '../../../tests/support/thank-you-page';
import { showState, stateKind } from './first-frame';

describe('stateKind', () => {
  it('reads the kind of a state object or a bare kind, in lower case', () => {
    expect(stateKind({ kind: 'Trial' })).toBe('trial');
    expect(stateKind('contactus')).toBe('contactus');
    expect(stateKind({ kind: 'PAYMENT', amount: 3 })).toBe('payment');
  });

  it('reads anything else as no kind', () => {
    for (const state of [null, undefined, 3, [], ['Trial'], { kind: 3 }, {}]) expect(stateKind(state)).toBeNull();
  });
});

describe('showState: the first frame of /thank-you', () => {
  it("shows the state's message, from its layout copy, and its steps instead of the default ones", () => {
    const { root, message, steps } = page();
    expect(showState(root, 'trial')).toBe(true);
    expect(message.textContent).toBe('Your request for Trial has been submitted successfully');
    expect([steps.default.hidden, steps.trial.hidden, steps.payment.hidden]).toEqual([true, false, true]);
  });

  it('keeps the summary hidden until its values are filled', () => {
    const { root, message, steps } = page();
    expect(showState(root, 'payment')).toBe(true);
    expect(message.textContent).toBe('Payment has been done successfully');
    expect(steps.payment.hidden).toBe(false);
    expect(steps.payment.querySelector('[data-summary]')?.hidden).toBe(true);
  });

  it('changes nothing without a state, or for a kind the page does not lay out', () => {
    for (const kind of [null, 'default', 'something-else', 'payment"] [data-state']) {
      const { root, message, steps } = page();
      expect(showState(root, kind)).toBe(false);
      expect(message.textContent).toBe('We have received your request.');
      expect([steps.default.hidden, steps.trial.hidden, steps.payment.hidden]).toEqual([false, true, true]);
    }
  });
});
