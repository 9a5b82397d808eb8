/** Small readers of the content collections, so pages never query collections directly. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

export type Service = CollectionEntry<'services'>;
export type Page = CollectionEntry<'pages'>;
export type Career = CollectionEntry<'careers'>;
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

/** The career listings in their editorial order. */
export async function getCareers(): Promise<Career[]> {
  const careers = await getCollection('careers');
  return careers.sort((a, b) => a.data.order - b.data.order);
}

/** A link of the header's What We Do menu. */
export interface MenuLink {
  readonly label: string;
  readonly href: string;
}

/** The What We Do menu: every service, then the pages that name a menuLabel. */
export async function getServicesMenu(): Promise<MenuLink[]> {
  const services = await getServices();
  const pages = (await getCollection('pages'))
    .flatMap((page) => (page.data.menuLabel ? [{ page, label: page.data.menuLabel, order: page.data.menuOrder ?? 99 }] : []))
    .sort((a, b) => a.order - b.order);
  return [
    ...services.map((service) => ({ label: service.data.name, href: serviceHref(service.id) })),
    ...pages.map(({ page, label }) => ({ label, href: `/${page.id}` })),
  ];
}

/** The URL of a service's page. */
export function serviceHref(slug: string): string {
  return `/services/${slug}`;
}
