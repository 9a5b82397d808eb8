/**
 * The filter by kind of /integrations, as plain functions the custom element (KindFilter.astro) and its unit
 * tests share. The filtering itself is CSS (:target), so it works without JavaScript; the script adds what
 * CSS cannot: the current filter marked for assistive technology, and a short status said after each change.
 */

/** One kind as the filter knows it: the id of its section, its label and how many integrations it lists. */
export interface FilterKind {
  readonly id: string;
  readonly label: string;
  readonly count: number;
}

/** The kind an address's hash shows ("#kind-alpr" → the ALPR kind), or undefined for all of them. */
export function kindOfHash(hash: string, kinds: readonly FilterKind[]): FilterKind | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  return kinds.find((kind) => kind.id === id);
}

/** What the status says once a kind (or every kind) is shown. */
export function filterStatus(shown: FilterKind | undefined, kinds: readonly FilterKind[]): string {
  const total = kinds.reduce((sum, kind) => sum + kind.count, 0);
  const many = (count: number) => `${count} integration${count === 1 ? '' : 's'}`;
  return shown ? `Showing ${many(shown.count)} of ${total}: ${shown.label}.` : `Showing all ${many(total)}.`;
}
