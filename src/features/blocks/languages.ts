/**
 * The blocks whose every text comes from their own fields (or from the interface's dictionaries): a translated page
 * made of these shows in its language whole. A block with texts of its own still in English (a form's labels, the
 * pricing's, a carousel's buttons) or that shows other entries (services, stories), which are English until their
 * collection is translated, keeps its page in English, under the notice of a page not translated yet, rather than
 * mixing two languages on one page. A block joins this list once its texts come from the dictionaries.
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
]);

/** The blocks of a page that would show English on a page of another language: none, for a page that can be shown translated. */
export function blocksInEnglishOnly(blocks: readonly { readonly type: BlockType }[]): BlockType[] {
  return [...new Set(blocks.map((block) => block.type).filter((type) => !BLOCKS_IN_EVERY_LANGUAGE.has(type)))];
}
