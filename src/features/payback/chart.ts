/**
 * The geometry of the payback chart: the running total from the start (the set-up cost, month 0) to month 36,
 * scaled into a fixed drawing whose vertical range always holds zero, with a tick each year and the payback month
 * marked. Pure, so the drawing's numbers are tested without a browser.
 */
import { ENGLISH_WORDS, MONTHS, type Estimate, type PaybackWords } from './payback';

/** The drawing's size and margins, in its own units (the SVG scales to the width of its column). */
const WIDTH = 400;
const HEIGHT = 200;
const MARGIN = { top: 8, right: 8, bottom: 22, left: 8 };

export interface Chart {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The height of zero. */
  readonly zero: number;
  /** The highest and lowest values the drawing holds. */
  readonly high: number;
  readonly low: number;
  /** The running total's points, "x,y x,y …", from month 0 to month 36. */
  readonly points: string;
  /** A line and a label each year. */
  readonly ticks: ReadonlyArray<{ readonly x: number; readonly label: string; readonly anchor: 'start' | 'middle' | 'end' }>;
  /** The point of the payback month, when there is one. */
  readonly payback: { readonly x: number; readonly y: number } | null;
}

/** Rounded to a tenth of a unit: short attributes, and the same text on the server and in the browser. */
const round = (value: number) => Math.round(value * 10) / 10;

export function chartOf(estimate: Estimate, { t }: PaybackWords = ENGLISH_WORDS): Chart {
  const totals = [-estimate.setup, ...estimate.months.map((row) => row.total)];
  const high = Math.max(0, ...totals);
  const low = Math.min(0, ...totals);
  // A flat line at zero still needs a range to be drawn in.
  const span = high - low || 1;
  const left = MARGIN.left;
  const right = WIDTH - MARGIN.right;
  const top = MARGIN.top;
  const bottom = HEIGHT - MARGIN.bottom;
  const x = (month: number) => round(left + ((right - left) * month) / MONTHS);
  const y = (value: number) => round(top + ((bottom - top) * (high - value)) / span);
  const payback = estimate.payback === null ? null : { x: x(estimate.payback), y: y(totals[estimate.payback] ?? 0) };
  return {
    width: WIDTH,
    height: HEIGHT,
    left,
    right,
    top,
    bottom,
    zero: y(0),
    high,
    low,
    points: totals.map((total, month) => `${x(month)},${y(total)}`).join(' '),
    // The first and last labels sit inside the drawing's edges.
    ticks: [0, 12, 24, 36].map((month) => ({
      x: x(month),
      label: month === 0 ? t('Start') : t('Month {month}', { month: String(month) }),
      anchor: month === 0 ? 'start' : month === MONTHS ? 'end' : 'middle',
    })),
    payback,
  };
}
