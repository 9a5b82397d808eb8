/**
 * The events the site sends to a Plausible-compatible collector (PUBLIC_ANALYTICS_URL; Plausible's Events API:
 * POST {collector}/api/event with JSON { name, url, domain, referrer, props, revenue }). Pure: no browser, so
 * what leaves the page is unit-tested beside this file. Props say where something happened (the form, the
 * service, the plan), never who: their type has no field for a name, an email, a phone, a token or a card, and
 * wherePropsOf() drops anything else that reaches it at run time.
 */
import { TOKEN_PAGES } from '../token-pages';

/** The conversions the marketing team counts, one event per success of a form. */
export const CONVERSIONS = ['Demo Request', 'Contact', 'Newsletter', 'Trial Start', 'Plan Purchase', 'Login'] as const;
export type ConversionName = (typeof CONVERSIONS)[number];

/** Where a conversion happened: the form (its name on its page), the service, the plan; never who. */
export interface Where {
  /** The form's name on its page, e.g. 'footer-demo', 'demo', 'detail-demo', 'contact', 'login'. */
  readonly form?: string;
  /** The API's id of the service asked about or bought. */
  readonly service_id?: number;
  /** The API's id of the membership plan bought. */
  readonly plan_id?: number;
  /** The plan's billing as the API numbers it: 1 monthly, 2 yearly. */
  readonly plan_type?: number;
  /** The product of a detail page's demo request (white label, software-defined PARCS). */
  readonly product?: number;
}

/** The props of the page-view vitals event: Core Web Vitals of one page view (ms, and CLS unitless). */
export interface Vitals {
  readonly LCP?: number;
  readonly INP?: number;
  readonly CLS?: number;
}

/** Plausible's revenue of a purchase. */
export interface Revenue {
  readonly currency: 'USD';
  readonly amount: number;
}

/** A successful conversion, as a feature declares it on its landing (src/lib/forms/submit.ts). */
export interface Conversion {
  readonly name: ConversionName;
  readonly props: Where;
  readonly revenue?: Revenue;
}

/** The name of the page-view event (Plausible counts visits by it) and of the Core Web Vitals event. */
export const PAGEVIEW = 'pageview';
export const WEB_VITALS = 'Web Vitals';

/** The event of a settled query of the site search, and its props: how many pages it found, never the words typed. */
export const SEARCH = 'Search';
export interface SearchResults {
  readonly results: number;
}

/** One event as the collector receives it. */
export interface CollectorEvent {
  readonly name: string;
  readonly url: string;
  readonly domain: string;
  readonly referrer: string | null;
  readonly props: Record<string, string | number>;
  readonly revenue?: Revenue;
}

/** The page an event is about: its address, the referrer the browser gave it, and the site's configured origin. */
export interface PageContext {
  readonly href: string;
  readonly referrer: string;
  /** PUBLIC_SITE_URL: its host is the site's domain as the collector knows it. */
  readonly siteUrl: string;
}

/** The only props that ever leave the page: where, the page view's vitals, and a search's number of results. */
const ALLOWED_PROPS: ReadonlySet<string> = new Set(['form', 'service_id', 'plan_id', 'plan_type', 'product', 'LCP', 'INP', 'CLS', 'results']);
/** A text prop is a short name or id (letters, digits, '-', '_'): never an address, a sentence or a token. */
const NAME = /^[A-Za-z0-9_-]{1,32}$/;

/** The props of an event: the allowed keys with a finite number or a short name, everything else dropped. */
export function wherePropsOf(props: Where | Vitals | SearchResults): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!ALLOWED_PROPS.has(key)) continue;
    if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
    else if (typeof value === 'string' && NAME.test(value)) kept[key] = value;
  }
  return kept;
}

/** The campaign parameters Plausible reads from a page's address; every other parameter stays in the browser. */
const CAMPAIGN = /^utm_(source|medium|campaign|term|content)$/;

/**
 * A page's address as it is sent: no fragment, no query but the utm_ campaign parameters, and the token of a
 * password link (/reset-password/{token}, /fr/reset-password/{token}) replaced by ":token".
 */
export function pageUrl(href: string): string {
  const url = new URL(href);
  // Under any language's prefix too (/fr/reset-password/{token}): the token page's name wherever it stands.
  const at = TOKEN_PAGES.map((page) => [page, url.pathname.indexOf(`${page}/`)] as const).find(([, index]) => index !== -1);
  const path = at ? `${url.pathname.slice(0, at[1] + at[0].length)}/:token` : url.pathname;
  const campaign = new URLSearchParams([...url.searchParams].filter(([key]) => CAMPAIGN.test(key))).toString();
  const query = campaign ? `?${campaign}` : '';
  return `${url.origin}${path}${query}`;
}

/** The referrer as sent: its origin only (another site's path may carry anything), null when there is none. */
export function referrerOf(referrer: string): string | null {
  if (!referrer) return null;
  try {
    return `${new URL(referrer).origin}/`;
  } catch {
    return null;
  }
}

/** An event about the page of `context`. */
export function collectorEvent(name: string, props: Where | Vitals | SearchResults, context: PageContext, revenue?: Revenue): CollectorEvent {
  return {
    name,
    url: pageUrl(context.href),
    domain: new URL(context.siteUrl).host,
    referrer: referrerOf(context.referrer),
    props: wherePropsOf(props),
    ...(revenue ? { revenue: { currency: revenue.currency, amount: revenue.amount } } : {}),
  };
}

/** The collector's event address: POST {origin}/api/event. */
export function eventEndpoint(analyticsUrl: string): string {
  return `${new URL(analyticsUrl).origin}/api/event`;
}

/** What the browser says about being measured: Global Privacy Control and Do Not Track. */
export interface PrivacySignals {
  readonly globalPrivacyControl?: boolean | undefined;
  readonly doNotTrack?: string | null | undefined;
}

/** Whether the visitor may be measured: not when the browser signals Global Privacy Control or Do Not Track. */
export function mayMeasure(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl !== true && signals.doNotTrack !== '1' && signals.doNotTrack !== 'yes';
}
