import { describe, expect, it } from 'vitest';
import { readServices } from '../../lib/api/catalogue-answer';
import { serviceNamer } from './history';
import { readHistory } from './history-answer';

const services = readServices({
  data: [
    { id: 3, full_name: 'Touchless Parking', membership_plan: [] },
    { id: 4, full_name: 'Quick Valet', membership_plan: [] },
  ],
}).map((service) => (service.id === 3 ? { ...service, name: 'Touchless Self Parking' } : { ...service, name: 'Touchless Valet' }));

const row = (service: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 1001,
  payment_date: '2026-03-05 02:30:00',
  total: 1,
  service,
  ...extra,
});
const names = (body: unknown) => readHistory(body, serviceNamer(services))?.rows.map((r) => r.service);

describe("billing rows show the site's service names", () => {
  it("by the API's full_name, which §3's row carries", () => {
    expect(names({ data: [row({ full_name: 'Touchless Parking' }), row({ full_name: 'Quick Valet' })] })).toEqual([
      'Touchless Self Parking',
      'Touchless Valet',
    ]);
  });

  it('by the service id where the row carries one, before the name', () => {
    expect(names({ data: [row({ id: 4, full_name: 'Touchless Parking' })] })).toEqual(['Touchless Valet']);
    expect(names({ data: [row({ full_name: 'Renamed on the API' }, { service_id: 3 })] })).toEqual(['Touchless Self Parking']);
  });

  it('keeps the API name for a service the catalogue does not know, or without a catalogue', () => {
    expect(names({ data: [row({ full_name: 'Airport Parking' })] })).toEqual(['Airport Parking']);
    expect(readHistory({ data: [row({ full_name: 'Touchless Parking' })] }, serviceNamer(null))?.rows[0]?.service).toBe('Touchless Parking');
    expect(names({ data: [row({})] })).toEqual(['—']);
  });
});
