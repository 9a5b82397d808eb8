import { useEffect, useRef } from 'react';
import { trapTab } from '../../lib/focus-trap';
import { formatUsd } from '../../lib/format';
import { invoiceFileName, type PaymentRow } from './history';

/** The invoice picture in a modal dialog; focus returns to the View button on close. */
export function InvoiceViewer({ row, url, onClose }: { row: PaymentRow; url: string; onClose: () => void }) {
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
