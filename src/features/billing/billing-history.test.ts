import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPaymentDate, invoiceFileName, pageCount, paymentDay, readQuery, writeQuery } from './history';
import { readHistory } from './history-answer';
import { withWebKitEnCa } from '../../../tests/support/webkit-intl';

// withWebKitEnCa replaces Intl.DateTimeFormat for one test.
afterEach(() => {
  vi.restoreAllMocks();
});

const row = {
  id: 1001,
  payment_date: '2026-03-05 02:30:00',
  total: 349,
  service: { full_name: 'Monthly Parking Management' },
  membership_plan: { name: 'Professional' },
  user_membership: { plan_type: 2 },
  anet_transaction: { card_type: 'Visa', method: 'credit_card' },
};

describe('payment history', () => {
  it('reads the rows and paging of the top-level answer', () => {
    const page = readHistory({ data: [row], per_page: 10, current_page: 2, total: 36 });
    expect(page?.rows[0]).toEqual({
      id: 1001,
      paymentDate: '2026-03-05 02:30:00',
      service: 'Monthly Parking Management',
      plan: 'Professional',
      planType: 'Yearly',
      cardType: 'Visa',
      method: 'Credit Card',
      total: 349,
    });
    expect(page && pageCount(page)).toBe(4);
    expect(page?.currentPage).toBe(2);
  });

  it('treats a malformed answer as no data and skips malformed rows', () => {
    expect(readHistory(null)).toBeNull();
    expect(readHistory({ data: 'x' })).toBeNull();
    expect(readHistory({ data: [null, { id: 'x' }, { id: 5 }], total: 1 })?.rows.map((r) => r.id)).toEqual([5]);
  });

  it('shows dates in New York time, across the UTC day boundary', () => {
    expect(formatPaymentDate('2026-03-05 02:30:00')).toBe('Mar 4, 2026, 9:30 PM');
    expect(paymentDay('2026-03-05 02:30:00')).toBe('2026-03-04');
    expect(formatPaymentDate('not a date')).toBe('not a date');
  });

  it('names the download invoice-{id}-{YYYY-MM-DD}.pdf', () => {
    expect(invoiceFileName({ id: 1001, paymentDate: '2026-07-01 12:00:00' }, 'pdf')).toBe('invoice-1001-2026-07-01.pdf');
    // [§7](docs/CONTRACT.md#7-calls): the image too is saved under the id and the date.
    expect(invoiceFileName({ id: 1001, paymentDate: '2026-07-01 12:00:00' }, 'jpg')).toBe('invoice-1001-2026-07-01.jpg');
  });

  it('names it the same in WebKit, whose en-CA dates read 07/01/2026 (the name held slashes there)', () => {
    withWebKitEnCa();
    expect(invoiceFileName({ id: 1001, paymentDate: '2026-07-01 12:00:00' }, 'pdf')).toBe('invoice-1001-2026-07-01.pdf');
  });

  it('keeps page and search in the query, page 1 by default', () => {
    expect(readQuery('')).toEqual({ page: 1, search: '' });
    expect(readQuery('?page=3&search=visa')).toEqual({ page: 3, search: 'visa' });
    expect(readQuery('?page=-2')).toEqual({ page: 1, search: '' });
    expect(writeQuery({ page: 1, search: '' })).toBe('');
    expect(writeQuery({ page: 2, search: 'a b' })).toBe('?page=2&search=a+b');
  });
});
