import { describe, expect, it } from 'vitest';
import { readAccount } from './account';
import fc from 'fast-check';
import { answerInput } from '../../../tests/support/hostile';

describe('the billing account card', () => {
  it('names the fields a customer needs in plain words, amounts in USD, dates in New York', () => {
    expect(
      readAccount({
        partner_name: 'Pat Partner',
        company_name: 'Metro Parking',
        email: 'partner@example.com',
        billing_address: { line1: '100 Main Street' },
        next_invoice_date: '2027-01-01',
        open_balance: 149,
        currency: 'USD',
        internal_flag: 'x',
      }),
    ).toEqual([
      { label: 'Company', value: 'Metro Parking' },
      { label: 'Account holder', value: 'Pat Partner' },
      { label: 'Billing email', value: 'partner@example.com' },
      { label: 'Open balance', value: '$149.00' },
      { label: 'Next invoice', value: 'January 1, 2027' },
    ]);
  });

  it('leaves out what is missing or unreadable, and shows another currency by its code', () => {
    expect(readAccount({ open_balance: '12.5', currency: 'eur', next_invoice_date: 'soon' })).toEqual([
      { label: 'Open balance', value: '12.50 EUR' },
    ]);
    expect(readAccount(null)).toEqual([]);
    expect(readAccount({ unknown: 1 })).toEqual([]);
  });
});

describe('any partner invoice answer', () => {
  it('reads as lines of text in the card’s order, or none, never a crash', () => {
    const good = {
      partner_name: 'Pat',
      company_name: 'Metro',
      email: 'p@example.com',
      open_balance: '12.5',
      currency: 'usd',
      next_invoice_date: '2027-01-01',
    };
    const labels = ['Company', 'Account holder', 'Billing email', 'Open balance', 'Next invoice'];
    fc.assert(
      fc.property(answerInput(good), (data) => {
        const lines = readAccount(data);
        expect(lines.map((line) => line.label)).toEqual(labels.filter((label) => lines.some((line) => line.label === label)));
        for (const line of lines) expect(typeof line.value === 'string' && line.value.trim() !== '').toBe(true);
      }),
    );
  });
});
