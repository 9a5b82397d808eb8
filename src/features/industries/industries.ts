/** The rules of industries (content/industries) that need no content collection, so unit tests can hold them. */
import { uniqueIds, type EntryReference } from '../../lib/references';

/** The URL of the industries list, and of one industry. */
export const INDUSTRIES_PATH = '/industries';
export const industryHref = (slug: string): string => `${INDUSTRIES_PATH}/${slug}`;

/** The fields of an industry these rules read. */
export interface IndustryFlags {
  readonly data: { readonly problems: ReadonlyArray<{ readonly services: readonly EntryReference[] }> };
}

/** The services an industry uses: those its problems name, each once, in the order first named. */
export function industryServiceIds(industry: IndustryFlags): string[] {
  return uniqueIds(industry.data.problems.flatMap((problem) => problem.services));
}

/** The industries that use a service (by its file name), in their given order. */
export function industriesOfService<T extends IndustryFlags>(industries: readonly T[], service: string): T[] {
  return industries.filter((industry) => industryServiceIds(industry).includes(service));
}
