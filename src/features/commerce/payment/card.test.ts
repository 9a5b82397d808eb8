import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/unit/failure-cases';
import { thankYouKind } from '../../thank-you';
import { paidLanding, pay } from './card';
import THANKS from './thank-you-state';
import { expectNoPersonalData } from '../../../../tests/unit/personal-data';

describe('the payment’s failures (§8 Paid plan)', () => {
  const notices = (result: Parameters<typeof failureNotices>[0]) => failureNotices(result, pay.failure);

  it("'Sorry!' with errors.message", () => {
    expect(notices(WITH_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
    expect(notices(SERVER_ERROR)).toEqual([{ kind: 'error', title: 'Sorry!', message: 'Server Error' }]);
    expect(notices(WITHOUT_DETAIL)).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
  });

  it('without a message: the generic failure', () => {
    expect(notices(response(500, { status: 500 }))).toEqual([GENERIC_FAILURE]);
  });

  itFailsLikeEveryForm(pay.failure);
});

describe('the payment’s thank-you state', () => {
  const selection = {
    serviceId: 3,
    serviceName: 'Touchless Self Parking',
    planId: 304,
    planName: 'Enterprise',
    plan_type: 2,
    no_of_days: 365,
    amount: 8990,
  } as const;

  it('lays the state out with values at least as long as real ones', () => {
    expect(THANKS.samples.amount.length).toBeGreaterThanOrEqual('$8,990.00'.length);
  });

  it('is where a payment lands, with what its steps show', () => {
    const landing = paidLanding(selection);
    expect(landing.go).toBe('/thank-you');
    expect(thankYouKind(landing.state)).toBe(THANKS.kind);
    expect(THANKS.values(landing.state)).toEqual({ service: 'Touchless Self Parking', plan: 'Enterprise, billed yearly', amount: '$8,990.00' });
  });
});

describe('the payment as a conversion', () => {
  it('counts a Plan Purchase of the plan with its amount in USD as revenue, and nothing of the card or the buyer', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret';
    const conversion = paidLanding({
      serviceId: 3,
      serviceName: 'Touchless Self Parking',
      planId: 304,
      planName: 'Enterprise',
      plan_type: 2,
      no_of_days: 365,
      amount: 8990,
      token,
    }).conversion;
    expect(conversion).toEqual({
      name: 'Plan Purchase',
      props: { form: 'payment', service_id: 3, plan_id: 304, plan_type: 2 },
      revenue: { currency: 'USD', amount: 8990 },
    });
    expectNoPersonalData(conversion);
  });
});
