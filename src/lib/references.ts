/**
 * References between collections (content-schema.ts's reference(): an industry names its services and stories,
 * an integration and an article their services) resolved to the entries they name. A name with no file fails
 * the build here, naming the file and field to fix; Astro itself only logs it.
 */
import { SOURCES, type CollectionName } from './content-schema';
import { missingFileMessage, shownName } from './nearest-names';

/** A reference as a collection entry holds it once Astro has read it. */
export interface EntryReference {
  readonly collection: CollectionName;
  readonly id: string;
}

/**
 * The entries that references name, in their order. `owner` is the file that holds them (e.g.
 * content/industries/airports.md) and `field` the field, as the editor of that file knows it. A name with no
 * entry fails with the nearest names `entries` has, by file name and by the name the site shows (an entry's `data`).
 */
export function resolveReferences<T>(owner: string, field: string, references: readonly EntryReference[], entries: ReadonlyMap<string, T>): T[] {
  return references.map((reference) => {
    const entry = entries.get(reference.id);
    if (entry === undefined) {
      const names = Array.from(entries, ([id, named]) => ({ name: id, shown: shownName((named as { data?: unknown } | null)?.data) }));
      throw new Error(`${owner}: ${field} ${missingFileMessage(reference.id, SOURCES[reference.collection], names)}`);
    }
    return entry;
  });
}

/** The file of an entry, as editors know it, e.g. content/industries/airports.md. */
export function entryFile(collection: CollectionName, id: string): string {
  const { folder, extension } = SOURCES[collection];
  return `${folder}/${id}.${extension}`;
}

/** The ids of references, each once, in the order first named. */
export function uniqueIds(references: Iterable<EntryReference>): string[] {
  return [...new Set(Array.from(references, (reference) => reference.id))];
}
