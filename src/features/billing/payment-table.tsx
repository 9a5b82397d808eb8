/**
 * The payment history's table: one row per payment with its View and Download actions, or a status row.
 * A plain function the island calls, not a component of its own: it keeps no state and runs no effect, and a
 * component's props object would only add to the bytes of /billing.
 */
import { formatUsd } from '../../lib/format';
import { formatPaymentDate, type PaymentRow } from './history';
import type { HistoryQuery } from './use-history-address';
import type { HistoryState } from './store';

/** The table of `history`, captioned with `query` (the page and search shown); the buttons call `onView` and `onDownload`. */
export function paymentTable(history: HistoryState, query: HistoryQuery, onView: (row: PaymentRow) => void, onDownload: (row: PaymentRow) => void) {
  return (
    <div className="billing__table-wrap" aria-busy={history.status === 'loading'}>
      <table className="billing__table">
        <caption className="visually-hidden">
          Payment history{query.search ? `, search “${query.search}”` : ''}, page {query.page}
        </caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Payment date</th>
            <th scope="col">Service</th>
            <th scope="col">Plan</th>
            <th scope="col">Plan type</th>
            <th scope="col">Card</th>
            <th scope="col">Total</th>
            <th scope="col">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {history.status === 'loading' && (
            <tr>
              <td colSpan={8} role="status">
                Loading payments…
              </td>
            </tr>
          )}
          {(history.status === 'error' || history.status === 'code') && (
            <tr>
              <td colSpan={8} role="status">
                The payment history could not be loaded. Please try again later.
              </td>
            </tr>
          )}
          {history.status === 'ready' && history.page.rows.length === 0 && (
            <tr>
              <td colSpan={8} role="status">
                {history.search ? 'No results for that search.' : 'No data available'}
              </td>
            </tr>
          )}
          {history.status === 'ready' &&
            history.page.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{formatPaymentDate(row.paymentDate)}</td>
                <td>{row.service}</td>
                <td>{row.plan}</td>
                <td>{row.planType}</td>
                <td>
                  {row.cardType} · {row.method}
                </td>
                <td>{formatUsd(row.total)}</td>
                <td className="billing__actions">
                  <button className="button button--ghost billing__action" type="button" onClick={() => onView(row)}>
                    View
                    <span className="visually-hidden"> invoice {row.id}</span>
                  </button>
                  <button className="button button--ghost billing__action" type="button" onClick={() => onDownload(row)}>
                    Download
                    <span className="visually-hidden"> invoice {row.id} as PDF</span>
                  </button>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
