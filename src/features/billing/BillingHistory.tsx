/**
 * Billing and invoices ([§2](docs/CONTRACT.md#2-routes), [§4](docs/CONTRACT.md#4-flows), [§7](docs/CONTRACT.md#7-calls)): the payment history in a paged table with search, and each invoice to
 * view (with a Save action) or download, both saved as files named from the id and the date. Visitors are sent
 * to /page. The page and search live in the URL's query. When the code these load on first use is gone after
 * a deploy, the page says so with a Reload action (src/lib/code-missing.tsx).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { GENERIC_FAILURE } from '../../lib/api/generic-failure';
import { trapTab } from '../../lib/focus-trap';
import { formatUsd } from '../../lib/format';
import { CodeMissing } from '../../lib/code-missing';
import { detach } from '../../lib/lazy';
import { notify } from '../../lib/notices';
import { $session } from '../../lib/session/store';
import { readAccount } from './account';
import { formatPaymentDate, invoiceFileName, pageCount, readQuery, writeQuery, type PaymentRow } from './history';
import { $history, $partnerInvoice, fetchInvoice, loadHistory, loadPartnerInvoice } from './store';

export default function BillingHistory() {
  const session = useStore($session);
  const history = useStore($history);
  const partner = useStore($partnerInvoice);
  const [query, setQuery] = useState(() => readQuery(window.location.search));
  const [searchText, setSearchText] = useState(query.search);
  const [pageText, setPageText] = useState(String(query.page));
  const [viewing, setViewing] = useState<{
    row: PaymentRow;
    url: string;
  } | null>(null);
  // Code loaded on first use (the HTTP client) was gone for the account card, a View or a Download.
  const [codeMissing, setCodeMissing] = useState(false);
  const missing = () => setCodeMissing(true);

  // Visitors are sent away; a session that ends here (a 401) leaves the page with the login dialog open.
  useEffect(() => {
    if (!$session.get()) window.location.replace('/page');
  }, []);

  const token = session?.access_token;
  useEffect(() => {
    if (token) detach(loadPartnerInvoice(), missing);
  }, [token]);

  useEffect(() => {
    if (!token) return;
    void loadHistory(query);
    setPageText(String(query.page));
    setSearchText(query.search);
  }, [query, token]);

  // Back and forward restore the page and search of the URL.
  useEffect(() => {
    const onPop = () => setQuery(readQuery(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: { page: number; search: string }) => {
    window.history.pushState(null, '', `${window.location.pathname}${writeQuery(next)}`);
    setQuery(next);
  };

  if (!session) return <p role="status">Please log in to see your payment history.</p>;

  const pages = history.status === 'ready' ? pageCount(history.page) : 1;

  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    go({ page: 1, search: searchText.trim() });
  };
  const onPage = (event: SyntheticEvent) => {
    event.preventDefault();
    const wanted = Math.floor(Number(pageText));
    if (Number.isFinite(wanted) && wanted >= 1 && wanted <= pages) go({ ...query, page: wanted });
    else setPageText(String(query.page));
  };

  const view = async (row: PaymentRow) => {
    const blob = await fetchInvoice('jpg', row.id);
    if (!blob) return detach(notify(GENERIC_FAILURE));
    setViewing({ row, url: URL.createObjectURL(blob) });
  };
  const download = async (row: PaymentRow) => {
    const blob = await fetchInvoice('pdf', row.id);
    if (!blob) return detach(notify(GENERIC_FAILURE));
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = invoiceFileName(row, 'pdf');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div className="billing">
      {(codeMissing || history.status === 'code') && <CodeMissing what="show your payments and invoices" className="billing__problem" />}
      {partner && <PartnerSummary partner={partner} />}
      <form className="billing__search" role="search" onSubmit={onSearch}>
        <label htmlFor="billing-search">Search payments</label>
        <input id="billing-search" name="search" type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        <p className="field__hint">Press Enter to search by service, plan, card type or payment id.</p>
      </form>

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
                    <button className="button button--ghost billing__action" type="button" onClick={() => detach(view(row), missing)}>
                      View
                      <span className="visually-hidden"> invoice {row.id}</span>
                    </button>
                    <button className="button button--ghost billing__action" type="button" onClick={() => detach(download(row), missing)}>
                      Download
                      <span className="visually-hidden"> invoice {row.id} as PDF</span>
                    </button>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>

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
            onChange={(event) => setPageText(event.target.value)}
          />
          <span>of {pages}</span>
        </form>
        <button className="button button--ghost" type="button" disabled={query.page >= pages} onClick={() => go({ ...query, page: query.page + 1 })}>
          Next
        </button>
      </nav>

      {viewing && (
        <InvoiceViewer
          row={viewing.row}
          url={viewing.url}
          onClose={() => {
            URL.revokeObjectURL(viewing.url);
            setViewing(null);
          }}
        />
      )}
    </div>
  );
}

/** The billing account card: the fields a customer needs, in plain words (./account.ts). */
function PartnerSummary({ partner }: { partner: Record<string, unknown> }) {
  const lines = readAccount(partner);
  if (lines.length === 0) return null;
  return (
    <section className="billing__partner card" aria-labelledby="billing-partner-heading">
      <h2 id="billing-partner-heading">Billing account</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The invoice picture in a modal dialog; focus returns to the View button on close. */
function InvoiceViewer({ row, url, onClose }: { row: PaymentRow; url: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.showModal();
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog invoice-viewer"
      aria-labelledby="invoice-viewer-title"
      onClose={onClose}
      onKeyDown={(event) => dialog.current && trapTab(event, dialog.current)}
    >
      <div className="dialog__head">
        <h2 id="invoice-viewer-title">Invoice {row.id}</h2>
        <button className="icon-button" type="button" onClick={() => dialog.current?.close()} aria-label="Close invoice">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <img src={url} alt={`Invoice ${row.id} for ${row.service}, ${row.plan}, ${formatUsd(row.total)}`} width={600} height={800} />
      <p className="invoice-viewer__save">
        {/* [§7](docs/CONTRACT.md#7-calls): the image is saved as a file named from the id and the date, as the PDF is. */}
        <a className="button button--ghost" href={url} download={invoiceFileName(row, 'jpg')}>
          Save image
          <span className="visually-hidden"> of invoice {row.id}</span>
        </a>
      </p>
    </dialog>
  );
}
