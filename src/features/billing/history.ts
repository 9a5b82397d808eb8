/**
 * The payment history ([§3](docs/CONTRACT.md#3-fields) "Payment history row") as the billing table shows it: its rows, dates, file names
 * and paging. Its reading from the API's answer is ./history-answer.ts, loaded with the request.
 */
import type { ServerService } from '../../lib/api/catalogue';
import { newYorkDay, TIME_ZONE } from '../../lib/format';
import { loadCode } from '../../lib/lazy';

/**
 * The reader of the history's answer (./history-answer.ts, with valibot), loaded on first use (tried twice,
 * src/lib/lazy.ts): a page starts loading it with its request, so the answer never waits for it and the page
 * does not load valibot for it with its first screen.
 */
export const loadHistoryReader = () => loadCode(() => import('./history-answer'));

/** One payment. */
export interface PaymentRow {
  readonly id: number;
  /** As the API sends it: "YYYY-MM-DD HH:mm:ss" in UTC. */
  readonly paymentDate: string;
  readonly service: string;
  readonly plan: string;
  readonly planType: string;
  readonly cardType: string;
  readonly method: string;
  readonly total: number;
}

/** One page of payments. */
export interface HistoryPage {
  readonly rows: readonly PaymentRow[];
  readonly perPage: number;
  readonly currentPage: number;
  readonly total: number;
}

/** The name the table shows for a row's service, from the API's full_name and the id when the row carries one. */
export type ServiceNamer = (fullName: string, id: number | null) => string;

/**
 * The site's name of a row's service from the catalogue (GET /services with the site's names): by the row's
 * service id where it carries one (`service.id` or `service_id`), else by the API's full_name, which [§3](docs/CONTRACT.md#3-fields)'s row
 * does carry; a service the catalogue does not know keeps the row's name.
 */
export function serviceNamer(services: readonly ServerService[] | null): ServiceNamer {
  return (fullName, id) => {
    const byId = id === null ? undefined : services?.find((service) => service.id === id);
    return (byId ?? services?.find((service) => service.full_name === fullName))?.name ?? fullName;
  };
}

/** The API's UTC timestamp as a Date, or null. */
export function parseApiDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A payment date shown in New York time, e.g. "Mar 5, 2026, 9:30 AM" (in `locale`'s way: fr-CA "5 mars 2026, 09 h 30"). */
export function formatPaymentDate(value: string, locale = 'en-US'): string {
  const date = parseApiDate(value);
  if (!date) return value || '—';
  return new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The payment's calendar day in New York, YYYY-MM-DD. */
export function paymentDay(value: string): string {
  const date = parseApiDate(value);
  if (!date) return 'undated';
  return newYorkDay(date);
}

/** An invoice file's name ([§7](docs/CONTRACT.md#7-calls): from the id and the date): invoice-{id}-{YYYY-MM-DD}.pdf, or .jpg for the image. */
export function invoiceFileName(row: Pick<PaymentRow, 'id' | 'paymentDate'>, format: 'pdf' | 'jpg'): string {
  return `invoice-${row.id}-${paymentDay(row.paymentDate)}.${format}`;
}

/** The number of pages of a history. */
export function pageCount(page: Pick<HistoryPage, 'total' | 'perPage'>): number {
  return Math.max(1, Math.ceil(page.total / Math.max(1, page.perPage)));
}

/** The page and search of the billing URL's query (page 1 by default). */
export function readQuery(search: string): { page: number; search: string } {
  const params = new URLSearchParams(search);
  const page = Math.floor(Number(params.get('page')));
  return { page: Number.isFinite(page) && page >= 1 ? page : 1, search: params.get('search') ?? '' };
}

/** The billing URL's query for a page and search. */
export function writeQuery(query: { page: number; search: string }): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.search) params.set('search', query.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}
