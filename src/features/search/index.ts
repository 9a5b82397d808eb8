/**
 * Search across the site: the door for pages and layouts. Pagefind indexes each built page's main region at the
 * end of the build (src/build/search-index.ts) with the page's type as a filter (page-type.ts), leaving out pages
 * kept from search engines and those that exist only through samples (read.ts). The header's Search link
 * (SearchButton.astro) opens the dialog (dialog.ts, loaded on first use); without script it leads to /search,
 * every section of the site (SiteIndex.astro).
 */
export { PAGE_TYPES, SEARCH_PATH, TYPE_LABELS, pageType, type PageType } from './page-type';
export { getSiteSections, searchTypeOf, type SiteSection } from './read';
