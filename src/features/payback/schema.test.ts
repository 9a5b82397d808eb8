/** The payback model's schema: what an editor may write in a service's front matter, and the mistakes it names. */
import { describe, expect, it } from 'vitest';
import { modelProblems, type PaybackModel, type ValueSpec } from './payback';
import { paybackSchema } from './schema';

const HOURS: ValueSpec = { key: 'staffHours', label: 'Staff hours a month', unit: 'hours', default: 40, min: 0, max: 2000 };
const COST: ValueSpec = {
  key: 'hourlyCost',
  label: 'Cost of an hour',
  unit: 'usd',
  default: 30,
  min: 10,
  max: 150,
  source: 'Industry estimate: a wage with benefits.',
};
const SAVED: ValueSpec = {
  key: 'timeSaved',
  label: 'Time saved',
  unit: 'percent',
  default: 50,
  min: 0,
  max: 100,
  source: 'Industry estimate: most manual work goes.',
};

const MODEL: PaybackModel = {
  inputs: [HOURS],
  assumptions: [COST, SAVED],
  setup: { default: 1000, max: 50000, source: 'Industry estimate: a few days of set-up.' },
  gains: [{ label: 'Staff time saved', factors: ['staffHours', 'timeSaved', 'hourlyCost'] }],
};

const messages = (model: unknown) => {
  const result = paybackSchema.safeParse(model);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a payback model', () => {
  it('that is whole and consistent passes', () => {
    expect(modelProblems(MODEL)).toEqual([]);
    expect(messages(MODEL)).toEqual([]);
  });

  it('names each inconsistency in an editor’s words, and the schema refuses it', () => {
    const broken: PaybackModel = {
      ...MODEL,
      inputs: [{ ...HOURS, key: 'plan', default: 4000 }],
      assumptions: [COST, { ...SAVED, key: 'hourlyCost', max: 150 }],
      gains: [{ label: 'Staff time saved', factors: ['staffHour', 'hourlyCost'] }],
    };
    const problems = modelProblems(broken);
    expect(problems).toEqual([
      'The key "hourlyCost" names two numbers; give each its own.',
      'The key "plan" is taken by the page; choose another.',
      '"Staff hours a month": the default must lie between the lowest and the highest value.',
      '"Staff hours a month" (plan) is in no gain: use it in a gain\'s factors or remove it.',
      '"Time saved": a percent is at most 100.',
      'The gain "Staff time saved" names "staffHour", which is no input or assumption of this model.',
    ]);
    expect(messages(broken)).toEqual(problems);
  });

  it('refuses a count that is not whole, limits upside down and a set-up above its highest value', () => {
    const count: ValueSpec = { ...HOURS, unit: 'count', default: 2.5 };
    expect(modelProblems({ ...MODEL, inputs: [count] })).toEqual(['"Staff hours a month": a count takes whole numbers only.']);
    expect(modelProblems({ ...MODEL, inputs: [{ ...count, default: 5, min: 10, max: 10 }] })).toEqual([
      '"Staff hours a month": the lowest value must be below the highest.',
    ]);
    expect(modelProblems({ ...MODEL, setup: { ...MODEL.setup, default: 60000 } })).toEqual(['The set-up cost must not be above its highest value.']);
  });

  it('refuses a key that is no single word, an assumption without a source, and an unknown field', () => {
    expect(messages({ ...MODEL, inputs: [{ ...HOURS, key: 'staff hours' }] })).toContain(
      'a key is one word of letters and digits starting with a small letter, e.g. staffHours',
    );
    const { source: _source, ...unsourced } = COST;
    expect(paybackSchema.safeParse({ ...MODEL, assumptions: [unsourced, SAVED] }).success).toBe(false);
    expect(paybackSchema.safeParse({ ...MODEL, extra: 1 }).success).toBe(false);
  });
});
