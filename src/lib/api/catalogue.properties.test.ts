/**
 * Properties of the catalogue's readers, through their exported functions only, so they hold whichever way the
 * readers are written (by hand or through a schema). Kept apart from catalogue.test.ts on purpose.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerInput } from '../../../tests/support/hostile';
import type { MembershipPlan, ServerService } from './catalogue';
import { readCountries, readServiceNames, readServices } from './catalogue-answer';

const PLAN = { id: 102, name: 'Starter', amount: 149, annual_amount: 1490, no_of_users: 5, is_trial: 0, status: 1, service_id: 1 };
const SERVICES = {
  data: [{ id: 1, full_name: 'Monthly Parking', short_name: 'Monthly', membership_plan: [PLAN, { ...PLAN, id: 103, is_trial: 1 }] }],
};

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A plan as the site uses it: every number a finite number, a name to show. */
function expectPlan(plan: MembershipPlan): void {
  for (const field of ['id', 'amount', 'annual_amount', 'no_of_users', 'is_trial', 'status', 'service_id'] as const)
    expect(isNumber(plan[field]), field).toBe(true);
  expect(isText(plan.name)).toBe(true);
}

/** A service as the site uses it: a finite id, names to show, a list of plans. */
function expectService(service: ServerService): void {
  expect(isNumber(service.id)).toBe(true);
  for (const name of [service.name, service.full_name, service.short_name]) expect(isText(name)).toBe(true);
  service.membership_plan.forEach(expectPlan);
}

describe('any answer of GET /services, /countries and the site’s service names', () => {
  it('reads the services as services with their plans, or none, never a crash', () => {
    const [service] = SERVICES.data;
    // A list is one value to a broken answer: its entries are broken on their own, a service and a plan.
    const answers = fc.oneof(
      answerInput(SERVICES),
      answerInput(service).map((broken) => ({ data: [broken] })),
      answerInput(PLAN).map((broken) => ({ data: [{ ...service, membership_plan: [broken] }] })),
    );
    fc.assert(fc.property(answers, (body) => readServices(body).forEach(expectService)));
  });

  // Shrunk by the property above: a plan id that cannot become a number (its toString is data).
  it('reads a plan whose id cannot become a number as no plan', () => {
    const id = JSON.parse('[{"toString":0}]') as unknown;
    const [service] = readServices({ data: [{ ...SERVICES.data[0], membership_plan: [{ ...PLAN, id }, PLAN] }] });
    expect(service?.membership_plan.map((plan) => plan.id)).toEqual([102]);
  });

  it('reads the countries as names, or none, never a crash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          answerInput({ data: [{ name: 'United States' }] }),
          answerInput({ name: 'Canada' }).map((country) => ({ data: [country] })),
        ),
        (body) => {
          for (const name of readCountries(body)) expect(isText(name)).toBe(true);
        },
      ),
    );
  });

  it('reads the site’s names as names by whole ids, or none, never a crash', () => {
    fc.assert(
      fc.property(answerInput({ '1': 'Monthly Parking', '3': 'Touchless Self Parking' }), (body) => {
        for (const [id, name] of readServiceNames(body)) expect(Number.isInteger(id) && isText(name)).toBe(true);
      }),
    );
  });
});
