import { describe, expect, it } from 'vitest';
import { readServiceNames, readServices, servicesWithIds, withSiteNames } from './catalogue';

const BODY = {
  data: [
    { id: 1, full_name: 'Monthly Parking Management', short_name: 'Monthly', membership_plan: [] },
    { id: 3, full_name: 'Touchless Parking', short_name: 'Touchless', membership_plan: [] },
    { id: 4, full_name: 'Quick Valet', short_name: 'Valet', membership_plan: [] },
    { id: 16, full_name: 'Software-Defined PARCS', short_name: 'SD-PARCS', membership_plan: [] },
  ],
};

describe('service names', () => {
  it("reads the site's names by id, skipping what is not a name", () => {
    const names = readServiceNames({ '3': 'Touchless Self Parking', '4': 'Touchless Valet', x: 'No id', '5': 7, '6': '' });
    expect([...names]).toEqual([
      [3, 'Touchless Self Parking'],
      [4, 'Touchless Valet'],
    ]);
    expect(readServiceNames(null).size).toBe(0);
    expect(readServiceNames(['Touchless Self Parking']).size).toBe(0);
  });

  it("shows the site's name where it has one, else the API's full_name", () => {
    const services = withSiteNames(readServices(BODY), readServiceNames({ '3': 'Touchless Self Parking', '4': 'Touchless Valet' }));
    expect(services.map((service) => [service.id, service.name, service.full_name])).toEqual([
      [1, 'Monthly Parking Management', 'Monthly Parking Management'],
      [3, 'Touchless Self Parking', 'Touchless Parking'],
      [4, 'Touchless Valet', 'Quick Valet'],
      [16, 'Software-Defined PARCS', 'Software-Defined PARCS'],
    ]);
  });

  it('without the names file every service keeps its API name', () => {
    expect(readServices(BODY).map((service) => service.name)).toEqual(BODY.data.map((service) => service.full_name));
  });

  it('picks services by id in the order asked, leaving out ids the API lacks', () => {
    const services = readServices(BODY);
    expect(servicesWithIds(services, [4, 3, 2, 1]).map((service) => service.id)).toEqual([4, 3, 1]);
    expect(servicesWithIds(services, [])).toEqual([]);
  });
});
