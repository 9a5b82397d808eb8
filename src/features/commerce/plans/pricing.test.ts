import { describe, expect, it } from 'vitest';
import { trialPlanId, type MembershipPlan, type ServerService } from '../../../lib/api/catalogue';
import { formatPrice, formatUsd } from '../../../lib/format';
import { PLAN_TERMS, planTypeLabel, TRIAL_TERMS } from '../../../lib/membership';
import { amountFor, isVisiblePlan, planSelection, recommendedPlanId, visiblePlans, yearlySaving } from './plans';
import { readPlanSelection } from './selection';

function plan(id: number, overrides: Partial<MembershipPlan> = {}): MembershipPlan {
  return { id, name: `Plan ${id}`, amount: 149, annual_amount: 1490, no_of_users: 5, is_trial: 0, status: 1, service_id: 1, ...overrides };
}

const SERVICES: ServerService[] = [
  {
    id: 1,
    name: 'Monthly Parking',
    full_name: 'Monthly Parking Management',
    short_name: 'Monthly',
    membership_plan: [
      plan(101, { is_trial: 1, amount: 0 }),
      plan(102),
      plan(103, { amount: 349, annual_amount: 3490 }),
      plan(105, { status: 0 }),
      plan(106, { amount: 0 }),
      plan(107, { status: 2 }),
    ],
  },
  { id: 2, name: 'Inventory', full_name: 'Inventory', short_name: 'Inventory', membership_plan: [plan(201, { service_id: 2 })] },
];

describe('visible plans', () => {
  it('hides trials, plans whose status is not 1, and free plans', () => {
    expect(visiblePlans(SERVICES, 1).map((p) => p.id)).toEqual([102, 103]);
  });

  it('hides a paid trial too', () => {
    expect(isVisiblePlan(plan(1, { is_trial: 1, amount: 10 }))).toBe(false);
  });

  it('shows nothing for a service the API does not list', () => {
    expect(visiblePlans(SERVICES, 99)).toEqual([]);
  });

  it('finds the trial plan of a service', () => {
    expect(trialPlanId(SERVICES[0]!)).toBe(101);
    expect(trialPlanId(SERVICES[1]!)).toBeNull();
  });
});

describe('plan type and days', () => {
  it('monthly is plan_type 1 for 30 days, yearly plan_type 2 for 365 days', () => {
    expect(PLAN_TERMS.monthly).toEqual({ plan_type: 1, no_of_days: 30 });
    expect(PLAN_TERMS.yearly).toEqual({ plan_type: 2, no_of_days: 365 });
  });

  it('a trial is plan_type 0 for 15 days', () => {
    expect(TRIAL_TERMS).toEqual({ is_trial: 1, plan_type: 0, no_of_days: 15 });
  });

  it('prices monthly with amount and yearly with annual_amount', () => {
    expect(amountFor(plan(1), 'monthly')).toBe(149);
    expect(amountFor(plan(1), 'yearly')).toBe(1490);
  });
});

describe('labels and amounts', () => {
  it("labels plan type '1' Monthly and anything else Yearly", () => {
    expect(planTypeLabel('1')).toBe('Monthly');
    expect(planTypeLabel(1)).toBe('Monthly');
    expect(planTypeLabel('2')).toBe('Yearly');
    expect(planTypeLabel(2)).toBe('Yearly');
    expect(planTypeLabel('')).toBe('Yearly');
  });

  it('formats US dollars', () => {
    expect(formatUsd(149)).toBe('$149.00');
    expect(formatUsd(1490)).toBe('$1,490.00');
    expect(formatUsd(0.5)).toBe('$0.50');
  });

  it('prices the cards in whole dollars without ".00", and keeps the cents of an amount that has them', () => {
    expect(formatPrice(149)).toBe('$149');
    expect(formatPrice(1490)).toBe('$1,490');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(99.99)).toBe('$99.99');
    // Floating-point noise is not cents.
    expect(formatPrice(0.1 + 0.2 + 149.7)).toBe('$150');
    expect(formatPrice(149.004)).toBe('$149');
  });
});

describe('choosing a plan', () => {
  const three = [plan(1), plan(2), plan(3)];

  it("recommends the editor's plan when it is on sale", () => {
    expect(recommendedPlanId(three, 3)).toBe(3);
    expect(recommendedPlanId([plan(1), plan(2)], 1)).toBe(1);
  });

  it('else the middle plan (the lower middle of an even number), and none of fewer than three', () => {
    expect(recommendedPlanId(three)).toBe(2);
    // A plan the pricing list does not show cannot be recommended.
    expect(recommendedPlanId(three, 105)).toBe(2);
    expect(recommendedPlanId([...three, plan(4)])).toBe(2);
    expect(recommendedPlanId([...three, plan(4), plan(5)])).toBe(3);
    expect(recommendedPlanId([plan(1), plan(2)])).toBeNull();
    expect(recommendedPlanId([plan(1)])).toBeNull();
    expect(recommendedPlanId([])).toBeNull();
  });

  it('saves the difference between twelve months and the annual amount, to the cent', () => {
    expect(yearlySaving(plan(1))).toBe(298);
    expect(yearlySaving(plan(1, { amount: 9.99, annual_amount: 99 }))).toBe(20.88);
    expect(yearlySaving(plan(1, { amount: 0.1, annual_amount: 1 }))).toBe(0.2);
  });

  it('saves nothing when the year costs twelve months or more', () => {
    expect(yearlySaving(plan(1, { amount: 100, annual_amount: 1200 }))).toBe(0);
    expect(yearlySaving(plan(1, { amount: 100, annual_amount: 1300 }))).toBe(0);
  });
});

describe('plan selection for /payment', () => {
  it('carries the service, plan, terms and amount', () => {
    const selection = planSelection({ id: 1, name: 'Monthly Parking' }, plan(103, { amount: 349, annual_amount: 3490 }), 'yearly');
    expect(selection).toEqual({
      serviceId: 1,
      serviceName: 'Monthly Parking',
      planId: 103,
      planName: 'Plan 103',
      plan_type: 2,
      no_of_days: 365,
      amount: 3490,
    });
  });

  it('reads back a valid selection and refuses anything else', () => {
    const selection = { ...planSelection({ id: 1, name: 'M' }, plan(102), 'monthly'), token: 'sbx_1', existingMembershipPlanId: 102 };
    expect(readPlanSelection(JSON.parse(JSON.stringify(selection)))).toEqual(selection);
    expect(readPlanSelection(null)).toBeNull();
    expect(readPlanSelection({ kind: 'payment' })).toBeNull();
    expect(readPlanSelection({ ...selection, plan_type: 3 })).toBeNull();
  });
});
