/**
 * The type of each page in the search index (the Pagefind filter `type`), from its path alone: each collection's
 * pages live under one folder, so the path says what a page is. A section whose entries have no page of their own
 * takes its list's page: the integrations are all on /integrations, the jobs on /career.
 */

import type { Phrase } from '../../i18n/translate';

/** The page that lists every section: where the header's Search link goes without script (in each language, under its prefix). */
export const SEARCH_PATH = '/search';

/** Every type a page can have, in the order the dialog and /search name them. */
export const PAGE_TYPES = ['service', 'industry', 'integration', 'article', 'story', 'job', 'page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What a result shows for its type: the English text, the key of the page's language's (the dialog translates it). */
export const TYPE_LABELS: Readonly<Record<PageType, Phrase>> = {
  service: 'Service',
  industry: 'Industry',
  integration: 'Integration',
  article: 'Article',
  story: 'Customer story',
  job: 'Jobs',
  page: 'Page',
};

/** The type of the page served at `pathname` (no trailing slash, no .html). */
export function pageType(pathname: string): PageType {
  if (/^\/services\/[^/]+$/.test(pathname)) return 'service';
  if (/^\/industries\/[^/]+$/.test(pathname)) return 'industry';
  if (/^\/integrations(\/|$)/.test(pathname)) return 'integration';
  // A topic's page (/resources/tags/…) is a list of articles, not one.
  if (/^\/resources\/(?!tags\/)[^/]+$/.test(pathname)) return 'article';
  if (/^\/customers\/[^/]+$/.test(pathname)) return 'story';
  if (pathname === '/career') return 'job';
  return 'page';
}

/** The type a result carries, read back from the index's filters: anything unknown is a page. */
export function typeOf(filters: Readonly<Record<string, readonly string[]>> | undefined): PageType {
  const value = filters?.['type']?.[0];
  return (PAGE_TYPES as readonly string[]).includes(value ?? '') ? (value as PageType) : 'page';
}
