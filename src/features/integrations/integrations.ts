/**
 * The kinds of integrations (content/integrations) as /integrations and the service pages show them, and the
 * rules that need no content collection: the groups by kind, and which integrations a service uses.
 */
import type { ContentIconName } from '../../components/icons.ts';

/** The kinds of integrations, in the order /integrations shows them (the integration schema takes its choices from here). */
export const INTEGRATION_KINDS = ['parcs', 'alpr', 'payments', 'accounting', 'access', 'marketplaces'] as const;

export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** How a kind is shown: its label, its icon (the mark of its integrations) and one line on what such integrations do. */
export interface KindInfo {
  readonly label: string;
  readonly icon: ContentIconName;
  readonly intro: string;
}

export const KINDS: Record<IntegrationKind, KindInfo> = {
  parcs: {
    label: 'PARCS and gate equipment',
    icon: 'parcs',
    intro: 'Gates, barrier arms and pay stations keep working: ParkCloud tells them who may enter and exit, and reads back every transaction.',
  },
  alpr: {
    label: 'ALPR cameras',
    icon: 'camera',
    intro: 'Plate reads from fixed and mobile cameras are checked against every payment, permit and reservation in ParkCloud.',
  },
  payments: {
    label: 'Payment processors',
    icon: 'card',
    intro: 'Card and wallet payments for every channel settle through the processor and merchant account you choose.',
  },
  accounting: {
    label: 'Accounting',
    icon: 'ledger',
    intro: 'Revenue, refunds and deposits post to your general ledger by facility and channel, so month-end is a review, not a rebuild.',
  },
  access: {
    label: 'Access control and permits',
    icon: 'key',
    intro: 'Badges, credentials and identity systems decide who is eligible, so permits follow your staff and student records.',
  },
  marketplaces: {
    label: 'Mapping and reservation marketplaces',
    icon: 'map',
    intro: 'Your spaces, rates and availability reach the apps drivers already search, and their bookings arrive at your gates.',
  },
};

/** The anchor of a kind's section on /integrations, e.g. "kind-alpr". */
export const kindAnchor = (kind: IntegrationKind): string => `kind-${kind}`;

/** The URL of the integrations page, and of one kind's section there. */
export const INTEGRATIONS_PATH = '/integrations';
export const kindHref = (kind: IntegrationKind): string => `${INTEGRATIONS_PATH}#${kindAnchor(kind)}`;

/** The fields of an integration these rules read. */
export interface IntegrationFlags {
  readonly data: { readonly name: string; readonly kind: IntegrationKind; readonly services: ReadonlyArray<{ readonly id: string }> };
}

/** One kind's group: its kind, how it is shown, and its integrations by name. */
export interface KindGroup<T> {
  readonly kind: IntegrationKind;
  readonly info: KindInfo;
  readonly integrations: T[];
}

/** The integrations grouped by kind, in the order of INTEGRATION_KINDS, each group by name; kinds without any are left out. */
export function groupByKind<T extends IntegrationFlags>(integrations: readonly T[]): KindGroup<T>[] {
  return INTEGRATION_KINDS.map((kind) => ({
    kind,
    info: KINDS[kind],
    integrations: integrations.filter((entry) => entry.data.kind === kind).sort((a, b) => a.data.name.localeCompare(b.data.name)),
  })).filter((group) => group.integrations.length > 0);
}

/** The integrations a service uses (by its file name). */
export function integrationsOfService<T extends IntegrationFlags>(integrations: readonly T[], service: string): T[] {
  return integrations.filter((entry) => entry.data.services.some((reference) => reference.id === service));
}
