/**
 * The entries a block names, read at build: by file name, of whatever collection its field references (fields.ts's
 * namedEntries, content-schema.ts's reference()). A name with no published entry fails the build with the file, the
 * block and the field (the content check says so first). A new block that names entries reads them here without a
 * change.
 */
import type { Industry, Integration, Service, Story } from '../../lib/content';
import { byId, servicesById } from '../../lib/content';
import { resolveReferences, type EntryReference } from '../../lib/references';
import { getIndustries } from '../industries';
import { getIntegrations } from '../integrations';
import { getStories } from '../stories';
import { blockField } from './field-names';

/** The entries of each collection a block may name, as a page shows them. */
interface Named {
  readonly services: Service;
  readonly stories: Story;
  readonly integrations: Integration;
  readonly industries: Industry;
}

export type NamedCollection = keyof Named;

/** The published entries of each collection, by file name. */
const READERS: { readonly [C in NamedCollection]: () => Promise<ReadonlyMap<string, Named[C]>> } = {
  services: servicesById,
  stories: async () => byId(await getStories()),
  integrations: async () => byId(await getIntegrations()),
  industries: async () => byId(await getIndustries()),
};

/** Where a block is: its file, its place in the list and its type, for the build's messages. */
interface At {
  readonly file: string;
  readonly index: number;
  readonly type: string;
}

/**
 * The entries of `collection` a block's field names, in their order: `field` is the field's path inside the block
 * (['services'], or ['service'] for a block of one), `references` what it holds once Astro has read it.
 */
export async function blockEntries<C extends NamedCollection>(
  collection: C,
  at: At,
  field: readonly (string | number)[],
  references: readonly EntryReference[],
): Promise<Named[C][]> {
  if (references.length === 0) return [];
  return resolveReferences(at.file, blockField(at.index, at.type, field), references, await READERS[collection]());
}
