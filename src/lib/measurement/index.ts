/**
 * Measurement without cookies: the site's one door to the collector of PUBLIC_ANALYTICS_URL. The form kernel
 * (src/lib/forms/submit.ts) sends the conversion a feature declares on its landing; the page's own events (the
 * pageview, Core Web Vitals, the number of results of a settled site search) come from ./page.ts, which PageMeasurement.astro loads. With PUBLIC_ANALYTICS_URL
 * unset (the default), `ANALYTICS_URL` is the empty string at build, every call below is dead code the bundler
 * removes, and no page sends anything.
 *
 * The whole capability lives in this one folder of the kernel, not in src/features: the kernel's one submit
 * helper sends every form's conversion, and the kernel never imports a feature. Keeping the sender here and
 * the page's code in a feature would split measurement in two again; a hook that a feature fills would have to
 * be filled on every form page before its first submit, which is this module again under another name. So the
 * events, the sender, the page's pageview and vitals, its placement and its build plugin (measurement.build.ts)
 * all sit here, and this folder imports no feature.
 */
import { PUBLIC_ANALYTICS_URL, PUBLIC_SITE_URL } from 'astro:env/client';
import { collectorEvent, SEARCH, type Conversion, type Vitals } from './events';
import { sendEvent } from './send';

export type { Conversion, ConversionName, Where } from './events';

/** Sends a successful conversion about the current page (before any navigation it leads to). */
export function measureConversion(conversion: Conversion): void {
  if (!PUBLIC_ANALYTICS_URL) return;
  sendEvent(PUBLIC_ANALYTICS_URL, collectorEvent(conversion.name, conversion.props, currentPage(), conversion.revenue));
}

/** Sends an event about the current page (the pageview, its vitals). */
export function measurePageEvent(name: string, props: Vitals = {}): void {
  if (!PUBLIC_ANALYTICS_URL) return;
  sendEvent(PUBLIC_ANALYTICS_URL, collectorEvent(name, props, currentPage()));
}

/** Sends the Search event of a settled query: the number of results it found, never the words typed. */
export function measureSearch(results: number): void {
  if (!PUBLIC_ANALYTICS_URL) return;
  sendEvent(PUBLIC_ANALYTICS_URL, collectorEvent(SEARCH, { results }, currentPage()));
}

const currentPage = () => ({ href: window.location.href, referrer: document.referrer, siteUrl: PUBLIC_SITE_URL });
