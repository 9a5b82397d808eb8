/**
 * What the search capability reads from the collections at build: the type each built page carries in the
 * index (or none: kept out of it), and the sections /search lists.
 */
import { getCollection } from 'astro:content';
import { getServices, getUnpublishedPages, pagePath, serviceHref } from '../../lib/content';
import { isNoindex } from '../../lib/seo';
import type { NavLink } from '../../lib/site-menus';
import { getCareers } from '../careers';
import { getIndustries, industryHref, INDUSTRIES_PATH } from '../industries';
import { getIntegrations, INTEGRATIONS_PATH, KINDS, kindHref } from '../integrations';
import { getLandings, isPreviewOnly, landingPath } from '../landings';
import { getResources, RESOURCES_PATH, resourceHref, tagHref, tagIndex } from '../resources';
import { getStories, storyHref } from '../stories';
import { pageType, type PageType } from './page-type';
import { samplePaths } from './samples';

/** The page that lists every section: where the header's Search link goes without script. */
export const SEARCH_PATH = '/search';

let samples: Promise<Set<string>> | undefined;

/** The pages of this build that exist only through samples (read once per build). */
function sampleOnlyPages(): Promise<Set<string>> {
  samples ??= Promise.all([getStories(), getIntegrations(), getResources(), getLandings()]).then(
    async ([stories, integrations, resources, landings]) =>
      samplePaths([
        // A landing page is its own list: a sample, a draft or one not live yet exists only outside production.
        ...(await Promise.all(
          landings.map(async (landing) => ({
            list: landingPath(landing.id),
            entries: [{ href: landingPath(landing.id), sample: await isPreviewOnly(landing) }],
          })),
        )),
        { list: storyHref(), entries: stories.map((story) => ({ href: storyHref(story.id), sample: story.data.sample })) },
        // The integrations have no page of their own: they are all on /integrations.
        { list: INTEGRATIONS_PATH, entries: integrations.map((entry) => ({ sample: entry.data.sample })) },
        { list: RESOURCES_PATH, entries: resources.map((entry) => ({ href: resourceHref(entry.id), sample: entry.data.sample })) },
        ...tagIndex(resources).map((tag) => ({ list: tagHref(tag.label), entries: tag.resources.map((entry) => ({ sample: entry.data.sample })) })),
      ]),
  );
  return samples;
}

/**
 * The type the page at `pathname` carries in the search index, or undefined when it stays out: pages kept out
 * of search engines (NOINDEX_PATHS), /search itself (its links would match every query) and the pages that
 * exist only through samples.
 */
export async function searchTypeOf(pathname: string): Promise<PageType | undefined> {
  if (isNoindex(pathname) || pathname === SEARCH_PATH) return undefined;
  if ((await sampleOnlyPages()).has(pathname)) return undefined;
  return pageType(pathname);
}

/** One section of the site as /search lists it: its page and the pages in it. */
export interface SiteSection {
  readonly heading: string;
  readonly link: NavLink;
  readonly links: readonly NavLink[];
}

/** The pages of content/pages that a section below lists already, by file name. */
const SECTION_PAGES = new Set(['home', 'services', 'industries', 'integrations', 'resources', 'customers', 'career', 'search']);

/**
 * Every section of the site this build publishes, from the collections: services, industries, integrations (by
 * kind), articles and their topics, customers' stories, careers, then every other indexable page of content/pages.
 */
export async function getSiteSections(): Promise<SiteSection[]> {
  const [services, industries, integrations, resources, stories, careers, pages, unpublished] = await Promise.all([
    getServices(),
    getIndustries(),
    getIntegrations(),
    getResources(),
    getStories(),
    getCareers(),
    getCollection('pages'),
    getUnpublishedPages(),
  ]);
  const kinds = [...new Set(integrations.map((entry) => entry.data.kind))];
  const sections: SiteSection[] = [
    {
      heading: 'Services',
      link: { label: 'All services', href: '/services' },
      links: services.map((service) => ({ label: service.data.name, href: serviceHref(service.id) })),
    },
    {
      heading: 'Industries',
      link: { label: 'All industries', href: INDUSTRIES_PATH },
      links: industries.map((industry) => ({ label: industry.data.name, href: industryHref(industry.id) })),
    },
    {
      heading: 'Integrations',
      link: { label: 'All integrations', href: INTEGRATIONS_PATH },
      links: kinds.map((kind) => ({ label: KINDS[kind].label, href: kindHref(kind) })),
    },
    {
      heading: 'Articles and guides',
      link: { label: 'All articles and guides', href: RESOURCES_PATH },
      links: [
        ...resources.map((entry) => ({ label: entry.data.heading, href: resourceHref(entry.id) })),
        ...tagIndex(resources).map((tag) => ({ label: `Topic: ${tag.label}`, href: tagHref(tag.label) })),
      ],
    },
    {
      heading: "Customers' stories",
      link: { label: "All customers' stories", href: storyHref() },
      links: stories.map((story) => ({ label: story.data.heading, href: storyHref(story.id) })),
    },
    {
      heading: 'Careers',
      link: { label: 'Careers', href: '/career' },
      links: careers.map((job) => ({ label: job.data.title, href: `/career#job-${job.id}` })),
    },
    {
      heading: 'Company and help',
      link: { label: 'Home', href: '/' },
      links: pages
        .filter((page) => !SECTION_PAGES.has(page.id) && !unpublished.has(page.id) && !isNoindex(pagePath(page.id)))
        .sort((a, b) => a.data.title.localeCompare(b.data.title))
        .map((page) => ({ label: page.data.title, href: pagePath(page.id) })),
    },
  ];
  // A section this build does not publish (no integration, no article, no story) has no page to link to.
  return sections.filter((section) => !unpublished.has(section.link.href.slice(1)));
}
