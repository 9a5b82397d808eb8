/**
 * The pages a build publishes only because of its samples (src/lib/samples.ts): a sample's own page, and a list
 * page whose every entry is a sample. A production build has none of them, so the search index of any build
 * leaves them out: a preview's search finds what production's will.
 */

/** A list page and the entries it shows, each with its own page (or none) and whether it is a sample. */
export interface SampleGroup {
  /** The list page's path. */
  readonly list: string;
  readonly entries: ReadonlyArray<{ readonly href?: string; readonly sample: boolean }>;
}

/** The paths of the pages that exist only through samples. */
export function samplePaths(groups: readonly SampleGroup[]): Set<string> {
  const paths = new Set<string>();
  for (const { list, entries } of groups) {
    for (const entry of entries) if (entry.sample && entry.href) paths.add(entry.href);
    if (entries.length > 0 && entries.every((entry) => entry.sample)) paths.add(list);
  }
  return paths;
}
