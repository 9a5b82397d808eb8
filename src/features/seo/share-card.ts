/**
 * The share card (Open Graph image) of each indexable page: which pages have one, what it shows (the
 * page's eyebrow and heading) and where it is served. Base.astro points og:image and twitter:image at them;
 * src/pages/og/[...path].png.ts draws them at build (src/build/og-image.ts).
 */
import { getCollection, getEntry } from 'astro:content';
import { type ShareCard } from '../../lib/share-card';
import { getUnpublishedPages, pagePath, serviceHref, type Page, type Service } from '../../lib/content';
import { isNoindex } from '../../lib/seo';
import { getIndustries, industryHref } from '../industries';
import { getLandingAt, getLandings, landingPath, type Landing } from '../landings';
import { getResources, resourceHref, tagHref, tagIndex } from '../resources';
import { getStories, storyEyebrow, storyHref } from '../stories';

/** The eyebrow of every service page (as [slug].astro shows it). */
export const SERVICE_EYEBROW = 'Service';

const fromPage = (page: Pick<Page, 'id' | 'data'>): ShareCard => ({
  pathname: pagePath(page.id),
  eyebrow: page.data.eyebrow,
  heading: page.data.heading,
});
const fromService = (service: Pick<Service, 'id' | 'data'>): ShareCard => ({
  pathname: serviceHref(service.id),
  eyebrow: SERVICE_EYEBROW,
  heading: service.data.name,
});

/** A landing's card: its hero's eyebrow and heading. */
const fromLanding = (landing: Pick<Landing, 'id' | 'data'>): ShareCard => {
  const hero = landing.data.blocks.find((block) => block.type === 'hero');
  return { pathname: landingPath(landing.id), eyebrow: hero?.eyebrow, heading: hero?.heading ?? landing.data.title };
};

/** The eyebrow of every tag page (as its route shows it). */
export const TAG_EYEBROW = 'Topic';

/**
 * The cards of the pages under /industries/, /resources/ and /customers/, drawn from the eyebrow and heading
 * those pages show: each industry, each published article, each tag and each published customer story.
 */
async function sectionCards(): Promise<ShareCard[]> {
  const [industries, resources, stories] = await Promise.all([getIndustries(), getResources(), getStories()]);
  return [
    ...stories.map((entry) => ({ pathname: storyHref(entry.id), eyebrow: storyEyebrow(entry.data.sample), heading: entry.data.heading })),
    ...industries.map((entry) => ({ pathname: industryHref(entry.id), eyebrow: entry.data.name, heading: entry.data.heading })),
    ...resources.map((entry) => ({ pathname: resourceHref(entry.id), eyebrow: entry.data.format, heading: entry.data.heading })),
    ...tagIndex(resources).map((tag) => ({ pathname: tagHref(tag.label), eyebrow: TAG_EYEBROW, heading: tag.label })),
  ];
}

/** Every card: one per indexable page of content/pages this build publishes, one per service, and the sections' pages. */
export async function shareCards(): Promise<ShareCard[]> {
  const [pages, services, unpublished, sections, landings] = await Promise.all([
    getCollection('pages'),
    getCollection('services'),
    getUnpublishedPages(),
    sectionCards(),
    getLandings(),
  ]);
  const published = pages.filter((page) => !unpublished.has(page.id));
  return [
    ...published.map(fromPage).filter((card) => !isNoindex(card.pathname)),
    ...landings.map(fromLanding),
    ...services.map(fromService),
    ...sections,
  ];
}

/** One page's card, or undefined for pages without one (kept out of search engines, or without content). */
export async function shareCardFor(pathname: string): Promise<ShareCard | undefined> {
  if (isNoindex(pathname)) return undefined;
  const service = /^\/services\/([^/]+)$/.exec(pathname)?.[1];
  if (service !== undefined) {
    const entry = await getEntry('services', service);
    return entry && fromService(entry);
  }
  if (/^\/(industries|resources|customers)\/./.test(pathname)) return (await sectionCards()).find((card) => card.pathname === pathname);
  const landing = await getLandingAt(pathname);
  if (landing) return fromLanding(landing);
  const page = await getEntry('pages', pathname === '/' ? 'home' : pathname.slice(1));
  return page && fromPage(page);
}
