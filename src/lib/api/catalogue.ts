/**
 * The services, plans and countries of the API, read defensively and fetched once per page. Read by hand, not
 * through a schema (./answer): /billing loads this module to name its rows and no valibot otherwise, and
 * valibot's smallest schema would add more than 1 KB gzip to it.
 */
import { asNumber, asRecord, asText, pick } from '../json';
import { call, siteFile } from './http';

/** A membership plan (specification [§3](docs/CONTRACT.md#3-fields)). */
export interface MembershipPlan {
  readonly id: number;
  readonly name: string;
  readonly amount: number;
  readonly annual_amount: number;
  readonly no_of_users: number;
  readonly is_trial: number;
  readonly status: number;
  readonly service_id: number;
}

/** A service of the API (specification [§3](docs/CONTRACT.md#3-fields)), with the name the site shows for it. */
export interface ServerService {
  readonly id: number;
  /** The name to show: the site's name for this id (its service page's `name`), else the API's full_name. */
  readonly name: string;
  readonly full_name: string;
  readonly short_name: string;
  readonly membership_plan: readonly MembershipPlan[];
}

/** `data` of a success body when it is an array, else an empty list. */
function dataList(body: unknown): unknown[] {
  const data = pick(body, 'data');
  return Array.isArray(data) ? data : [];
}

function num(value: unknown): number {
  const parsed = asNumber(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function readPlan(value: unknown): MembershipPlan | null {
  const plan = asRecord(value);
  if (!plan || !Number.isFinite(asNumber(plan['id']))) return null;
  return {
    id: num(plan['id']),
    name: asText(plan['name']) ?? 'Plan',
    amount: num(plan['amount']),
    annual_amount: num(plan['annual_amount']),
    no_of_users: num(plan['no_of_users']),
    is_trial: num(plan['is_trial']),
    status: num(plan['status']),
    service_id: num(plan['service_id']),
  };
}

/** The services of a GET /services body. */
export function readServices(body: unknown): ServerService[] {
  return dataList(body).flatMap((value) => {
    const service = asRecord(value);
    const name = asText(service?.['full_name']);
    if (!service || !name || !Number.isFinite(asNumber(service['id']))) return [];
    const plans = Array.isArray(service['membership_plan']) ? service['membership_plan'] : [];
    return [
      {
        id: num(service['id']),
        name,
        full_name: name,
        short_name: asText(service['short_name']) ?? name,
        membership_plan: plans.map(readPlan).filter((plan): plan is MembershipPlan => plan !== null),
      },
    ];
  });
}

/** The site's service names by API id, from the body of /service-names.json (`{"3": "Touchless Self Parking"}`). */
export function readServiceNames(body: unknown): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (const [key, value] of Object.entries(asRecord(body) ?? {})) {
    const id = Number(key);
    const name = asText(value);
    if (Number.isInteger(id) && name) names.set(id, name);
  }
  return names;
}

/** The services with the site's name for each id that has one; the others keep the API's full_name. */
export function withSiteNames(list: readonly ServerService[], names: ReadonlyMap<number, string>): ServerService[] {
  return list.map((service) => ({ ...service, name: names.get(service.id) ?? service.full_name }));
}

/** The country names of a GET /countries body. */
export function readCountries(body: unknown): string[] {
  return dataList(body).flatMap((value) => {
    const name = asText(asRecord(value)?.['name']);
    return name ? [name] : [];
  });
}

/** The services of `list` whose ids are in `ids`, in the order of `ids`. */
export function servicesWithIds(list: readonly ServerService[], ids: readonly number[]): ServerService[] {
  return ids.flatMap((id) => list.filter((service) => service.id === id));
}

/** A service's trial plan id, or null when it has none. */
export function trialPlanId(service: ServerService): number | null {
  return service.membership_plan.find((plan) => Number(plan.is_trial) === 1)?.id ?? null;
}

/** The trial plan of the service with `id` in a list, or null when the list has no such service or plan. */
export function trialPlanOf(services: readonly ServerService[] | null, id: number): number | null {
  const service = services?.find((candidate) => candidate.id === id);
  return service ? trialPlanId(service) : null;
}

let services: Promise<ServerService[] | null> | undefined;
let countries: Promise<string[] | null> | undefined;

/** Where the build puts the site's service names (src/pages/service-names.json.ts). */
export const SERVICE_NAMES_PATH = '/service-names.json';

/**
 * The site's names of the API's service ids: a static file the build makes from content/services (so no
 * page's weight grows with the catalogue). Without it every service keeps its API name.
 */
async function loadSiteNames(): Promise<ReadonlyMap<number, string>> {
  const result = await siteFile(SERVICE_NAMES_PATH);
  return result.kind === 'response' && result.ok ? readServiceNames(result.body) : new Map();
}

/**
 * The services with the names the site shows for them, or null when GET /services failed; one request
 * (and one of the names file) however many forms ask.
 */
export function loadServices(): Promise<ServerService[] | null> {
  // Code that cannot be loaded (a CodeLoadError) is a list that could not be loaded either.
  services ??= Promise.all([call('get', '/services'), loadSiteNames()])
    .then(([result, names]) => (result.kind === 'response' && result.ok ? withSiteNames(readServices(result.body), names) : null))
    .catch(() => null);
  void services.then((list) => {
    if (list === null) services = undefined;
  });
  return services;
}

/** The country names, or null when they could not be loaded; one request however many forms ask. */
export function loadCountries(): Promise<string[] | null> {
  countries ??= call('get', '/countries')
    .then((result) => (result.kind === 'response' && result.ok ? readCountries(result.body) : null))
    .catch(() => null);
  void countries.then((list) => {
    if (list === null) countries = undefined;
  });
  return countries;
}
