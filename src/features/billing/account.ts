/**
 * The billing account card of /billing, from GET partner invoice: the fields a customer needs, named in
 * plain words, amounts in US dollars and dates in New York's calendar. Fields the site does not know are
 * left out; the answer's shape is the provider's ([§7](docs/CONTRACT.md#7-calls) does not show it), so every field is optional.
 */
import { formatUsd, TIME_ZONE } from '../../lib/format';
import { asRecord, asText } from '../../lib/json';
import { parseApiDate } from './history';

/** One line of the card. */
export interface AccountLine {
  readonly label: string;
  readonly value: string;
}

/** A calendar day of the API ("2027-01-01", or a timestamp) as New York reads it: "January 1, 2027". */
function formatDay(value: unknown): string | null {
  const text = asText(value);
  if (!text) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(text) ? parseApiDate(`${text} 12:00:00`) : parseApiDate(text);
  return day ? new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'long' }).format(day) : null;
}

/** An amount in US dollars, when the answer's currency is USD (or unnamed). */
function formatAmount(value: unknown, currency: unknown): string | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(amount)) return null;
  const code = asText(currency)?.toUpperCase() ?? 'USD';
  return code === 'USD' ? formatUsd(amount) : `${amount.toFixed(2)} ${code}`;
}

/** The lines of the card, in the order a customer reads them; empty when the answer has none of them. */
export function readAccount(data: unknown): AccountLine[] {
  const account = asRecord(data);
  if (!account) return [];
  const lines: Array<[string, string | null]> = [
    ['Company', asText(account['company_name'])],
    ['Account holder', asText(account['partner_name'])],
    ['Billing email', asText(account['email'])],
    ['Open balance', formatAmount(account['open_balance'], account['currency'])],
    ['Next invoice', formatDay(account['next_invoice_date'])],
  ];
  return lines.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
