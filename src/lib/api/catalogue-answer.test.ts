import { describe, expect, it } from 'vitest';
import { HUGE, readEveryBreakage, WRONG_BODIES, withField } from '../../../tests/support/malformed-answers';
import { readAnswer } from './answer';
import { Finite, readCountries, readServiceNames, readServices } from './catalogue-answer';

describe("the site's service names", () => {
  it("reads the site's names by id, skipping what is not a name", () => {
    const names = readServiceNames({ '3': 'Touchless Self Parking', '4': 'Touchless Valet', x: 'No id', '5': 7, '6': '' });
    expect([...names]).toEqual([
      [3, 'Touchless Self Parking'],
      [4, 'Touchless Valet'],
    ]);
    expect(readServiceNames(null).size).toBe(0);
    expect(readServiceNames(['Touchless Self Parking']).size).toBe(0);
  });
});

const PLAN = { id: 102, name: 'Standard', amount: '49', annual_amount: 490, no_of_users: 5, is_trial: 0, status: 1, service_id: 3 };
const SERVICE = { id: 3, full_name: 'Touchless Parking', short_name: 'Touchless', membership_plan: [PLAN] };

describe('services and plans from a malformed answer', () => {
  it('reads a wrong body as no services and no countries', () => {
    for (const body of WRONG_BODIES) {
      expect(readServices(body)).toEqual([]);
      expect(readCountries(body)).toEqual([]);
      expect(readServiceNames(body).size).toBe(0);
    }
  });

  it('leaves out a service without a numeric id or a full_name, and keeps the others', () => {
    for (const [field, wrong] of [
      ['id', 'x'],
      ['id', undefined],
      ['id', {}],
      ['full_name', ''],
      ['full_name', 42],
      ['full_name', undefined],
    ] as const) {
      expect(readServices({ data: [withField(SERVICE, [field], wrong), { ...SERVICE, id: 4 }] }).map((service) => service.id)).toEqual([4]);
    }
    expect(readServices({ data: [null, [], 'x', [SERVICE]] })).toEqual([]);
  });

  it("reads a plan's wrong fields as absent: 'Plan' for a name, 0 for a number, left out without an id", () => {
    const plans = (plan: unknown) => readServices({ data: [{ ...SERVICE, membership_plan: [plan] }] })[0]?.membership_plan;
    expect(plans(PLAN)).toEqual([{ ...PLAN, amount: 49 }]);
    expect(plans({ ...PLAN, name: ['Standard'], amount: HUGE, status: null, extra: { nested: true } })).toEqual([
      { ...PLAN, name: 'Plan', amount: 0, status: 0 },
    ]);
    expect(plans({ ...PLAN, id: 'seven' })).toEqual([]);
    expect(plans([PLAN])).toEqual([]);
    expect(readServices({ data: [{ ...SERVICE, membership_plan: { 0: PLAN } }] })[0]?.membership_plan).toEqual([]);
  });

  it('reads a short name that is not text as the full name', () => {
    expect(readServices({ data: [{ ...SERVICE, short_name: null }] })[0]?.short_name).toBe('Touchless Parking');
  });

  it('keeps the countries with a name and leaves out the others', () => {
    expect(readCountries({ data: [{ name: 'United States' }, { name: '' }, { name: 7 }, null, ['Canada'], { name: 'Canada' }] })).toEqual([
      'United States',
      'Canada',
    ]);
  });

  it('never throws, whichever field of a service or plan is broken', () => {
    expect(() => readEveryBreakage(readServices, { status: 200, data: [SERVICE] })).not.toThrow();
    expect(() => readEveryBreakage((plan) => readServices({ data: [{ ...SERVICE, membership_plan: [plan] }] }), PLAN)).not.toThrow();
    for (const [, services] of readEveryBreakage(readServices, SERVICE)) expect(services).toEqual([]);
  });
});

describe('ids', () => {
  it('read a number, or text that reads as one, as that number, and anything else as no match', () => {
    expect([7, '49', ' 4 ', '1.5', '', null, []].map((value) => readAnswer(Finite, value))).toEqual([7, 49, 4, 1.5, 0, 0, 0]);
    for (const wrong of [undefined, 'seven', HUGE, {}, [1, 2], Number.NaN, Infinity, '1e400']) expect(readAnswer(Finite, wrong)).toBeNull();
  });
});
