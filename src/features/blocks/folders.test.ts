import { describe, expect, it } from 'vitest';
import { componentsOfFolders } from './folders';
import { BLOCK_TYPES } from './schema';

/** The glob results of a folder per block type: './<type>/schema.ts' naming it and './<type>/XBlock.astro'. */
const folders = (types: readonly string[]) => ({
  components: Object.fromEntries(types.map((type) => [`./${type}/${type}Block.astro`, { default: `component of ${type}` }])),
  schemas: Object.fromEntries(types.map((type) => [`./${type}/schema.ts`, { [`${type}Block`]: { shape: { type: { value: type } } } }])),
});

describe("the blocks' folders", () => {
  it('give each block type the component of the folder whose schema names it', () => {
    const { components, schemas } = folders(BLOCK_TYPES);
    const map = componentsOfFolders(components, schemas);
    for (const type of BLOCK_TYPES) expect(map[type]).toBe(`component of ${type}`);
  });

  it('refuse a type of the union without a folder, naming it', () => {
    const { components, schemas } = folders(BLOCK_TYPES.filter((type) => type !== 'faq'));
    expect(() => componentsOfFolders(components, schemas)).toThrow('The block types faq have no folder');
  });

  it('refuse a folder whose block is in no list, and a folder with two components', () => {
    const { components, schemas } = folders([...BLOCK_TYPES, 'gallery']);
    expect(() => componentsOfFolders(components, schemas)).toThrow(
      'src/features/blocks/gallery/ is the block “gallery”, which is in no list of blocks',
    );
    const two = folders(BLOCK_TYPES);
    expect(() => componentsOfFolders({ ...two.components, './faq/OtherBlock.astro': { default: 'other' } }, two.schemas)).toThrow(
      'src/features/blocks/faq/ has two components',
    );
  });
});
