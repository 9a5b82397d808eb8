import { describe, expect, it } from 'vitest';
import { failureNotices, GENERIC_FAILURE } from '../../../lib/api/outcome';
import { INVALID, itFailsLikeEveryForm, response, SERVER_ERROR, WITH_DETAIL, WITHOUT_DETAIL } from '../../../../tests/support/failure-cases';
import { ENGLISH_WRITING, thankYouKind, type StepWriting } from '../../thank-you';
import { translator } from '../../../i18n/translate';
import { paidLanding, pay, paymentPayload } from './pay';
import { planSelection } from '../plans/plans';
import { STARTER_PLAN } from '../../../../tests/support/card';
import THANKS from './thank-you-state';
import { expectNoPersonalData } from '../../../../tests/support/personal-data';

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

/** A yearly Enterprise plan of Touchless Self Parking, as the payment page holds it. */
const ENTERPRISE_YEARLY = {
  serviceId: 3,
  serviceName: 'Touchless Self Parking',
  planId: 304,
  planName: 'Enterprise',
  plan_type: 2,
  no_of_days: 365,
  amount: 8990,
} as const;

describe('the payment’s thank-you state', () => {
  it('lays the state out with values at least as long as real ones', () => {
    expect(THANKS.samples.amount.length).toBeGreaterThanOrEqual('$8,990.00'.length);
    // In French and Spanish too, whose amounts run longer ("8 990,00 $ US").
    for (const [language, locale] of [
      ['fr', 'fr-CA'],
      ['es', 'es'],
    ] as const) {
      const t = translator(language);
      const writing: StepWriting = { t: (text, values) => t(text as Parameters<typeof t>[0], values), locale };
      const samples = THANKS.samplesIn(writing);
      const real = THANKS.values(paidLanding(ENTERPRISE_YEARLY).state, new Date(), writing);
      expect(samples.amount.length, language).toBeGreaterThanOrEqual(real?.amount.length ?? Infinity);
      expect(samples.plan.length, language).toBeGreaterThanOrEqual(real?.plan.length ?? Infinity);
    }
  });

  it('is where a payment lands, with what its steps show', () => {
    const landing = paidLanding(ENTERPRISE_YEARLY);
    expect(landing.go).toBe('/thank-you');
    expect(thankYouKind(landing.state)).toBe(THANKS.kind);
    expect(THANKS.values(landing.state, new Date(), ENGLISH_WRITING)).toEqual({
      service: 'Touchless Self Parking',
      plan: 'Enterprise, billed yearly',
      amount: '$8,990.00',
    });
  });

  it('writes its values in the language of the page: the billing period in words, the amount as its readers write a US-dollar price', () => {
    const { state } = paidLanding(ENTERPRISE_YEARLY);
    const fr = translator('fr');
    // The service's and plan's names are the API's, as they come.
    expect(THANKS.values(state, new Date(), { t: (text, values) => fr(text as Parameters<typeof fr>[0], values), locale: 'fr-CA' })).toEqual({
      service: 'Touchless Self Parking',
      plan: `Enterprise, ${fr('billed yearly')}`,
      amount: '8\u00a0990,00\u00a0$\u00a0US',
    });
    const es = translator('es');
    expect(THANKS.values(state, new Date(), { t: (text, values) => es(text as Parameters<typeof es>[0], values), locale: 'es' })?.plan).toBe(
      `Enterprise, ${es('billed yearly')}`,
    );
  });
});

describe('the payment as a conversion', () => {
  it('counts a Plan Purchase of the plan with its amount in USD as revenue, and nothing of the card or the buyer', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret';
    const conversion = paidLanding({ ...ENTERPRISE_YEARLY, token }).conversion;
    expect(conversion).toEqual({
      name: 'Plan Purchase',
      props: { form: 'payment', service_id: 3, plan_id: 304, plan_type: 2 },
      revenue: { currency: 'USD', amount: 8990 },
    });
    expectNoPersonalData(conversion);
  });
});

describe('payment payload', () => {
  const selection = planSelection({ id: 1, name: 'M' }, STARTER_PLAN, 'monthly');

  it('sends the nonce and the plan, never the card', () => {
    expect(paymentPayload(selection, 'NONCE')).toEqual({
      nonce: 'NONCE',
      membership_plan_id: 102,
      service_id: 1,
      payment_type: 'credit_card',
      plan_type: 1,
      no_of_days: 30,
    });
  });

  it('adds existing_membership_plan_id when there is one', () => {
    expect(paymentPayload({ ...selection, existingMembershipPlanId: 102 }, 'N')).toMatchObject({ existing_membership_plan_id: 102 });
  });
});
