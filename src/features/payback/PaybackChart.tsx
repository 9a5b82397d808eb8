/**
 * The running total of an estimate over 36 months, drawn as inline SVG in the site's colours (payback.css, from
 * the design tokens). The drawing is hidden from assistive technology: its caption says what it shows, and the
 * table beside it holds every figure.
 */
import { useId } from 'react';
import { chartOf } from './chart';
import { formatMoney, MONTHS, paybackText, type Estimate, type PaybackWords } from './payback';

export function PaybackChart({ estimate, words }: { estimate: Estimate; words: PaybackWords }) {
  const captionId = useId();
  const { t, locale } = words;
  const money = (amount: number) => formatMoney(amount, locale);
  const chart = chartOf(estimate, words);
  const last = estimate.months.at(-1)?.total ?? 0;
  const first = estimate.months[0]?.total ?? 0;
  return (
    <figure className="payback-chart" aria-labelledby={captionId}>
      <svg className="payback-chart__drawing" viewBox={`0 0 ${chart.width} ${chart.height}`} aria-hidden="true">
        {chart.ticks.map((tick) => (
          <g key={tick.label} className="payback-chart__tick">
            <line x1={tick.x} x2={tick.x} y1={chart.top} y2={chart.bottom} />
            <text x={tick.x} y={chart.height - 4} textAnchor={tick.anchor}>
              {tick.label}
            </text>
          </g>
        ))}
        <line className="payback-chart__zero" x1={chart.left} x2={chart.right} y1={chart.zero} y2={chart.zero} />
        <text className="payback-chart__value" x={chart.left + 4} y={chart.top + 12}>
          {money(chart.high)}
        </text>
        <text className="payback-chart__value" x={chart.left + 4} y={chart.bottom - 4}>
          {money(chart.low)}
        </text>
        <polyline className="payback-chart__line" points={chart.points} />
        {chart.payback && <circle className="payback-chart__payback" cx={chart.payback.x} cy={chart.payback.y} r={5} />}
      </svg>
      <figcaption id={captionId} className="payback-chart__caption">
        {estimate.payback === null
          ? t('Running total over {months} months: {first} after month 1, {last} after month {months}; no payback within {months} months.', {
              months: String(MONTHS),
              first: money(first),
              last: money(last),
            })
          : t('Running total over {months} months: {first} after month 1, {last} after month {months}; paid back in {payback}.', {
              months: String(MONTHS),
              first: money(first),
              last: money(last),
              payback: paybackText(estimate.payback, words),
            })}
      </figcaption>
    </figure>
  );
}
