/**
 * Properties of the payment history's readers, through their exported functions only, so they hold whichever way
 * the readers are written (by hand or through a schema). Kept apart from history.test.ts on purpose.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerInput, hostileText } from '../../../tests/support/hostile';
import { readHistory } from './history-answer';
import { readQuery, writeQuery } from './history';

const ROW = {
  id: 9,
  payment_date: '2026-03-05 14:30:00',
  service: { id: 3, full_name: 'Touchless Parking' },
  service_id: 3,
  membership_plan: { name: 'Starter' },
  user_membership: { plan_type: 1 },
  anet_transaction: { card_type: 'Visa', method: 'credit_card' },
  total: '149.00',
};
const PAGE = { data: [ROW, { ...ROW, id: 10 }], per_page: 10, current_page: 1, total: 2 };

describe('any answer of GET partner payment history', () => {
  it('reads as a page of rows of text and finite numbers, or none, never a crash', () => {
    const answers = fc.oneof(
      answerInput(PAGE),
      answerInput(ROW).map((row) => ({ ...PAGE, data: [row] })),
    );
    fc.assert(
      fc.property(answers, (body) => {
        const page = readHistory(body);
        if (page === null) return;
        for (const count of [page.perPage, page.currentPage, page.total]) expect(Number.isFinite(count)).toBe(true);
        for (const row of page.rows) {
          expect(Number.isFinite(row.id) && Number.isFinite(row.total)).toBe(true);
          for (const text of [row.paymentDate, row.service, row.plan, row.planType, row.cardType, row.method]) expect(typeof text).toBe('string');
          expect(['Monthly', 'Yearly', '—']).toContain(row.planType);
        }
      }),
    );
  });
});

// Shrunk by the property above: a row id, a plan type or a count that cannot become a number or text (its toString is data).
it('reads a row whose id cannot become a number as no row, and such a plan type or count as unknown', () => {
  const unconvertible = JSON.parse('{"hasOwnProperty":1,"valueOf":null,"toString":"x","toJSON":{}}') as unknown;
  expect(readHistory({ ...PAGE, data: [{ ...ROW, id: unconvertible }] })?.rows).toEqual([]);
  const page = readHistory({
    data: [{ ...ROW, user_membership: { plan_type: unconvertible } }],
    per_page: unconvertible,
    current_page: 1,
    total: unconvertible,
  });
  expect(page?.rows.map((row) => row.planType)).toEqual(['—']);
  expect([page?.perPage, page?.total]).toEqual([1, 0]);
});

describe('the billing address’s query, whatever it holds', () => {
  it('reads as a page from 1 and a search, and writes back what it read', () => {
    const search = fc.oneof(
      hostileText(),
      fc
        .record({ page: fc.oneof(hostileText(8), fc.integer().map(String), fc.double().map(String)), search: hostileText() })
        .map((query) => `?${new URLSearchParams(query).toString()}`),
    );
    fc.assert(
      fc.property(search, (text) => {
        const query = readQuery(text);
        expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
        expect(typeof query.search).toBe('string');
        expect(readQuery(writeQuery(query))).toEqual(query);
      }),
    );
  });
});
