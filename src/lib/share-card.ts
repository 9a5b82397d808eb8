/**
 * What a share card (Open Graph image) is: the text it shows, its size and the address it is served at. Which
 * pages have one and what each shows is the seo capability's (src/features/seo/share-card.ts); the drawing is the
 * build's (src/build/og-image.ts).
 */

/** What one page's card shows. */
export interface ShareCard {
  /** The page's path, e.g. /services/monthly-parking-system. */
  readonly pathname: string;
  readonly eyebrow?: string | undefined;
  readonly heading: string;
}

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
