/**
 * Whether a build publishes the samples of the collections that have them (customers' stories, integrations,
 * articles): every build except Netlify's production deploy (`CONTEXT=production`), so previews and local builds
 * can show and test the sections. Free of the content collections, so unit tests can hold it.
 */
export function showsSamples(context: string | undefined): boolean {
  return context !== 'production';
}
