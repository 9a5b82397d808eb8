/**
 * The build-time half of the blocks capability: the prices of the services a page's pricing and payback blocks name,
 * and the rules of compositions across files (rules.ts), which the build applies as the content check does.
 */
import { getServiceNames, servicesById } from '../../lib/content';
import { catalogueAtBuild, pricesOf } from '../commerce/index.build';
import type { BlockPrices } from './props';
import type { Block } from './schema';

export { compositionProblems } from './rules';

/**
 * The plans of each service a page's pricing or payback block names, as the API priced them at build (null when it
 * could not be read), named as the site names the service id: what a service page's route gives its pricing.
 */
export async function blockPrices(blocks: readonly Block[]): Promise<BlockPrices> {
  const named = blocks.flatMap((block) => (block.type === 'pricing' || block.type === 'payback' ? [block.service.id] : []));
  if (named.length === 0) return new Map();
  const [catalogue, names, services] = await Promise.all([catalogueAtBuild(), getServiceNames(), servicesById()]);
  return new Map(
    named.flatMap((id) => {
      const service = services.get(id);
      if (!service) return [];
      const serviceName = names[String(service.data.serviceId)] ?? service.data.name;
      return [[id, { serviceName, prices: pricesOf(catalogue, { serviceId: service.data.serviceId, name: serviceName }) }] as const];
    }),
  );
}
