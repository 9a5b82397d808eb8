/**
 * The services, plans and countries of the API, fetched once per page. Their answers are read by
 * ./catalogue-answer.ts, loaded beside each request (never before it is needed, and never delaying the
 * answer), so that a page that names its rows from the catalogue without a form (/billing) does not load
 * valibot with its first screen.
 */
import { loadCode } from '../lazy';
import type { ServerService } from './catalogue-answer';
import { call, siteFile } from './http';

export type { MembershipPlan, ServerService } from './catalogue-answer';

/** The module that reads the catalogue's answers, loaded on first use (tried twice, ../lazy.ts). */
const readers = () => loadCode(() => import('./catalogue-answer'));

/** The services with the site's name for each id that has one; the others keep the API's full_name. */
export function withSiteNames(list: readonly ServerService[], names: ReadonlyMap<number, string>): ServerService[] {
  return list.map((service) => ({ ...service, name: names.get(service.id) ?? service.full_name }));
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
 * The services named as the site names them, or null when GET /services failed. The site's names of the
 * API's service ids are a static file the build makes from content/services (so no page's weight grows with
 * the catalogue); without it every service keeps its API name.
 */
async function fetchServices(): Promise<ServerService[] | null> {
  const [result, names, { readServices, readServiceNames }] = await Promise.all([call('get', '/services'), siteFile(SERVICE_NAMES_PATH), readers()]);
  if (result.kind !== 'response' || !result.ok) return null;
  return withSiteNames(readServices(result.body), names.kind === 'response' && names.ok ? readServiceNames(names.body) : new Map());
}

/**
 * The services with the names the site shows for them, or null when GET /services failed; one request
 * (and one of the names file) however many forms ask.
 */
export function loadServices(): Promise<ServerService[] | null> {
  // Code that cannot be loaded (a CodeLoadError: the HTTP client or the readers) is a list that could not be loaded either.
  services ??= fetchServices().catch(() => null);
  void services.then((list) => {
    if (list === null) services = undefined;
  });
  return services;
}

/** The country names, or null when they could not be loaded; one request however many forms ask. */
export function loadCountries(): Promise<string[] | null> {
  countries ??= Promise.all([call('get', '/countries'), readers()])
    .then(([result, { readCountries }]) => (result.kind === 'response' && result.ok ? readCountries(result.body) : null))
    .catch(() => null);
  void countries.then((list) => {
    if (list === null) countries = undefined;
  });
  return countries;
}
