import { describe, expect, it } from 'vitest';
import { groupByKind, INTEGRATION_KINDS, integrationsOfService, kindHref, KINDS } from './integrations';

const integration = (name: string, kind: (typeof INTEGRATION_KINDS)[number], services: string[]) => ({
  data: { name, kind, services: services.map((id) => ({ collection: 'services' as const, id })) },
});

describe('integrations', () => {
  const stripe = integration('Stripe', 'payments', ['monthly-parking-system']);
  const autovu = integration('Genetec AutoVu', 'alpr', ['parking-enforcement-system', 'permit-parking-system']);
  const elavon = integration('Elavon', 'payments', ['touchless-parking-system']);
  const skidata = integration('SKIDATA', 'parcs', ['monthly-parking-system']);

  it('are grouped in the order of the kinds, each group by name, without empty kinds', () => {
    const groups = groupByKind([stripe, autovu, elavon, skidata]);
    expect(groups.map((group) => [group.kind, group.integrations.map((entry) => entry.data.name)])).toEqual([
      ['parcs', ['SKIDATA']],
      ['alpr', ['Genetec AutoVu']],
      ['payments', ['Elavon', 'Stripe']],
    ]);
    expect(groups[0]?.info).toBe(KINDS.parcs);
  });

  it('belong to the services they name', () => {
    expect(integrationsOfService([stripe, autovu, skidata], 'monthly-parking-system')).toEqual([stripe, skidata]);
    expect(integrationsOfService([stripe, autovu], 'promotion')).toEqual([]);
  });

  it('have a label and an icon for every kind, and an anchor on /integrations', () => {
    for (const kind of INTEGRATION_KINDS) expect(KINDS[kind].label.length).toBeGreaterThan(3);
    expect(kindHref('alpr')).toBe('/integrations#kind-alpr');
  });
});
