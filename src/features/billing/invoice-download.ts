/**
 * Downloading an invoice as a PDF ([§7](docs/CONTRACT.md#7-calls)): fetched, then saved through a temporary link under the name
 * ./history.ts invoiceFileName gives it; a failed fetch shows the generic failure notice.
 */
import { GENERIC_FAILURE } from '../../lib/api/generic-failure';
import { detach } from '../../lib/lazy';
import { notify } from '../../lib/notices';
import { invoiceFileName, type PaymentRow } from './history';
import { fetchInvoice } from './store';

/** Fetches the PDF of `row`'s invoice and saves it as a file. */
export async function downloadInvoice(row: PaymentRow): Promise<void> {
  const blob = await fetchInvoice('pdf', row.id);
  if (!blob) return detach(notify(GENERIC_FAILURE));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(row, 'pdf');
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
