/**
 * Reading the payment history ([§3](docs/CONTRACT.md#3-fields) "Payment history row") and formatting it for the billing table. Read by hand,
 * not through a schema (src/lib/api/answer.ts): /billing loads no valibot otherwise, and valibot's smallest
 * schema would add more than 1 KB gzip to it.
 */
import type { ServerService } from '../../lib/api/catalogue';
import { newYorkDay, TIME_ZONE } from '../../lib/format';
import { asNumber, asRecord, asText, pick } from '../../lib/json';
import { planTypeLabel } from '../../lib/membership';

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

/** The service id of a row, where the API sends one. */
function rowServiceId(row: Record<string, unknown>): number | null {
  const id = asNumber(pick(row, 'service', 'id') ?? row['service_id']);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A page of the GET partner payment-history body (`{data, per_page, current_page, total}` at the top level),
 * each service named by `nameOf` (the API's name by default).
 */
export function readHistory(body: unknown, nameOf: ServiceNamer = (fullName) => fullName): HistoryPage | null {
  const record = asRecord(body);
  if (!record || !Array.isArray(record['data'])) return null;
  const rows = record['data'].flatMap((value): PaymentRow[] => {
    const row = asRecord(value);
    if (!row || !Number.isFinite(asNumber(row['id']))) return [];
    const service = asText(pick(row, 'service', 'full_name'));
    return [
      {
        id: asNumber(row['id']),
        paymentDate: asText(row['payment_date']) ?? '',
        service: service ? nameOf(service, rowServiceId(row)) : '—',
        plan: asText(pick(row, 'membership_plan', 'name')) ?? '—',
        planType: rowPlanType(pick(row, 'user_membership', 'plan_type')),
        cardType: asText(pick(row, 'anet_transaction', 'card_type')) ?? '—',
        method: methodLabel(pick(row, 'anet_transaction', 'method')),
        total: asNumber(row['total']) || 0,
      },
    ];
  });
  return {
    rows,
    perPage: asNumber(record['per_page']) || rows.length || 10,
    currentPage: asNumber(record['current_page']) || 1,
    total: asNumber(record['total']) || 0,
  };
}

/** A row's plan type: Monthly (1) or Yearly (2); anything else is unknown. */
function rowPlanType(value: unknown): string {
  return [1, 2, '1', '2'].includes(value as number | string) ? planTypeLabel(value) : '—';
}

function methodLabel(value: unknown): string {
  const text = asText(value);
  return text ? text.replace(/_/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase()) : '—';
}

/** The API's UTC timestamp as a Date, or null. */
export function parseApiDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A payment date shown in New York time, e.g. "Mar 5, 2026, 9:30 AM". */
export function formatPaymentDate(value: string): string {
  const date = parseApiDate(value);
  if (!date) return value || '—';
  return new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(date);
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
