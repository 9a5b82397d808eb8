/** /llms.txt: the site in one Markdown file for language models, made from the collections. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { getPage, getServices, getSettings, getUnpublishedPages } from '../lib/content';
import { getCareers } from '../features/careers';
import { getIndustries } from '../features/industries';
import { getIntegrations } from '../features/integrations';
import { getLandings } from '../features/landings';
import { getResources } from '../features/resources';
import { getStories } from '../features/stories';
import { llmsTxt } from '../features/seo/index.build';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('llms.txt needs the site URL (PUBLIC_SITE_URL)');
  const [settings, home, services, pages, careers, industries, integrations, resources, stories, unpublished, landings] = await Promise.all([
    getSettings(),
    getPage('home'),
    getServices(),
    getCollection('pages'),
    getCareers(),
    getIndustries(),
    getIntegrations(),
    getResources(),
    getStories(),
    getUnpublishedPages(),
    getLandings(),
  ]);
  const sorted = pages.sort((a, b) => a.id.localeCompare(b.id));
  const text = llmsTxt({
    site,
    settings,
    home,
    services,
    pages: sorted,
    landings,
    careers,
    industries,
    integrations,
    resources,
    stories,
    unpublished,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
