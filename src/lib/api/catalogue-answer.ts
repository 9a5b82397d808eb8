/**
 * The services, plans, countries and site service names as the API and the names file send them, read through
 * schemas (./answer): anything unexpected reads as absent. A module of its own, loaded beside the request that
 * needs it (./catalogue.ts), so that a page that shows the catalogue without a form (/billing) does not load
 * valibot before its first interaction.
 */
import * as v from 'valibot';
import { dictionary, NonBlank, orNull, readAnswer, record, text, textOr } from './answer';
import { numberOf } from '../json';

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

/**
 * A number, or text that reads as one (`'49'`, `' 4 '`, `''` as 0); anything that is not a finite number does
 * not match (an object is never converted: Number() of a JSON object whose toString is data throws). The ids of services, plans and payments (../../features/billing/history-answer.ts); here and not
 * in ./answer.ts, which every form page loads with its first screen, since only readers loaded on first use need it.
 */
export const Finite = v.pipe(
  v.unknown(),
  v.transform(numberOf),
  v.check((value) => Number.isFinite(value)),
);

/** A number or numeric text, else 0. */
const count = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform(numberOf),
    v.transform((value) => (Number.isFinite(value) ? value : 0)),
  ),
  0,
);

/** A list whose items read through `item`, those that do not match left out; anything but a list reads as empty. */
function listOf<const S extends v.GenericSchema>(item: S) {
  return v.fallback(
    v.pipe(
      v.array(orNull(item)),
      v.transform((values) => values.filter((value): value is v.InferOutput<S> => value !== null)),
    ),
    [],
  );
}

/** `data` of a success body as a list of `item`s, or an empty list. */
function dataList<const S extends v.GenericSchema>(item: S) {
  return v.object({ data: listOf(item) });
}

const Plan = record({
  id: Finite,
  name: textOr('Plan'),
  amount: count,
  annual_amount: count,
  no_of_users: count,
  is_trial: count,
  status: count,
  service_id: count,
});

const Service = v.pipe(
  record({ id: Finite, full_name: NonBlank, short_name: text, membership_plan: listOf(Plan) }),
  v.transform(({ short_name, ...service }): ServerService => ({ ...service, name: service.full_name, short_name: short_name ?? service.full_name })),
);

const Services = dataList(Service);

const Countries = dataList(record({ name: NonBlank }));

/** The services of a GET /services body, each named by its full_name. */
export function readServices(body: unknown): ServerService[] {
  return readAnswer(Services, body)?.data ?? [];
}

/** The country names of a GET /countries body. */
export function readCountries(body: unknown): string[] {
  return (readAnswer(Countries, body)?.data ?? []).map((country) => country.name);
}

/** The site's service names by API id, from the body of /service-names.json (`{"3": "Touchless Self Parking"}`). */
export function readServiceNames(body: unknown): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (const [key, name] of Object.entries(readAnswer(dictionary(text), body) ?? {})) {
    const id = Number(key);
    if (Number.isInteger(id) && name) names.set(id, name);
  }
  return names;
}
