/**
 * The DOM event the search dialog dispatches on the document when a query settles, its detail the number of
 * results. The page's measurement (page.ts, in a build with a collector only) sends it as the Search event; in a
 * build without one nothing listens, and the dialog carries no measurement code.
 */
export const SEARCH_SETTLED = 'parkcloud:search-settled';
