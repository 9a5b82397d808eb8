/** Small readers of the content collections, so pages never query collections directly. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { industriesOfService, industryServiceIds } from './industries';
import { integrationsOfService } from './integrations';
import { entryFile, resolveReferences, type EntryReference } from './references';
import { newestFirst } from './resources';
import { publishedStories, showsSampleStories } from './stories';

export type Service = CollectionEntry<'services'>;
export type Page = CollectionEntry<'pages'>;
export type Career = CollectionEntry<'careers'>;
export type Story = CollectionEntry<'stories'>;
export type Settings = CollectionEntry<'settings'>['data'];
export type Industry = CollectionEntry<'industries'>;
export type Integration = CollectionEntry<'integrations'>;
export type Resource = CollectionEntry<'resources'>;

/** The site-wide settings (brand, office, mailboxes, social links). */
export async function getSettings(): Promise<Settings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('content/settings/site.yaml is missing');
  return entry.data;
}

/** The services in their editorial order. */
export async function getServices(): Promise<Service[]> {
  const services = await getCollection('services');
  return services.sort((a, b) => a.data.order - b.data.order);
}

/**
 * The site's name of each API service id that a service page names (`serviceId`), as `{"3": "Touchless Self
 * Parking"}`; where two pages name one id, the first in editorial order wins.
 */
export async function getServiceNames(): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const service of await getServices()) names[String(service.data.serviceId)] ??= service.data.name;
  return names;
}

/** One page's content by its file name in content/pages; the build fails when it is missing. */
export async function getPage(id: string): Promise<Page> {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`content/pages/${id}.md is missing`);
  return page;
}

/**
 * The pages of content/pages that only [page].astro builds: every page except those with a route file of
 * their own (`<id>.astro`, `<id>/index.astro` or a rest route `<id>/[...name].astro` beside it, which builds
 * /<id> itself; home.md belongs to index.astro).
 * `routeFiles` are the paths of those files relative to src/pages, e.g. './career.astro'.
 */
export function pagesWithoutOwnRoute(pages: readonly Page[], routeFiles: readonly string[]): Page[] {
  const taken = new Set(
    routeFiles.map((file) =>
      file
        .replace(/^\.\//, '')
        .replace(/(\/index|\/\[\.\.\.[^\]]+\])?\.astro$/, '')
        .replace(/^index$/, 'home'),
    ),
  );
  return pages.filter((page) => !taken.has(page.id));
}

/** The career listings in their editorial order. */
export async function getCareers(): Promise<Career[]> {
  const careers = await getCollection('careers');
  return careers.sort((a, b) => a.data.order - b.data.order);
}

/**
 * The customers' stories this build publishes, in editorial order. Samples (`sample: true`) are left out
 * of Netlify's production build (CONTEXT=production), so with no real story the list is empty and the
 * stories' sections and pages are not built.
 */
export async function getStories(): Promise<Story[]> {
  const stories = publishedStories(await getCollection('stories'), process.env['CONTEXT']);
  // A story names its services by file name; a name with no file is an editor's typo, told in their words.
  const known = new Set((await getCollection('services')).map((service) => service.id));
  for (const story of stories) {
    const unknown = story.data.services.filter((slug) => !known.has(slug));
    if (unknown.length > 0)
      throw new Error(`content/stories/${story.id}.md: services names ${unknown.join(', ')}, but content/services has no such file.`);
  }
  return stories;
}

/** The published stories of customers who use a service (by its slug). */
export async function getStoriesOfService(slug: string): Promise<Story[]> {
  return (await getStories()).filter((story) => story.data.services.includes(slug));
}

/** The URL of the customers' stories page, and of one story. */
export function storyHref(slug?: string): string {
  return slug ? `/customers/${slug}` : '/customers';
}

/** The path a page of content/pages is served at: home.md is /, about-us.md is /about-us. */
export function pagePath(id: string): string {
  return id === 'home' ? '/' : `/${id}`;
}

/** The URL of a service's page. */
export function serviceHref(slug: string): string {
  return `/services/${slug}`;
}

/** Entries by their file name. */
const byId = <T extends { readonly id: string }>(entries: readonly T[]): Map<string, T> => new Map(entries.map((entry) => [entry.id, entry]));

/** Every service by its file name, for resolving references. */
async function servicesById(): Promise<Map<string, Service>> {
  return byId(await getServices());
}

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

/**
 * The integrations this build publishes, by name. Samples (`sample: true`) are left out of Netlify's production
 * build, as customers' stories are: with none left, /integrations is not built and nothing links to it.
 */
export async function getIntegrations(): Promise<Integration[]> {
  const [integrations, services] = await Promise.all([getCollection('integrations'), servicesById()]);
  const samples = showsSampleStories(process.env['CONTEXT']);
  const published = integrations.filter((entry) => samples || !entry.data.sample);
  for (const entry of published) resolveReferences(entryFile('integrations', entry.id), 'Services (services)', entry.data.services, services);
  return published.sort((a, b) => a.data.name.localeCompare(b.data.name));
}

/** The published integrations a service uses (by its file name). */
export async function getIntegrationsOfService(slug: string): Promise<Integration[]> {
  return integrationsOfService(await getIntegrations(), slug);
}

/** The articles and guides this build publishes, newest first (samples only outside production, as stories). */
export async function getResources(): Promise<Resource[]> {
  const [resources, services] = await Promise.all([getCollection('resources'), servicesById()]);
  const samples = showsSampleStories(process.env['CONTEXT']);
  const published = resources.filter((entry) => samples || !entry.data.sample);
  for (const entry of published) resolveReferences(entryFile('resources', entry.id), 'Services (services)', entry.data.services, services);
  return newestFirst(published);
}

/** The services an article is about, in its order. */
export async function getResourceServices(resource: Resource): Promise<Service[]> {
  return resolveReferences(entryFile('resources', resource.id), 'Services (services)', resource.data.services, await servicesById());
}

/**
 * The pages of content/pages whose section this build does not publish: /customers without a published story,
 * /integrations without a published integration, /resources without a published article. They are not built,
 * so nothing may name them (llms.txt, share cards).
 */
export async function getUnpublishedPages(): Promise<Set<string>> {
  const [stories, integrations, resources] = await Promise.all([getStories(), getIntegrations(), getResources()]);
  const empty = { customers: stories, integrations, resources };
  return new Set(Object.entries(empty).flatMap(([page, entries]) => (entries.length === 0 ? [page] : [])));
}
