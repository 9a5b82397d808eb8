/**
 * Where a field of a block is, in an editor's words: one formatter for the content check (rules.ts) and the build
 * (read.ts, PaybackBlock.astro), so both name a field as the editor labels it. Plain Node loads it (the content
 * check), so its imports name their files.
 */
import { labelOf } from '../../lib/field-label.ts';
import { BLOCK_LABELS, type BlockType } from './schema.ts';

/** "Blocks → block 3 (Payback estimate) → Service (blocks.2.service)"; `path` is inside the block. */
export function blockField(index: number, type: string, path: readonly (string | number)[]): string {
  const words = path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : labelOf(key)));
  const label = BLOCK_LABELS[type as BlockType] ?? labelOf(type);
  return `Blocks → block ${index + 1} (${label}) → ${words.join(' → ')} (${['blocks', index, ...path].join('.')})`;
}
