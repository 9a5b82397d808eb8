/**
 * The build-time half of the blocks capability: the prices of the services a page's pricing and payback blocks name,
 * and the rules of compositions across files (rules.ts), which the build applies as the content check does.
 */
import { render } from 'astro:content';
import { getPage, getServiceNames, servicesById } from '../../lib/content';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { pageShownIn } from './shown-in';
import { catalogueAtBuild, pricesOf } from '../commerce/index.build';
import type { BlockPrices } from './props';
import { checkedPageBlocks } from './checked';
import { blockDirectives, type Block } from './schema';

export { compositionProblems } from './rules';
export { pageShownIn } from './shown-in';

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

/**
 * A page of content/pages that a route of its own draws, with the page's blocks after its form (/request-a-demo,
 * /payment): its entry, its Markdown, its blocks (checked by the composition rules) and their prices at build. The
 * route loads Blocks.astro only for a page with blocks: imported statically, its modules would join the page's,
 * and the build would put the site stylesheet's rules in another order (another file name on every page of the
 * site). `allow` adds a policy directive the blocks need (a video's frame) before the head is written: the route
 * passes Astro.csp's, which is undefined where there is no policy to extend (`astro dev`). `language` is the
 * address's: the page in it when translated (its `translations` say so, and `file` names the file its text is from).
 */
export async function pageWithBlocks(id: string, allow: (directive: `frame-src ${string}`) => void, language: Language = DEFAULT_LANGUAGE) {
  const english = await getPage(id);
  const { page, translations, file } = await pageShownIn(english, language);
  const { Content } = await render(page);
  const blocks = checkedPageBlocks(english.id, page.data.blocks);
  for (const directive of blockDirectives(blocks)) allow(directive);
  const prices = await blockPrices(blocks);
  return { page, Content, blocks, prices, translations, file };
}
