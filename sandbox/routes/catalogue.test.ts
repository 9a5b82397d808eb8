import { describe, it, expect } from 'vitest';
import { type Json, useSandbox } from '../testing.ts';

const { get } = useSandbox();

describe('catalogue', () => {
  it('lists the services with their fixed ids and six plans each', async () => {
    const { status, json } = await get('/services');
    expect(status).toBe(200);
    expect(json['status']).toBe(200);
    expect(json['errors']).toBeNull();
    const services = json['data'] as Json[];
    expect(services.map((service) => service['id'])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16]);
    expect(services[0]).toMatchObject({ id: 1, full_name: 'Monthly Parking Management', short_name: 'Monthly' });
    const planIds = new Set<number>();
    for (const service of services) {
      const plans = service['membership_plan'] as Json[];
      expect(plans).toHaveLength(6);
      for (const plan of plans) {
        expect(plan['service_id']).toBe(service['id']);
        expect(Object.keys(plan).sort()).toEqual(['amount', 'annual_amount', 'id', 'is_trial', 'name', 'no_of_users', 'service_id', 'status']);
        planIds.add(plan['id'] as number);
      }
      const visible = plans.filter((plan) => plan['is_trial'] !== 1 && plan['status'] === 1 && plan['amount'] !== 0);
      expect(visible.map((plan) => plan['name'])).toEqual(['Starter', 'Professional', 'Enterprise']);
      expect(plans.filter((plan) => plan['is_trial'] === 1)).toMatchObject([{ name: '15-Day Trial', amount: 0 }]);
    }
    expect(planIds.size).toBe(services.length * 6);
  });

  it('lists countries with the United States first', async () => {
    const { status, json } = await get('/countries');
    expect(status).toBe(200);
    const countries = json['data'] as Json[];
    expect(countries[0]).toEqual({ name: 'United States' });
    expect(countries.length).toBeGreaterThanOrEqual(15);
  });
});
