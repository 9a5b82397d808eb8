/**
 * Whether a build publishes the samples of the collections that have them (customers' stories, integrations,
 * articles): every build except Netlify's production deploy (`CONTEXT=production`), so previews and local builds
 * can show and test the sections. Free of the content collections, so unit tests can hold it.
 */
export function showsSamples(context: string | undefined): boolean {
  return context !== 'production';
}

/** The entries a build publishes: all of them outside production, only those that are not samples in it. */
export function published<T extends { readonly data: { readonly sample: boolean } }>(entries: readonly T[], context: string | undefined): T[] {
  const samples = showsSamples(context);
  return entries.filter((entry) => samples || !entry.data.sample);
}
