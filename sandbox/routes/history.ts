/** GET /partner/payment-history: a Bearer user's payments, paged and searched. */
import type { PaymentRow, User } from '../data.ts';
import { PAYMENT_HISTORY } from '../data.ts';
import { json } from '../http.ts';
import type { SandboxState } from '../state.ts';
import { bearer, isReply } from './auth.ts';
import type { Handler } from './context.ts';

const PER_PAGE = 10;

/**
 * The payment rows a user may see: the seeded users' fixed history (so tests that page through it never race
 * a payment made beside them), or the charges made here for anyone else (a registered customer), newest first.
 */
export function historyOf(user: User, state: SandboxState): readonly PaymentRow[] {
  return user.hasHistory ? PAYMENT_HISTORY : state.chargesOf(user);
}

/** Whether a row matches a search: id, service, plan or card type contains the text, ignoring case. */
function matches(row: PaymentRow, search: string): boolean {
  const haystack = [String(row.id), row.service.full_name, row.membership_plan.name, row.anet_transaction.card_type];
  return haystack.some((value) => value.toLowerCase().includes(search));
}

export const paymentHistory: Handler = (context) => {
  const user = bearer(context);
  if (isReply(user)) return user;
  const pageParam = Number(context.url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const search = (context.url.searchParams.get('search') ?? '').trim().toLowerCase();
  const rows = historyOf(user, context.state).filter((row) => search === '' || matches(row, search));
  return json(200, { data: rows.slice((page - 1) * PER_PAGE, page * PER_PAGE), per_page: PER_PAGE, current_page: page, total: rows.length });
};
