/** The integrations this build publishes, read from their collection (the rules they follow: integrations.ts). */
import { getCollection } from 'astro:content';
import { servicesById, type Integration } from '../../lib/content';
import { entryFile, resolveReferences } from '../../lib/references';
import { published as publishedOf } from '../../lib/samples';
import { integrationsOfService } from './integrations';

/**
 * The integrations this build publishes, by name. Samples (`sample: true`) are left out of Netlify's production
 * build, as customers' stories are: with none left, /integrations is not built and nothing links to it.
 */
export async function getIntegrations(): Promise<Integration[]> {
  const [integrations, services] = await Promise.all([getCollection('integrations'), servicesById()]);
  const published = publishedOf(integrations, process.env['CONTEXT']);
  for (const entry of published) resolveReferences(entryFile('integrations', entry.id), 'Services (services)', entry.data.services, services);
  return published.sort((a, b) => a.data.name.localeCompare(b.data.name));
}

/** The published integrations a service uses (by its file name). */
export async function getIntegrationsOfService(slug: string): Promise<Integration[]> {
  return integrationsOfService(await getIntegrations(), slug);
}
