/**
 * Billing and invoices ([§2](docs/CONTRACT.md#2-routes), [§4](docs/CONTRACT.md#4-flows), [§7](docs/CONTRACT.md#7-calls)): the payment history in a paged table with search, and each invoice to
 * view (with a Save action) or download, both saved as files named from the id and the date. Visitors are sent
 * to /page. The page and search live in the URL's query. When the code these load on first use is gone after
 * a deploy, the page says so with a Reload action (src/lib/code-missing.tsx).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { GENERIC_FAILURE } from '../../lib/api/generic-failure';
import { CodeMissing } from '../../lib/code-missing';
import { detach } from '../../lib/lazy';
import { notify } from '../../lib/notices';
import { $session } from '../../lib/session/store';
import { readAccount } from './account';
import { pageCount, type PaymentRow } from './history';
import { historyPager } from './history-pager';
import { downloadInvoice } from './invoice-download';
import { InvoiceViewer } from './InvoiceViewer';
import { paymentTable } from './payment-table';
import { $history, $partnerInvoice, fetchInvoice, loadHistory, loadPartnerInvoice } from './store';
import { useHistoryAddress } from './use-history-address';
import { useVisitorRedirect } from './use-visitor-redirect';

export default function BillingHistory() {
  const session = useStore($session);
  const history = useStore($history);
  const partner = useStore($partnerInvoice);
  const [query, go] = useHistoryAddress();
  const [searchText, setSearchText] = useState(query.search);
  const [pageText, setPageText] = useState(String(query.page));
  const [viewing, setViewing] = useState<{
    row: PaymentRow;
    url: string;
  } | null>(null);
  // Code loaded on first use (the HTTP client) was gone for the account card, a View or a Download.
  const [codeMissing, setCodeMissing] = useState(false);
  const missing = () => setCodeMissing(true);

  useVisitorRedirect();

  const token = session?.access_token;
  useEffect(() => {
    if (token) detach(loadPartnerInvoice(), missing);
  }, [token]);

  // A new page or search (or Back to one) loads it and shows it in the search and page fields.
  useEffect(() => {
    if (!token) return;
    void loadHistory(query);
    setPageText(String(query.page));
    setSearchText(query.search);
  }, [query, token]);

  if (!session) return <p role="status">Please log in to see your payment history.</p>;

  const pages = history.status === 'ready' ? pageCount(history.page) : 1;

  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    go({ page: 1, search: searchText.trim() });
  };

  const view = async (row: PaymentRow) => {
    const blob = await fetchInvoice('jpg', row.id);
    if (!blob) return detach(notify(GENERIC_FAILURE));
    setViewing({ row, url: URL.createObjectURL(blob) });
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

      {paymentTable(
        history,
        query,
        (row) => detach(view(row), missing),
        (row) => detach(downloadInvoice(row), missing),
      )}

      {historyPager(query, pages, pageText, setPageText, go)}

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
