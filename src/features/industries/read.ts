/** The industries, read from their collection with the services and stories they name (the rules they follow: industries.ts). */
import { getCollection } from 'astro:content';
import { byId, servicesById, type Industry, type Service, type Story } from '../../lib/content';
import { entryFile, resolveReferences, type EntryReference } from '../../lib/references';
import { getStories } from '../stories';
import { industriesOfService, industryServiceIds } from './industries';

/**
 * The industries in editorial order. Every service and story an industry names must exist: a name with no
 * file fails the build, naming the file and field to fix.
 */
export async function getIndustries(): Promise<Industry[]> {
  const [industries, services, stories] = await Promise.all([getCollection('industries'), servicesById(), getCollection('stories')]);
  const storyIds = byId(stories);
  for (const industry of industries) {
    const file = entryFile('industries', industry.id);
    for (const [index, problem] of industry.data.problems.entries())
      resolveReferences(file, `Problems → item ${index + 1} → Services (problems.${index}.services)`, problem.services, services);
    resolveReferences(file, 'Stories (stories)', industry.data.stories, storyIds);
  }
  return industries.sort((a, b) => a.data.order - b.data.order);
}

/** An industry with the entries it names: each problem's services, all its services once, and its published stories. */
export interface IndustryDetails {
  readonly problems: ReadonlyArray<{ readonly problem: string; readonly answer: string; readonly services: Service[] }>;
  readonly services: Service[];
  readonly stories: Story[];
}

/** The entries an industry names (its references checked by getIndustries()). */
export async function getIndustryDetails(industry: Industry): Promise<IndustryDetails> {
  const [services, stories] = await Promise.all([servicesById(), getStories()]);
  const file = entryFile('industries', industry.id);
  const pick = (references: readonly EntryReference[]) => resolveReferences(file, 'Services (services)', references, services);
  const published = byId(stories);
  return {
    problems: industry.data.problems.map(({ problem, answer, services: named }) => ({ problem, answer, services: pick(named) })),
    services: industryServiceIds(industry).flatMap((id) => services.get(id) ?? []),
    // Sample stories are not published in production: the industry then shows only its real ones.
    stories: industry.data.stories.flatMap((reference) => published.get(reference.id) ?? []),
  };
}

/** The industries that use a service (by its file name): those whose problems name it. */
export async function getIndustriesOfService(slug: string): Promise<Industry[]> {
  return industriesOfService(await getIndustries(), slug);
}
