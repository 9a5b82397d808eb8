/** Seed data of the sandbox API: services and plans, countries, users and payment history. All deterministic. */

/** A membership plan as the API sends it. */
export interface Plan {
  readonly id: number;
  readonly name: string;
  /** Monthly price in USD. */
  readonly amount: number;
  /** Yearly price in USD. */
  readonly annual_amount: number;
  readonly no_of_users: number;
  readonly is_trial: 0 | 1;
  /** 1 active, 0 inactive. */
  readonly status: 0 | 1;
  readonly service_id: number;
}

/** A service (product) with its plans, as GET /services sends it. */
export interface Service {
  readonly id: number;
  readonly full_name: string;
  readonly short_name: string;
  readonly membership_plan: readonly Plan[];
}

/** A user who can log in, or one created by a trial or plan registration. */
export interface User {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** Undefined for registered users, who have not set a password yet. */
  readonly password?: string;
  /** 5 is a customer; every other type is a partner/admin. */
  readonly user_type: number;
  readonly partner_slug: string;
  /** Whether GET /partner/payment-history lists the seeded rows for this user. */
  readonly hasHistory: boolean;
}

/** A payment history row, as GET /partner/payment-history sends it. */
export interface PaymentRow {
  readonly id: number;
  /** "YYYY-MM-DD HH:mm:ss", UTC. */
  readonly payment_date: string;
  readonly total: number;
  readonly service: { readonly full_name: string };
  readonly membership_plan: { readonly name: string };
  /** 1 monthly, 2 yearly. */
  readonly user_membership: { readonly plan_type: 1 | 2 };
  readonly anet_transaction: { readonly card_type: CardType; readonly method: 'credit_card' };
}

export type CardType = 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover';

/** The ids the site depends on (footer, trial list, detail pages), with their names. */
const SERVICE_NAMES: ReadonlyArray<readonly [id: number, fullName: string, shortName: string]> = [
  [1, 'Monthly Parking Management', 'Monthly'],
  [2, 'Parking Inventory Management', 'Inventory'],
  [3, 'Touchless Parking', 'Touchless'],
  [4, 'Quick Valet', 'Valet'],
  [5, 'Online Reservations', 'Reservations'],
  [6, 'Promotions & Loyalty', 'Loyalty'],
  [7, 'ALPR Enforcement', 'ALPR'],
  [8, 'Analytics Dashboards', 'Analytics'],
  [9, 'Permit Parking', 'Permits'],
  [10, 'Airport Parking', 'Airport'],
  [15, 'White Label Apps', 'White Label'],
  [16, 'Software-Defined PARCS', 'SD-PARCS'],
];

/**
 * Six plans per service, ids service*100 + 1..6: a trial, three visible paid plans, an inactive one and a free
 * one. Only the three paid plans pass the site's pricing filter (not trial, status 1, amount > 0).
 */
function plansOf(serviceId: number, index: number): Plan[] {
  const step = (index % 4) * 10;
  const moreUsers = index % 2 === 1;
  const plan = (n: number, name: string, amount: number, users: number, extra: Partial<Pick<Plan, 'is_trial' | 'status'>> = {}): Plan => ({
    id: serviceId * 100 + n,
    name,
    amount,
    annual_amount: amount * 10,
    no_of_users: users,
    is_trial: extra.is_trial ?? 0,
    status: extra.status ?? 1,
    service_id: serviceId,
  });
  return [
    plan(1, '15-Day Trial', 0, 5, { is_trial: 1 }),
    plan(2, 'Starter', 149 + step, moreUsers ? 10 : 5),
    plan(3, 'Professional', 349 + step * 2, moreUsers ? 30 : 25),
    plan(4, 'Enterprise', 799 + step * 5, moreUsers ? 150 : 100),
    plan(5, 'Legacy', 99, 5, { status: 0 }),
    plan(6, 'Community', 0, 1),
  ];
}

export const SERVICES: readonly Service[] = SERVICE_NAMES.map(([id, fullName, shortName], index) => ({
  id,
  full_name: fullName,
  short_name: shortName,
  membership_plan: plansOf(id, index),
}));

/** Every plan of every service, by id. */
export const PLANS: ReadonlyMap<number, Plan> = new Map(
  SERVICES.flatMap((service) => service.membership_plan.map((plan) => [plan.id, plan] as const)),
);

export const COUNTRIES: ReadonlyArray<{ readonly name: string }> = [
  'United States',
  'Canada',
  'Mexico',
  'United Kingdom',
  'Ireland',
  'France',
  'Germany',
  'Netherlands',
  'Spain',
  'Italy',
  'Sweden',
  'Switzerland',
  'India',
  'Singapore',
  'Japan',
  'Australia',
  'New Zealand',
  'Brazil',
  'South Africa',
  'United Arab Emirates',
].map((name) => ({ name }));

/** The users that can log in. Emails are matched case-insensitively. */
export const SEED_USERS: readonly User[] = [
  {
    id: 101,
    name: 'Casey Customer',
    email: 'customer@example.com',
    password: 'Customer@123',
    user_type: 5,
    partner_slug: 'downtown-garages',
    hasHistory: true,
  },
  {
    id: 102,
    name: 'Pat Partner',
    email: 'partner@example.com',
    password: 'Partner@123',
    user_type: 3,
    partner_slug: 'metro-parking',
    hasHistory: true,
  },
  { id: 103, name: 'Nora Noslug', email: 'noslug@example.com', password: 'Customer@123', user_type: 5, partner_slug: '', hasHistory: true },
  { id: 104, name: 'Emery Empty', email: 'empty@example.com', password: 'Partner@123', user_type: 3, partner_slug: 'empty-lots', hasHistory: false },
];

const CARD_TYPES: readonly CardType[] = ['Visa', 'MasterCard', 'AmericanExpress', 'Discover'];
const PAID_PLAN_NAMES = ['Starter', 'Professional', 'Enterprise'] as const;
const two = (n: number): string => String(n).padStart(2, '0');

/** 36 rows, ids 1001–1036, newest first: three payments a month from December back to January 2026. */
export const PAYMENT_HISTORY: readonly PaymentRow[] = Array.from({ length: 36 }, (_, i): PaymentRow => {
  const service = SERVICES[i % SERVICES.length];
  const planName = PAID_PLAN_NAMES[Math.floor(i / 4) % PAID_PLAN_NAMES.length];
  const plan = service?.membership_plan.find((candidate) => candidate.name === planName);
  const cardType = CARD_TYPES[i % CARD_TYPES.length];
  if (service === undefined || plan === undefined || cardType === undefined) throw new Error('Broken seed data');
  const planType = i % 4 === 3 ? 2 : 1;
  const month = 12 - Math.floor(i / 3);
  const day = [26, 17, 8][i % 3] ?? 1;
  return {
    id: 1001 + i,
    payment_date: `2026-${two(month)}-${two(day)} ${two((9 + i * 5) % 24)}:${two((i * 13) % 60)}:${two((i * 29) % 60)}`,
    total: planType === 1 ? plan.amount : plan.annual_amount,
    service: { full_name: service.full_name },
    membership_plan: { name: plan.name },
    user_membership: { plan_type: planType },
    anet_transaction: { card_type: cardType, method: 'credit_card' },
  };
});
