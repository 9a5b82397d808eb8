/** The unit tests' time, and the plan a visitor's registration hands to /payment then: its token ends an hour later. */
export const NOW = 1_800_000_000_000;

export const REGISTERED_ORDER = {
  serviceId: 1,
  serviceName: 'Monthly Parking',
  planId: 102,
  planName: 'Standard',
  plan_type: 1,
  no_of_days: 30,
  amount: 49,
  token: 'sbx_registration',
  tokenExpiresAt: NOW + 3_600_000,
} as const;
