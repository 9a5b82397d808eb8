/**
 * The blocks' folders (src/features/blocks/<folder>/), each a block: its schema.ts, whose exported block schema names
 * its type, and its one component, <Name>Block.astro. Blocks.astro finds them with Vite's import.meta.glob and takes
 * the map from type to component from here, so a new block is its folder and its line in the union (schema.ts).
 */
import { BLOCK_TYPES, type BlockType } from './schema';

/** The folder of a module found by glob: './faq/FaqBlock.astro' → 'faq'. */
const folderOf = (path: string): string => path.split('/')[1] ?? path;

/** The block type a schema module names: its export that is a block schema (an object whose `type` is one value). */
function typeOf(module: Record<string, unknown>): string | undefined {
  for (const value of Object.values(module)) {
    const literal = (value as { shape?: { type?: { value?: unknown } } } | null)?.shape?.type?.value;
    if (typeof literal === 'string') return literal;
  }
  return undefined;
}

/**
 * Each block type's component, from the folders' components and schemas as import.meta.glob finds them (path →
 * module). A folder with two components, a type with no folder, or a folder whose type is not in the union fails.
 */
export function componentsOfFolders<C>(
  components: Readonly<Record<string, { readonly default: C }>>,
  schemas: Readonly<Record<string, Record<string, unknown>>>,
): Record<BlockType, C> {
  const byFolder = new Map<string, C>();
  for (const [path, module] of Object.entries(components)) {
    const folder = folderOf(path);
    if (byFolder.has(folder)) throw new Error(`src/features/blocks/${folder}/ has two components (*Block.astro); a block has one.`);
    byFolder.set(folder, module.default);
  }
  const map = new Map<string, C>();
  for (const [path, module] of Object.entries(schemas)) {
    const folder = folderOf(path);
    const type = typeOf(module);
    const component = byFolder.get(folder);
    if (type === undefined || component === undefined) continue;
    if (!(BLOCK_TYPES as readonly string[]).includes(type))
      throw new Error(
        `src/features/blocks/${folder}/ is the block “${type}”, which is in no list of blocks: add its schema to the union in schema.ts.`,
      );
    map.set(type, component);
  }
  const missing = BLOCK_TYPES.filter((type) => !map.has(type));
  if (missing.length > 0)
    throw new Error(`The block types ${missing.join(', ')} have no folder with a schema.ts and a *Block.astro in src/features/blocks/.`);
  return Object.fromEntries(map) as Record<BlockType, C>;
}
