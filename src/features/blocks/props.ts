/** What Blocks.astro gives each block's component. */
import type { BuildPrices } from '../commerce';
import type { Language } from '../../i18n/languages';
import type { Block, BlockType } from './schema';

/** The prices of the services a page's pricing and payback blocks name, by service file name (index.build.ts). */
export type BlockPrices = ReadonlyMap<string, { readonly serviceName: string; readonly prices: BuildPrices | null }>;

export interface BlockProps<T extends BlockType> {
  /** The block's fields, references still by name. */
  readonly block: Extract<Block, { type: T }>;
  /** The id of the block's heading, unique on the page. */
  readonly id: string;
  /** Whether the block's band has the alternate background. */
  readonly alt: boolean;
  /** The file the block is in (content/landings/x.md), for the build's messages. */
  readonly file: string;
  /**
   * The language of the block's text: its file's (content/pages/about-us.fr.md is French), so the texts it adds
   * (a form's labels, a figure's "Source") speak the language of the editor's text around them.
   */
  readonly language: Language;
  /** The block's position in its list, from 0, for the build's messages. */
  readonly index: number;
  /** The page's own heading, eyebrow and lead (the home hero shows them). */
  readonly page: PageHeading;
  /** The prices the route read at build; a service without: its pricing loads them live. */
  readonly prices: BlockPrices;
  /** The id of the heading of the page's demo form (its first Demo request form block), where its demo actions lead; none without one. */
  readonly demoAnchor: string | undefined;
}

/** What a page of content/pages says at its top. */
export interface PageHeading {
  readonly heading: string;
  readonly eyebrow?: string | undefined;
  readonly lead?: string | undefined;
}
