import { describe, expect, it } from 'vitest';
import { registry, stepValues, THANK_YOU_STATES, thankYouKind, thankYouMessage, type ThankYouState } from './thank-you';
import fc from 'fast-check';
import { answerInput } from '../../../tests/support/hostile';

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

  it('has §8’s message for each state', () => {
    expect(thankYouMessage('contactus')).toBe('Your request has been submitted successfully');
    expect(thankYouMessage({ kind: 'demo' })).toBe('Your request has been submitted successfully');
    expect(thankYouMessage({ kind: 'Trial' })).toBe('Your request for Trial has been submitted successfully');
    expect(thankYouMessage({ kind: 'something-else' })).toBeNull();
    expect(thankYouMessage({ kind: 'contactus' })).toBe('Your request has been submitted successfully');
    expect(thankYouMessage({ kind: 'payment', amount: 3 })).toBe('Payment has been done successfully');
    expect(thankYouMessage('Trial')).toBe('Your request for Trial has been submitted successfully');
  });

  it('has no message without a state', () => {
    expect(thankYouMessage(null)).toBeNull();
    expect(thankYouMessage({ kind: 'other' })).toBeNull();
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
});

describe('the registry of states', () => {
  const kinds = [...THANK_YOU_STATES.values()].map((state) => state.kind.toLowerCase());

  // Shrunk by the property below: an object whose toString and valueOf are data cannot become a number or text.
  it('reads an amount or plan type that cannot become a number or text as none, never a crash', () => {
    const now = new Date();
    const unconvertible = JSON.parse('{"hasOwnProperty":1,"valueOf":null,"toString":"x","toJSON":{}}') as unknown;
    expect(stepValues({ kind: 'payment', services: 'X', planName: 'P', amount: unconvertible }, now)).toBeNull();
    expect(stepValues({ kind: 'payment', services: 'X', planName: 'P', amount: 5, plan_type: unconvertible }, now)).toEqual({
      service: 'X',
      plan: 'P, billed yearly',
      amount: '$5.00',
    });
  });

  it('finds the state every feature that lands here declares, each kind once', () => {
    expect(kinds.toSorted()).toEqual(['contactus', 'demo', 'payment', 'trial']);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('finds each state’s steps beside it, and every sample names a slot of those steps', async () => {
    const steps = import.meta.glob<string>('../**/ThankYouSteps.astro', { query: '?raw', import: 'default' });
    for (const [folder, state] of THANK_YOU_STATES) {
      const load = steps[`${folder}/ThankYouSteps.astro`];
      expect(load, `${folder}/ThankYouSteps.astro`).toBeDefined();
      const source = (await load?.()) ?? '';
      for (const slot of Object.keys(state.samples)) expect(source).toContain(`data-slot="${slot}"`);
    }
  });

  it('turns a kind declared twice away, naming both folders', () => {
    const state = (kind: string): ThankYouState => ({ kind, message: 'Thanks', samples: {} });
    expect(() => registry({ '../a/thank-you-state.ts': state('demo'), '../b/thank-you-state.ts': state('Demo') })).toThrow(
      '/thank-you: the state "demo" is declared in ../a and in ../b.',
    );
    expect([...registry({ '../b/thank-you-state.ts': state('b'), '../a/thank-you-state.ts': state('a') }).keys()]).toEqual(['../a', '../b']);
  });
});

describe('/thank-you, whatever navigation state it is handed', () => {
  it('shows a state’s own message and steps of text, or its default, never a crash', () => {
    const messages = [...THANK_YOU_STATES.values()].map((state) => state.message);
    const payment = { kind: 'payment', services: 'Monthly Parking', planName: 'Starter', plan_type: 1, amount: 149 };
    const states = fc.oneof(answerInput(payment), answerInput({ kind: 'Trial' }), fc.constantFrom('Trial', 'contactus', 'demo', 'payment'));
    fc.assert(
      fc.property(states, (state) => {
        const message = thankYouMessage(state);
        if (message !== null) expect(messages).toContain(message);
        expect(thankYouKind(state) === null).toBe(message === null);
        const values = stepValues(state, new Date(1_800_000_000_000));
        if (values !== null) for (const value of Object.values(values)) expect(typeof value).toBe('string');
      }),
    );
  });
});
