/**
 * The blocks whose every text comes from their own fields or from the interface's dictionaries: a translated page
 * made of these shows in its language whole. The entries some of them show (services, stories) are the collections'
 * English until translated, each marked lang="en" where it stands. A block with texts of its own still in English (a
 * form's labels) keeps its page in English, under the notice of a page not translated yet, rather
 * than mixing two languages on one page. A block joins this list once its texts come from the dictionaries.
 */
import type { BlockType } from './schema';

export const BLOCKS_IN_EVERY_LANGUAGE: ReadonlySet<BlockType> = new Set<BlockType>([
  'text',
  'features',
  'faq',
  'steps',
  'stats',
  'demo',
  'newsletter',
  'videoHero',
  'video',
  'carousel',
  'proof',
  'services',
  'stories',
  'pricing',
  'payback',
]);

/** The blocks of a page that would show English on a page of another language: none, for a page that can be shown translated. */
export function blocksInEnglishOnly(blocks: readonly { readonly type: BlockType }[]): BlockType[] {
  return [...new Set(blocks.map((block) => block.type).filter((type) => !BLOCKS_IN_EVERY_LANGUAGE.has(type)))];
}
