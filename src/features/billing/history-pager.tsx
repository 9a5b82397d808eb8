/**
 * The payment history's pager: Previous, a page number to type (applied on Enter), and Next. The typed text
 * is the caller's state, so a new page from elsewhere (Back, a search) resets it. A plain function the island
 * calls, as ./payment-table.tsx is, for the same reason: no state or effect of its own.
 */
import type { SyntheticEvent } from 'react';
import type { HistoryQuery } from './use-history-address';

/**
 * The pager at `query` of `pages` pages (1 while the history loads): `pageText` is the page number as typed,
 * `onPageText` changes it, and `go` shows another page.
 */
export function historyPager(
  query: HistoryQuery,
  pages: number,
  pageText: string,
  onPageText: (text: string) => void,
  go: (next: HistoryQuery) => void,
) {
  const onPage = (event: SyntheticEvent) => {
    event.preventDefault();
    const wanted = Math.floor(Number(pageText));
    if (Number.isFinite(wanted) && wanted >= 1 && wanted <= pages) go({ ...query, page: wanted });
    else onPageText(String(query.page));
  };
  return (
    <nav className="billing__pager" aria-label="Payment history pages">
      <button className="button button--ghost" type="button" disabled={query.page <= 1} onClick={() => go({ ...query, page: query.page - 1 })}>
        Previous
      </button>
      <form className="billing__page" onSubmit={onPage}>
        <label htmlFor="billing-page">Page</label>
        <input
          id="billing-page"
          name="page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={pageText}
          onChange={(event) => onPageText(event.target.value)}
        />
        <span>of {pages}</span>
      </form>
      <button className="button button--ghost" type="button" disabled={query.page >= pages} onClick={() => go({ ...query, page: query.page + 1 })}>
        Next
      </button>
    </nav>
  );
}
