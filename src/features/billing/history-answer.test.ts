import { describe, expect, it } from 'vitest';
import { HUGE, readEveryBreakage, WRONG_BODIES, WRONG_VALUES, withField } from '../../../tests/support/malformed-answers';
import { readHistory } from './history-answer';

const PAYMENT = {
  id: 1001,
  payment_date: '2026-03-05 02:30:00',
  total: '49.5',
  service: { id: 3, full_name: 'Touchless Parking' },
  membership_plan: { name: 'Standard' },
  user_membership: { plan_type: 2 },
  anet_transaction: { card_type: 'Visa', method: 'credit_card' },
};
const PAGE = { data: [PAYMENT], per_page: 10, current_page: 2, total: 36 };

describe('a malformed payment history', () => {
  it('reads a wrong body, or one whose data is not a list, as no history', () => {
    for (const body of WRONG_BODIES.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))) {
      expect(readHistory(body)).toBeNull();
    }
    for (const wrong of WRONG_VALUES.filter((value) => !Array.isArray(value))) expect(readHistory(withField(PAGE, ['data'], wrong))).toBeNull();
  });

  it('leaves out a row that is not an object or has no numeric id', () => {
    const ids = (rows: unknown[]) => readHistory({ ...PAGE, data: rows })?.rows.map((row) => row.id);
    expect(ids([PAYMENT, null, 'x', [PAYMENT], { ...PAYMENT, id: 'x' }, { ...PAYMENT, id: undefined }, { ...PAYMENT, id: 1002 }])).toEqual([
      1001, 1002,
    ]);
  });

  it('reads the wrong values of a row as a dash, no date or 0', () => {
    const row = readHistory({
      ...PAGE,
      data: [
        {
          id: 1001,
          payment_date: 7,
          total: HUGE,
          service: [],
          membership_plan: 'Standard',
          user_membership: null,
          anet_transaction: { card_type: {}, method: [] },
        },
      ],
    })?.rows[0];
    expect(row).toEqual({ id: 1001, paymentDate: '', service: '—', plan: '—', planType: '—', cardType: '—', method: '—', total: 0 });
  });

  it('reads the page numbers that are not numbers as the defaults', () => {
    expect(readHistory({ data: [PAYMENT], per_page: 'ten', current_page: null, total: [] })).toMatchObject({ perPage: 1, currentPage: 1, total: 0 });
    expect(readHistory({ data: [] })).toMatchObject({ rows: [], perPage: 10, currentPage: 1, total: 0 });
  });

  it('never throws, whichever field of the page or of a row is broken', () => {
    expect(() => readEveryBreakage(readHistory, PAGE)).not.toThrow();
    for (const [, page] of readEveryBreakage((row) => readHistory({ ...PAGE, data: [row] }), PAYMENT))
      expect(page?.rows.length).toBeLessThanOrEqual(1);
  });
});
