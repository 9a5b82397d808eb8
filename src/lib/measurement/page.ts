/**
 * The pageview and the Core Web Vitals of one page view (the web-vitals package: LCP, INP, CLS), and the number of
 * results of each settled site search, sent to the collector through measurement's door (./index.ts). The vitals
 * go as one event when the page is hidden for the first time (the visitor leaves, switches tabs or closes it), with the values known by
 * then; under Global Privacy Control or Do Not Track nothing is observed or sent.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { PAGEVIEW, WEB_VITALS, mayMeasure, type Vitals } from './events';
import { measurePageEvent, measureSearch } from './index';
import { SEARCH_SETTLED } from './search-event';
import { browserSignals } from './send';

/** A metric's value as sent: milliseconds as whole numbers, CLS to four decimals. */
export function vitalValue(metric: Pick<Metric, 'name' | 'value'>): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
}

/** Sends the pageview now, the vitals once when the page is first hidden, and a Search event per settled search. */
export function measurePage(): void {
  if (!mayMeasure(browserSignals())) return;
  measurePageEvent(PAGEVIEW);
  // The search dialog says how many results a settled query found (src/features/search/dialog.ts).
  document.addEventListener(SEARCH_SETTLED, (event) => {
    const results = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    if (typeof results === 'number') measureSearch(results);
  });
  const vitals: { -readonly [K in keyof Vitals]: number } = {};
  const keep = (metric: Metric) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS') vitals[metric.name] = vitalValue(metric);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  let sent = false;
  // On window, so it runs after web-vitals' own listeners on the document have reported their final values.
  const leave = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0) return;
    sent = true;
    measurePageEvent(WEB_VITALS, vitals);
  };
  addEventListener('visibilitychange', leave);
  addEventListener('pagehide', leave);
}
