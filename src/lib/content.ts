/** Small readers of the content collections, so pages never query collections directly. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { publishedStories } from './stories';

export type Service = CollectionEntry<'services'>;
export type Page = CollectionEntry<'pages'>;
export type Career = CollectionEntry<'careers'>;
export type Story = CollectionEntry<'stories'>;
export type Settings = CollectionEntry<'settings'>['data'];

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
