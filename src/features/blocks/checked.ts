/** The build's half of the composition rules of schema.ts: a page that breaks one fails the build, one line per mistake. */
import { BLOCK_LABELS, pageBlockProblems, type PageBlock } from './schema';

/** A page's blocks, or the build's error naming the file, each block and rule broken (the content check says the same first). */
export function checkedPageBlocks(pageId: string, blocks: readonly PageBlock[] | undefined): readonly PageBlock[] {
  const list = blocks ?? [];
  const problems = pageBlockProblems(pageId, list);
  if (problems.length === 0) return list;
  const file = `content/pages/${pageId}.md`;
  const lines = problems.map((problem) => {
    const block = list[problem.index];
    return block
      ? `${file}: Blocks → block ${problem.index + 1} (${BLOCK_LABELS[block.type]}) ${problem.message}`
      : `${file}: Blocks ${problem.message}`;
  });
  throw new Error(lines.join('\n'));
}
