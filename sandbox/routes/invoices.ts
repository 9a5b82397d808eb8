/** GET /partner/invoice and the invoice files of a Bearer user's payments. */
import { fail, file, ok, stalled } from '../http.ts';
import { invoiceJpeg, invoicePdf } from '../invoice.ts';
import { bearer, isReply } from './auth.ts';
import type { Handler } from './context.ts';
import { historyOf } from './history.ts';

export const partnerInvoice: Handler = (context) => {
  const user = bearer(context);
  if (isReply(user)) return user;
  const latest = historyOf(user, context.state)[0];
  return ok(
    {
      partner_name: user.name,
      company_name:
        user.partner_slug === ''
          ? 'ParkCloud customer'
          : user.partner_slug
              .split('-')
              .map((word) => word[0]?.toUpperCase() + word.slice(1))
              .join(' '),
      email: user.email,
      billing_address: {
        line1: '100 Main Street',
        line2: 'Suite 400',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        country: 'United States',
      },
      next_invoice_date: '2027-01-01',
      open_balance: latest?.total ?? 0,
      currency: 'USD',
    },
    200,
  );
};

/** GET /invoice/pdf/:id and /invoice/jpg/:id for a payment of the token's user. */
export function invoiceFile(kind: 'pdf' | 'jpg'): Handler {
  return async (context) => {
    const user = bearer(context);
    if (isReply(user)) return user;
    const id = context.params[0] ?? '';
    // A file whose answer stalls after its headers (test trigger).
    if (id === 'stall') return stalled();
    const row = historyOf(user, context.state).find((candidate) => String(candidate.id) === id);
    if (row === undefined) return fail(404, 'Invoice not found.');
    return kind === 'pdf'
      ? file('application/pdf', `attachment; filename="invoice-${row.id}.pdf"`, invoicePdf(row, user.name))
      : file('image/jpeg', `inline; filename="invoice-${row.id}.jpg"`, await invoiceJpeg());
  };
}
