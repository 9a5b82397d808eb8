/** Blocks: the sections pages are composed of (content/landings, content/pages' `blocks`), their rules and their Markdown. */
export { blockDirectives, BLOCK_LABELS, type Block, type BlockType, type LandingBlock, type PageBlock } from './schema';
export { checkedPageBlocks } from './checked';
export { blocksInEnglishOnly } from './languages';
export { pageShownIn } from './shown-in';
export type { BlockPrices } from './props';
export { blockMarkdown, markdownText } from './markdown';
