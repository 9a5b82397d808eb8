import { describe, expect, it, vi } from 'vitest';
import { servicesWithIds, withSiteNames } from './catalogue';
import { readServiceNames, readServices } from './catalogue-answer';

const BODY = {
  data: [
    { id: 1, full_name: 'Monthly Parking Management', short_name: 'Monthly', membership_plan: [] },
    { id: 3, full_name: 'Touchless Parking', short_name: 'Touchless', membership_plan: [] },
    { id: 4, full_name: 'Quick Valet', short_name: 'Valet', membership_plan: [] },
    { id: 16, full_name: 'Software-Defined PARCS', short_name: 'SD-PARCS', membership_plan: [] },
  ],
};

describe('service names', () => {
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

describe('the catalogue when the code that reads its answers cannot be loaded', () => {
  it('is a list that could not be loaded, as after a failed request: no services and no countries', async () => {
    vi.resetModules();
    vi.doMock('./http', () => ({
      call: () => Promise.resolve({ kind: 'response', ok: true, status: 200, body: BODY }),
      siteFile: () => Promise.resolve({ kind: 'network' }),
    }));
    vi.doMock('./catalogue-answer', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { loadCountries, loadServices } = await import('./catalogue');
    await expect(loadServices()).resolves.toBeNull();
    await expect(loadCountries()).resolves.toBeNull();
    vi.doUnmock('./http');
    vi.doUnmock('./catalogue-answer');
  });
});
