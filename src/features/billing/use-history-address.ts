/**
 * The page and search of the payment history, kept in the address's query (./history.ts readQuery,
 * writeQuery): a new page or search is a history entry, and Back and Forward restore the one of the address.
 */
import { useEffect, useState } from 'react';
import { readQuery, writeQuery } from './history';

/** A page of the history and the search it shows. */
export type HistoryQuery = ReturnType<typeof readQuery>;

/** The query the address holds, and `go`, which pushes a new one and shows it (a pair, as useState returns). */
export function useHistoryAddress(): readonly [query: HistoryQuery, go: (next: HistoryQuery) => void] {
  const [query, setQuery] = useState(() => readQuery(window.location.search));

  // Back and forward restore the page and search of the URL.
  useEffect(() => {
    const onPop = () => setQuery(readQuery(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: HistoryQuery) => {
    window.history.pushState(null, '', `${window.location.pathname}${writeQuery(next)}`);
    setQuery(next);
  };
  return [query, go] as const;
}
