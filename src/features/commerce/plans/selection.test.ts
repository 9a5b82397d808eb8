import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STARTER_PLAN } from '../../../../tests/support/card';
import { answerInput } from '../../../../tests/support/hostile';
import { planSelection } from './plans';
import { PlanSelectionSchema, readPlanSelection } from './selection';

const NOW = 1_800_000_000_000;

describe('the plan handed to /payment, whatever the navigation state holds', () => {
  it('is read as a plan selection of the schema’s shape, or as none, never a crash', () => {
    const selection = {
      ...planSelection({ id: 1, name: 'Monthly Parking' }, STARTER_PLAN, 'monthly'),
      token: 'sbx_1',
      tokenExpiresAt: NOW,
      existingMembershipPlanId: 7,
    };
    fc.assert(
      fc.property(answerInput(selection), (state) => {
        const read = readPlanSelection(state);
        if (read === null) return;
        expect(v.is(PlanSelectionSchema, read)).toBe(true);
        expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
      }),
    );
  });
});
