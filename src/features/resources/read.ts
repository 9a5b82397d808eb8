/** The articles and guides this build publishes, read from their collection (the rules they follow: resources.ts). */
import { getCollection } from 'astro:content';
import { servicesById, type Resource, type Service } from '../../lib/content';
import { entryFile, resolveReferences } from '../../lib/references';
import { published as publishedOf } from '../../lib/samples';
import { newestFirst } from './resources';

/** The articles and guides this build publishes, newest first (samples only outside production, as stories). */
export async function getResources(): Promise<Resource[]> {
  const [resources, services] = await Promise.all([getCollection('resources'), servicesById()]);
  const published = publishedOf(resources, process.env['CONTEXT']);
  for (const entry of published) resolveReferences(entryFile('resources', entry.id), 'Services (services)', entry.data.services, services);
  return newestFirst(published);
}

/** The services an article is about, in its order. */
export async function getResourceServices(resource: Resource): Promise<Service[]> {
  return resolveReferences(entryFile('resources', resource.id), 'Services (services)', resource.data.services, await servicesById());
}
