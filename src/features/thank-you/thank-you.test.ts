import { describe, expect, it } from 'vitest';
import { SIZE_SAMPLES, stepValues, thankYouKind, thankYouMessage, trialEndDate } from './thank-you';

describe('thank-you states', () => {
  it('knows the four states of §8 without case, and nothing else', () => {
    expect(thankYouKind({ kind: 'Trial' })).toBe('trial');
    expect(thankYouKind('contactus')).toBe('contactus');
    expect(thankYouKind({ kind: 'demo' })).toBe('demo');
    expect(thankYouKind({ kind: 'PAYMENT' })).toBe('payment');
    expect(thankYouKind({ kind: 'other' })).toBeNull();
    expect(thankYouKind(null)).toBeNull();
    expect(thankYouMessage({ kind: 'payment' })).toBe('Payment has been done successfully');
  });

  it('ends a trial 15 days later on the New York calendar', () => {
    expect(trialEndDate(new Date('2026-03-05T15:00:00Z'))).toBe('March 20, 2026');
    // 02:30 UTC on March 5 is still March 4 in New York.
    expect(trialEndDate(new Date('2026-03-05T02:30:00Z'))).toBe('March 19, 2026');
    // Across a month and a year end.
    expect(trialEndDate(new Date('2026-12-20T17:00:00Z'))).toBe('January 4, 2027');
  });

  it('gives a trial its end date, a payment what was bought and for how much', () => {
    const now = new Date('2026-03-05T15:00:00Z');
    expect(stepValues({ kind: 'Trial' }, now)).toEqual({ 'trial-end': 'March 20, 2026' });
    const payment = {
      kind: 'payment',
      serviceId: 3,
      planId: 304,
      plan_type: 2,
      request_trial: 1,
      services: 'Touchless Self Parking',
      amount: 8990,
      planName: 'Enterprise',
    };
    expect(stepValues(payment, now)).toEqual({ service: 'Touchless Self Parking', plan: 'Enterprise, billed yearly', amount: '$8,990.00' });
    expect(stepValues({ ...payment, plan_type: 1, amount: 149, planName: 'Starter' }, now)).toMatchObject({
      plan: 'Starter, billed monthly',
      amount: '$149.00',
    });
    expect(stepValues({ kind: 'demo' }, now)).toEqual({});
  });

  it('has no payment summary when the state lacks its service, plan or amount', () => {
    const now = new Date();
    expect(stepValues({ kind: 'payment', services: 'X', amount: 3 }, now)).toBeNull();
    expect(stepValues({ kind: 'payment', services: 'X', planName: 'P', amount: 'lots' }, now)).toBeNull();
    expect(stepValues({ kind: 'payment', planName: 'P', amount: 3 }, now)).toBeNull();
  });

  it('lays the states out with values at least as long as real ones', () => {
    expect(SIZE_SAMPLES['trial-end'].length).toBeGreaterThanOrEqual(trialEndDate(new Date('2026-09-28T15:00:00Z')).length);
    expect(SIZE_SAMPLES.amount.length).toBeGreaterThanOrEqual('$8,990.00'.length);
  });
});
