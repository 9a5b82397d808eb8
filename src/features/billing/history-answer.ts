/**
 * Reading the payment history ([§3](docs/CONTRACT.md#3-fields) "Payment history row") through a schema
 * (src/lib/api/answer.ts): anything unexpected reads as absent. A module of its own, loaded beside the request
 * (./store.ts), so that /billing does not load valibot before its first interaction.
 */
import * as v from 'valibot';
import { anything, orNull, readAnswer, record, text, textOr } from '../../lib/api/answer';
import { Finite } from '../../lib/api/catalogue-answer';
import { planTypeLabel } from '../../lib/membership';
import type { HistoryPage, PaymentRow, ServiceNamer } from './history';
import { numberOf } from '../../lib/json';

/** A number or numeric text, else 0. */
const amount = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) => numberOf(value) || 0),
  ),
  0,
);

/** A row's plan type: Monthly (1) or Yearly (2); anything else is unknown. */
const planType = v.pipe(
  anything,
  // Compared, never converted (String() of a JSON object whose toString is data throws).
  v.transform((value) => ([1, 2, '1', '2'].includes(value as never) ? planTypeLabel(value) : '—')),
);

/** A payment method in words: credit_card is Credit Card. */
const method = v.pipe(
  text,
  v.transform((value) => (value ? value.replace(/_/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase()) : '—')),
);

/** One payment; without a numeric id it does not match. */
const Row = record({
  id: Finite,
  payment_date: textOr(''),
  service: orNull(record({ id: anything, full_name: text })),
  service_id: anything,
  membership_plan: orNull(record({ name: textOr('—') })),
  user_membership: orNull(record({ plan_type: planType })),
  anet_transaction: orNull(record({ card_type: textOr('—'), method })),
  total: amount,
});

/** A page of payments: without a list of rows it does not match; rows that do not match are left out. */
const Page = record({
  data: v.array(orNull(Row)),
  per_page: anything,
  current_page: anything,
  total: anything,
});

/** The service id of a row, where the API sends one (`service.id`, else `service_id`). */
function rowServiceId(row: v.InferOutput<typeof Row>): number | null {
  const id = numberOf(row.service?.id ?? row.service_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A page of the GET partner payment-history body (`{data, per_page, current_page, total}` at the top level),
 * each service named by `nameOf` (the API's name by default).
 */
export function readHistory(body: unknown, nameOf: ServiceNamer = (fullName) => fullName): HistoryPage | null {
  const page = readAnswer(Page, body);
  if (!page) return null;
  const rows = page.data.flatMap((row): PaymentRow[] => {
    if (!row) return [];
    const service = row.service?.full_name;
    return [
      {
        id: row.id,
        paymentDate: row.payment_date,
        service: service ? nameOf(service, rowServiceId(row)) : '—',
        plan: row.membership_plan?.name ?? '—',
        planType: row.user_membership?.plan_type ?? '—',
        cardType: row.anet_transaction?.card_type ?? '—',
        method: row.anet_transaction?.method ?? '—',
        total: row.total,
      },
    ];
  });
  return {
    rows,
    perPage: numberOf(page.per_page) || rows.length || 10,
    currentPage: numberOf(page.current_page) || 1,
    total: numberOf(page.total) || 0,
  };
}
