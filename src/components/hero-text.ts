/** What a page's hero says (PageHero, HomeHero): its one h1, the small label above it and the lead under it. */
export interface HeroText {
  /** The page's one h1. */
  readonly heading: string;
  readonly eyebrow?: string | undefined;
  readonly lead?: string | undefined;
}
