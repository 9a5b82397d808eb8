/**
 * Which bands of a page's blocks have the alternate background: they alternate down the page, whatever the order
 * the editor gave them, so two sections never run together. A hero and the newsletter's dark band have their own.
 */
import type { BlockType } from './schema';

/** Blocks whose band has its own background, outside the alternation. */
const OWN_BACKGROUND: ReadonlySet<BlockType> = new Set(['hero', 'videoHero', 'newsletter']);

/**
 * Whether each block's band has the alternate background; `afterAlt`: the band above the first block has it;
 * `shows`: whether a block draws anything (the stories strip of a build without stories does not).
 */
export function bandsOf(
  blocks: readonly { readonly type: BlockType }[],
  afterAlt = false,
  shows: (type: BlockType) => boolean = () => true,
): boolean[] {
  let previous = afterAlt;
  return blocks.map((block) => {
    if (!shows(block.type)) return false;
    if (OWN_BACKGROUND.has(block.type)) {
      previous = false;
      return false;
    }
    previous = !previous;
    return previous;
  });
}
