/** The payback chart's geometry: the running total from the set-up cost to month 36, zero always in range. */
import { describe, expect, it } from 'vitest';
import { chartOf } from './chart';
import { estimate, type PaybackModel } from './payback';

const MODEL: PaybackModel = {
  inputs: [{ key: 'gain', label: 'Gain a month', unit: 'usd', default: 100, min: 0, max: 100000 }],
  assumptions: [{ key: 'share', label: 'Share', unit: 'percent', default: 100, min: 0, max: 100, source: 'Industry estimate: all of it.' }],
  setup: { default: 0, max: 100000, source: 'Industry estimate: a few days of set-up.' },
  gains: [{ label: 'Gain', factors: ['gain', 'share'] }],
};

const chart = (gain: number, setup: number, price: number) =>
  chartOf(estimate(MODEL, { gain, share: 100, setup }, { billing: 'monthly', amount: price }));

describe('the payback chart', () => {
  it('starts at minus the set-up cost, ends at month 36, and marks the payback where the line crosses zero', () => {
    // Net 100 a month against 1,800: −1,800 at the start, 0 after month 18, 1,800 after month 36.
    const drawn = chart(200, 1800, 100);
    expect(drawn.low).toBe(-1800);
    expect(drawn.high).toBe(1800);
    const points = drawn.points.split(' ');
    expect(points).toHaveLength(37);
    expect(points[0]).toBe(`${drawn.left},${drawn.bottom}`);
    expect(points[36]).toBe(`${drawn.right},${drawn.top}`);
    expect(drawn.zero).toBe((drawn.top + drawn.bottom) / 2);
    expect(drawn.payback).toEqual({ x: Math.round((drawn.left + ((drawn.right - drawn.left) * 18) / 36) * 10) / 10, y: drawn.zero });
    expect(drawn.ticks.map((tick) => tick.label)).toEqual(['Start', 'Month 12', 'Month 24', 'Month 36']);
  });

  it('keeps zero in range and draws a flat line without dividing by zero, and marks no payback when there is none', () => {
    const flat = chart(100, 0, 100);
    expect(flat.points.split(' ').every((point) => point === `${point.split(',')[0]},${flat.zero}`)).toBe(true);
    const losing = chart(0, 500, 100);
    expect(losing.high).toBe(0);
    expect(losing.zero).toBe(losing.top);
    expect(losing.payback).toBeNull();
    expect(losing.points).not.toMatch(/NaN|Infinity/);
  });
});
