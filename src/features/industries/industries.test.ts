import { describe, expect, it } from 'vitest';
import { industriesOfService, industryServiceIds } from './industries';
import { resolveReferences } from '../../lib/references';

const refs = (...ids: string[]) => ids.map((id) => ({ collection: 'services' as const, id }));
const industry = (id: string, ...problems: string[][]) => ({ id, data: { problems: problems.map((ids) => ({ services: refs(...ids) })) } });

describe('industries', () => {
  const campus = industry('campus', ['permit-parking-system'], ['parking-enforcement-system', 'permit-parking-system'], ['analytics-system']);
  const airport = industry('airport', ['online-reservations'], ['analytics-system']);

  it('use the services their problems name, each once, in the order first named', () => {
    expect(industryServiceIds(campus)).toEqual(['permit-parking-system', 'parking-enforcement-system', 'analytics-system']);
  });

  it('are named on the pages of the services they use, from the same references', () => {
    expect(industriesOfService([campus, airport], 'analytics-system')).toEqual([campus, airport]);
    expect(industriesOfService([campus, airport], 'permit-parking-system')).toEqual([campus]);
    expect(industriesOfService([campus, airport], 'valet-parking-system')).toEqual([]);
  });
});

describe('references', () => {
  const services = new Map([
    ['permit-parking-system', 'Permit Parking'],
    ['analytics-system', 'Analytics'],
  ]);

  it('resolve to the entries they name, in their order', () => {
    expect(resolveReferences('content/industries/campus.md', 'Services', refs('analytics-system', 'permit-parking-system'), services)).toEqual([
      'Analytics',
      'Permit Parking',
    ]);
  });

  it('fail the build on a name with no file, naming the file, the field and the file that is missing', () => {
    expect(() => resolveReferences('content/industries/campus.md', 'Services (services)', refs('permit-parking'), services)).toThrow(
      'content/industries/campus.md: Services (services) names “permit-parking”, but content/services/permit-parking.md does not exist. Check the spelling.',
    );
    expect(() =>
      resolveReferences('content/industries/campus.md', 'Stories (stories)', [{ collection: 'integrations', id: 'x' }], new Map()),
    ).toThrow('content/integrations/x.yaml does not exist');
  });
});
