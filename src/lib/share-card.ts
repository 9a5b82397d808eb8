/**
 * The share card (Open Graph image) of each indexable page: which pages have one, what it shows (the
 * page's eyebrow and heading) and where it is served. Base.astro points og:image and twitter:image at them;
 * src/pages/og/[...path].png.ts draws them at build (src/build/og-image.ts).
 */
import { getEntry } from 'astro:content';
import { pagePath, serviceHref, type Page, type Service } from './content';
import { isNoindex } from './seo';

/** What one page's card shows. */
export interface ShareCard {
  /** The page's path, e.g. /services/monthly-parking-system. */
  readonly pathname: string;
  readonly eyebrow?: string | undefined;
  readonly heading: string;
}

/** The eyebrow of every service page (as [slug].astro shows it). */
export const SERVICE_EYEBROW = 'Service';

/** Card size, as og:image:width and og:image:height announce it. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's card is served: / → /og/index.png, /services/x → /og/services/x.png. */
export function cardPath(pathname: string): string {
  return `/og${pathname === '/' ? '/index' : pathname}.png`;
}

/** The card's text alternative: what it shows, in reading order. */
export function cardAlt(card: ShareCard, brand: string): string {
  return [brand, card.eyebrow, card.heading].filter(Boolean).join('. ');
}

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

/** One page's card, or undefined for pages without one (kept out of search engines, or without content). */
export async function shareCardFor(pathname: string): Promise<ShareCard | undefined> {
  if (isNoindex(pathname)) return undefined;
  const service = /^\/services\/([^/]+)$/.exec(pathname)?.[1];
  if (service !== undefined) {
    const entry = await getEntry('services', service);
    return entry && fromService(entry);
  }
  const page = await getEntry('pages', pathname === '/' ? 'home' : pathname.slice(1));
  return page && fromPage(page);
}
