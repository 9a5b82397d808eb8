/** The payback rules: each service's model with numbers worked out by hand, then the rules every model keeps for any input. */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  checkAll,
  checkValue,
  defaultTexts,
  estimate,
  fieldLabel,
  followPricing,
  formatMoney,
  modelProblems,
  monthlyCost,
  paybackMonth,
  paybackText,
  readAddress,
  specsOf,
  writeAddress,
  type AddressState,
  type Payments,
  type PaybackModel,
  type ValueSpec,
} from './payback';
import { paybackSchema } from './schema';
import { chartOf } from './chart';
import { translator } from '../../i18n/translate';

const SERVICES = new URL('../../../content/services/', import.meta.url);

/** The models of content/services, by file name, as the content schema reads them. */
const MODELS: ReadonlyMap<string, PaybackModel> = new Map(
  readdirSync(SERVICES)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(new URL(file, SERVICES), 'utf8'))?.[1] ?? '';
      const payback = (parse(front) as { payback?: unknown }).payback;
      return payback === undefined ? [] : [[file.replace(/\.md$/, ''), paybackSchema.parse(payback)] as const];
    }),
);

const model = (slug: string): PaybackModel => {
  const found = MODELS.get(slug);
  if (!found) throw new Error(`content/services/${slug}.md has no payback model`);
  return found;
};

const MONTHLY: Payments = { billing: 'monthly', amount: 349 };

describe('the models of content/services', () => {
  it('are at least four, each without a problem', () => {
    expect(MODELS.size).toBeGreaterThanOrEqual(4);
    for (const [slug, found] of MODELS) expect(modelProblems(found), slug).toEqual([]);
  });

  it('Monthly Parking: billing time saved and late payments recovered', () => {
    // 40 h × 60 % × $32 = $768; 150 parkers × $175 × 4 % × 50 % = $525; $1,293 a month.
    const result = estimate(
      model('monthly-parking-system'),
      { parkers: 150, rate: 175, billingHours: 40, hourlyCost: 32, timeSaved: 60, lateShare: 4, recovered: 50, setup: 1500 },
      MONTHLY,
    );
    expect(result.gains.map((gain) => gain.amount)).toEqual([768, 525]);
    expect(result.gain).toBe(1293);
    // Month 1: 1,293 − 1,500 − 349 = −556; month 2: 2,586 − 1,500 − 698 = 388.
    expect(result.months.slice(0, 2).map((row) => row.total)).toEqual([-556, 388]);
    expect(result.payback).toBe(2);
    expect(result.months.at(-1)).toEqual({ month: 36, gained: 46548, paid: 1500 + 36 * 349, total: 32484 });
  });

  it('Parking Enforcement: unpaid citations collected and officer time saved', () => {
    // 250 × $45 × 35 % × 30 % = $1,181.25; 160 h × 25 % × $30 = $1,200.
    const result = estimate(
      model('parking-enforcement-system'),
      { citations: 250, patrolHours: 160, averageFine: 45, unpaidShare: 35, collectedShare: 30, hourlyCost: 30, timeSaved: 25, setup: 3000 },
      { billing: 'monthly', amount: 389 },
    );
    expect(result.gains[0]?.amount).toBeCloseTo(1181.25, 6);
    expect(result.gains[1]?.amount).toBe(1200);
    // Month 1: 2,381.25 − 3,000 − 389 = −1,007.75; month 2: 4,762.50 − 3,000 − 778 = 984.50.
    expect(result.months[0]?.total).toBeCloseTo(-1007.75, 6);
    expect(result.months[1]?.total).toBeCloseTo(984.5, 6);
    expect(result.payback).toBe(2);
  });

  it('Touchless Parking: cashier hours saved and ticket revenue no longer lost', () => {
    // 240 h × 50 % × $22 = $2,640; 6,000 exits × $14 × 2 % × 50 % = $840.
    const result = estimate(
      model('touchless-parking-system'),
      { exits: 6000, cashierHours: 240, averageTicket: 14, leakage: 2, leakageStopped: 50, hourlyCost: 22, cashierShare: 50, setup: 8000 },
      { billing: 'monthly', amount: 389 },
    );
    expect(result.gains.map((gain) => gain.amount)).toEqual([2640, 840]);
    // Each month nets 3,480 − 389 = 3,091 against 8,000: −1,818 after month 2, 1,273 after month 3.
    expect(result.months[1]?.total).toBe(-1818);
    expect(result.months[2]?.total).toBe(1273);
    expect(result.payback).toBe(3);
  });

  it('Online Reservations: new bookings and booking time saved', () => {
    // 100 spaces × 1 booking × $18 × 80 % = $1,440; 30 h × 70 % × $25 = $525.
    const result = estimate(
      model('online-reservations'),
      { spaces: 100, averageBooking: 18, bookingHours: 30, extraBookings: 1, keptShare: 80, hourlyCost: 25, timeSaved: 70, setup: 1000 },
      MONTHLY,
    );
    expect(result.gains.map((gain) => gain.amount)).toEqual([1440, 525]);
    // Month 1: 1,965 − 1,000 − 349 = 616: paid back in the first month.
    expect(result.months[0]?.total).toBe(616);
    expect(result.payback).toBe(1);
  });

  it('yearly billing pays each year at its first month, and the payback is when the total stays paid back', () => {
    const monthly = model('monthly-parking-system');
    const values = checkAll(monthly, defaultTexts(monthly)).values ?? {};
    const result = estimate(monthly, values, { billing: 'yearly', amount: 3490 });
    expect(result.cost).toBeCloseTo(3490 / 12, 6);
    // Month 3: 3,879 − 1,500 − 3,490 = −1,111; month 4: 5,172 − 4,990 = 182; month 13 pays the second year.
    expect(result.months[2]?.total).toBe(-1111);
    expect(result.months[3]?.total).toBe(182);
    expect(result.months[12]).toMatchObject({ paid: 1500 + 2 * 3490, total: 16809 - 8480 });
    expect(result.payback).toBe(4);
  });

  it('no payback within 36 months says so in words', () => {
    const monthly = model('monthly-parking-system');
    const values = { ...(checkAll(monthly, defaultTexts(monthly)).values ?? {}), parkers: 1, billingHours: 0 };
    const result = estimate(monthly, values, MONTHLY);
    expect(result.payback).toBeNull();
    expect(paybackText(result.payback)).toBe('Not within 36 months');
  });
});

describe('a number typed in a field', () => {
  const parkers: ValueSpec = { key: 'parkers', label: 'Monthly parkers', unit: 'count', default: 150, min: 1, max: 20000 };
  const share: ValueSpec = { key: 'share', label: 'Share', unit: 'percent', default: 50, min: 0, max: 100 };

  it('is labelled with its unit', () => {
    expect(fieldLabel(parkers)).toBe('Monthly parkers');
    expect(fieldLabel(share)).toBe('Share (%)');
    expect(fieldLabel({ ...share, unit: 'usd' })).toBe('Share ($)');
    expect(fieldLabel({ ...share, unit: 'hours' })).toBe('Share (hours)');
  });

  it('is read with a dollar sign, a percent sign, spaces and thousands separators', () => {
    expect(checkValue(parkers, ' 1,200 ')).toEqual({ ok: true, value: 1200 });
    expect(checkValue(share, '12.5%')).toEqual({ ok: true, value: 12.5 });
    expect(checkValue({ ...share, unit: 'usd', max: 500 }, '$45')).toEqual({ ok: true, value: 45 });
    expect(checkValue(share, '.5')).toEqual({ ok: true, value: 0.5 });
  });

  it('is refused with a message when empty, negative, not a number, beyond its limits or not whole for a count', () => {
    expect(checkValue(parkers, '')).toEqual({ ok: false, message: 'Please enter a number.' });
    expect(checkValue(parkers, '-5')).toEqual({ ok: false, message: 'Please enter a number from 1 to 20,000.' });
    expect(checkValue(parkers, '20001')).toEqual({ ok: false, message: 'Please enter a number from 1 to 20,000.' });
    expect(checkValue(parkers, 'many')).toEqual({ ok: false, message: 'Please enter a number, e.g. 150.' });
    expect(checkValue(parkers, '1e5')).toEqual({ ok: false, message: 'Please enter a number, e.g. 150.' });
    expect(checkValue(parkers, 'Infinity')).toMatchObject({ ok: false });
    expect(checkValue(parkers, '12.5')).toEqual({ ok: false, message: 'Please enter a whole number.' });
    // A minus sign is refused, even on a zero.
    expect(checkValue(share, '-0')).toEqual({ ok: false, message: 'Please enter a number from 0 to 100.' });
  });

  it('of a model refuses the estimate while any field is refused, naming that field', () => {
    const monthly = model('monthly-parking-system');
    const { values, errors } = checkAll(monthly, { ...defaultTexts(monthly), rate: 'abc' });
    expect(values).toBeNull();
    expect(errors).toEqual({ rate: 'Please enter a number, e.g. 175.' });
  });
});

describe('the estimate in French and Spanish', () => {
  const french = { t: translator('fr'), locale: 'fr-CA' };
  const spanish = { t: translator('es'), locale: 'es' };
  const parkers: ValueSpec = { key: 'parkers', label: 'Abonnés mensuels', unit: 'count', default: 1500, min: 1, max: 20000 };
  const hours: ValueSpec = { key: 'hours', label: 'Heures de facturation', unit: 'hours', default: 40, min: 0, max: 2000 };
  const share: ValueSpec = { key: 'share', label: 'Part', unit: 'percent', default: 50, min: 0, max: 100 };
  /** The text with its no-break spaces (Intl's, the formatter's groups) written as spaces, to read. */
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('reads a comma or a point as the decimal mark, spaces and the marks around a number let through', () => {
    expect(checkValue(share, '12,5', french)).toEqual({ ok: true, value: 12.5 });
    expect(checkValue(share, '12.5', french)).toEqual({ ok: true, value: 12.5 });
    expect(checkValue(share, '60 %', french)).toEqual({ ok: true, value: 60 });
    expect(checkValue({ ...share, unit: 'usd', max: 5000 }, '1 500 $', french)).toEqual({ ok: true, value: 1500 });
    expect(checkValue({ ...share, unit: 'usd', max: 5000 }, '1\u00a0500 $ US', french)).toEqual({ ok: true, value: 1500 });
    expect(checkValue({ ...share, unit: 'usd', max: 5000 }, 'US$1500', spanish)).toEqual({ ok: true, value: 1500 });
    // Thousands grouped by a point (Spain) or a comma (Mexico) are thousands, never a decimal of three places.
    expect(checkValue(parkers, '1.500', spanish)).toEqual({ ok: true, value: 1500 });
    expect(checkValue(parkers, '12,000', spanish)).toEqual({ ok: true, value: 12000 });
    // "1,5" is one and a half: not a whole number of parkers.
    expect(checkValue(parkers, '1,5', french)).toEqual({ ok: false, message: 'Veuillez entrer un nombre entier.' });
  });

  it('refuses in the language, its numbers written its way', () => {
    expect(checkValue(parkers, '', french)).toEqual({ ok: false, message: 'Veuillez entrer un nombre.' });
    const range = checkValue(parkers, '20001', french);
    expect(range.ok || spaced(range.message)).toBe('Veuillez entrer un nombre de 1 à 20 000.');
    // Spanish groups no thousands of four digits (the RAE's rule), as Intl writes them.
    const example = checkValue(parkers, 'beaucoup', spanish);
    expect(example.ok || spaced(example.message)).toBe('Ingrese un número, p. ej., 1500.');
    expect(checkValue(parkers, '-5', spanish)).toMatchObject({ ok: false });
    expect(checkValue(parkers, '1e5', french)).toMatchObject({ ok: false });
  });

  it('labels, sums, the payback and the chart in the language', () => {
    expect(fieldLabel(hours, french)).toBe('Heures de facturation (heures)');
    expect(fieldLabel(share, french)).toBe('Part (%)');
    expect(spaced(formatMoney(32484, 'fr-CA'))).toBe('32 484 $ US');
    expect(spaced(formatMoney(-556.4, 'fr-CA'))).toBe('−556 $ US');
    expect(paybackText(1, french)).toBe('1 mois');
    expect(paybackText(7, spanish)).toBe('7 meses');
    expect(paybackText(null, spanish)).toBe('No en 36 meses');
    const monthly = model('monthly-parking-system');
    const values = checkAll(monthly, defaultTexts(monthly), french).values ?? {};
    const chart = chartOf(estimate(monthly, values, MONTHLY), french);
    expect(chart.ticks.map((tick) => tick.label)).toEqual(['Début', 'Mois 12', 'Mois 24', 'Mois 36']);
  });
});

describe('money and the payback in words', () => {
  it('are whole dollars with a minus sign, never "-$0"', () => {
    expect(formatMoney(32484)).toBe('$32,484');
    expect(formatMoney(-556.4)).toBe('−$556');
    expect(formatMoney(-0.2)).toBe('$0');
    expect(paybackText(1)).toBe('1 month');
    expect(paybackText(7)).toBe('7 months');
  });

  it('a plan without a usable price has no monthly cost', () => {
    expect(monthlyCost({ billing: 'monthly', amount: 349 })).toBe(349);
    expect(monthlyCost({ billing: 'yearly', amount: 1200 })).toBe(100);
    expect(monthlyCost({ billing: 'monthly', amount: 0 })).toBeNull();
    expect(monthlyCost({ billing: 'monthly', amount: Number.NaN })).toBeNull();
  });

  it('the payback is the month from which every total stays at zero or above', () => {
    expect(paybackMonth([-3, -1, 2, 5])).toBe(3);
    expect(paybackMonth([1, -1, 2])).toBe(3);
    expect(paybackMonth([0, 1])).toBe(1);
    expect(paybackMonth([-3, 2, -1])).toBeNull();
  });
});

describe('the address of an estimate', () => {
  const monthly = model('monthly-parking-system');
  const defaults: AddressState = { texts: defaultTexts(monthly), plan: 103, billing: 'monthly' };

  it('holds only what differs from the defaults, and keeps the address’s other parameters', () => {
    const state = { texts: { ...defaults.texts, parkers: '400', rate: 'abc' }, plan: 104, billing: 'yearly' } as const;
    expect(writeAddress('?utm_source=mail', monthly, state, defaults)).toBe('?utm_source=mail&parkers=400&rate=abc&plan=104&billing=yearly');
    expect(writeAddress('?parkers=400', monthly, defaults, defaults)).toBe('');
  });

  it('is read back as it was written, a refused text included', () => {
    const state: AddressState = { texts: { ...defaults.texts, parkers: '400', setup: '-1' }, plan: 102, billing: 'yearly' };
    expect(readAddress(writeAddress('', monthly, state, defaults), monthly, defaults)).toEqual(state);
  });

  it('ignores what is no plan, billing or number of the model, and cuts a long text', () => {
    const read = readAddress(`?plan=abc&billing=weekly&other=1&parkers=${'9'.repeat(50)}`, monthly, defaults);
    expect(read.plan).toBe(103);
    expect(read.billing).toBe('monthly');
    expect(read.texts['parkers']).toHaveLength(20);
    expect(checkValue(specsOf(monthly)[0] as ValueSpec, read.texts['parkers'] ?? '')).toMatchObject({ ok: false });
  });
});

describe('the estimate after a choice in the pricing', () => {
  const monthly = model('monthly-parking-system');
  const shown: AddressState = { texts: { ...defaultTexts(monthly), parkers: '400' }, plan: 103, billing: 'monthly' };
  const none = { billing: null, plan: null } as const;

  it('takes the billing period and the plan the visitor changed there, and keeps the numbers', () => {
    expect(followPricing(shown, { billing: 'yearly', plan: null }, none)).toEqual({ ...shown, billing: 'yearly' });
    expect(followPricing(shown, { billing: null, plan: 104 }, none)).toEqual({ ...shown, plan: 104 });
    expect(followPricing(shown, { billing: 'yearly', plan: 102 }, none)).toEqual({ ...shown, plan: 102, billing: 'yearly' });
  });

  it('keeps what the visitor did not change there: the estimate’s own choice or the address’s stays', () => {
    const own: AddressState = { ...shown, plan: 102, billing: 'yearly' };
    expect(followPricing(own, none, none)).toEqual(own);
    // The plan was chosen in the pricing earlier and then changed in the estimate; the pricing's billing changes now.
    expect(followPricing(own, { billing: 'monthly', plan: 104 }, { billing: null, plan: 104 })).toEqual({ ...own, billing: 'monthly' });
    expect(followPricing(own, { billing: 'yearly', plan: 103 }, { billing: 'yearly', plan: 104 })).toEqual({ ...own, plan: 103 });
  });
});

/** Accepted numbers of a model: within each number's limits, whole for a count, else in cents (as a visitor types them). */
function acceptedValues(found: PaybackModel): fc.Arbitrary<Record<string, number>> {
  const entries = specsOf(found).map((spec) => {
    const value =
      spec.unit === 'count'
        ? fc.integer({ min: spec.min, max: spec.max })
        : fc.integer({ min: Math.ceil(spec.min * 100), max: Math.floor(spec.max * 100) }).map((cents) => cents / 100);
    return [spec.key, value] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

const payments: fc.Arbitrary<Payments> = fc.record({
  billing: fc.constantFrom('monthly' as const, 'yearly' as const),
  amount: fc.double({ min: 0.01, max: 1_000_000, noNaN: true }),
});

/** A payback compared as a wait: none is longer than any month. */
const wait = (payback: number | null) => payback ?? Number.POSITIVE_INFINITY;

describe.each([...MODELS])('every input of the model of %s', (_slug, found) => {
  const gainKeys = specsOf(found)
    .map((spec) => spec.key)
    .filter((key) => key !== 'setup');

  it('accepted by its rules gives finite figures and a payback of 1 to 36 months or none', () => {
    fc.assert(
      fc.property(acceptedValues(found), payments, (values, paid) => {
        const texts = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
        expect(checkAll(found, texts).values).toEqual(values);
        const result = estimate(found, values, paid);
        const figures = [result.gain, result.cost, result.setup, ...result.gains.map((g) => g.amount)];
        for (const row of result.months) figures.push(row.gained, row.paid, row.total);
        expect(figures.every(Number.isFinite)).toBe(true);
        expect(result.gain).toBeGreaterThanOrEqual(0);
        if (result.payback !== null) expect(Number.isInteger(result.payback) && result.payback >= 1 && result.payback <= 36).toBe(true);
      }),
    );
  });

  it('that makes a gain larger never makes the payback later', () => {
    fc.assert(
      fc.property(
        acceptedValues(found),
        payments,
        fc.constantFrom(...gainKeys),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, paid, key, step) => {
          const spec = specsOf(found).find((candidate) => candidate.key === key) as ValueSpec;
          const current = values[key] ?? spec.min;
          const more = { ...values, [key]: current + (spec.max - current) * step };
          const before = estimate(found, values, paid);
          const after = estimate(found, more, paid);
          expect(after.gain).toBeGreaterThanOrEqual(before.gain);
          expect(wait(after.payback)).toBeLessThanOrEqual(wait(before.payback));
        },
      ),
    );
  });

  it('refused by its rules gives a message and no numbers', () => {
    const refused = fc.oneof(
      fc.constant(''),
      fc.string().filter((text) => !/^[\s$]*[\d.,\s]*%?\s*$/.test(text)),
      fc.double({ noNaN: false }).map(String),
      fc.integer({ min: -1_000_000_000, max: -1 }).map(String),
    );
    fc.assert(
      fc.property(fc.constantFrom(...specsOf(found)), refused, (spec, text) => {
        const checked = checkValue(spec, text);
        if (checked.ok) {
          // A double that happens to lie within the limits is a number the rules accept.
          expect(checked.value).toBeGreaterThanOrEqual(spec.min);
          expect(checked.value).toBeLessThanOrEqual(spec.max);
          return;
        }
        expect(checked.message).toMatch(/^Please enter a/);
        const { values, errors } = checkAll(found, { ...defaultTexts(found), [spec.key]: text });
        expect(values).toBeNull();
        expect(errors[spec.key]).toBe(checked.message);
      }),
    );
  });
});
