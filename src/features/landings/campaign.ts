/**
 * A landing's campaign dates: `publishFrom` (the first day it is live) and `expires` (the first day it is not),
 * days in the site's time zone (content/settings/site.yaml `timeZone`). Pure and free of astro:content, so the
 * build, the content check and unit tests read the same rule.
 */
export { dayIn, isTimeZone } from '../../lib/time-zone.ts';

/** Where a landing stands on a day: not live yet, live, or over (its address then redirects). */
export type CampaignStage = 'scheduled' | 'live' | 'over';

/** A landing's dates, as written in its file: YYYY-MM-DD, or the Date the content layer made of it (UTC midnight). */
export interface CampaignDates {
  readonly publishFrom?: Date | string | undefined;
  readonly expires?: Date | string | undefined;
}

/** A date field as its day, YYYY-MM-DD: a Date of the content layer is that day at UTC midnight. */
export function dayOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

/**
 * A landing's stage on `today` (YYYY-MM-DD in the site's time zone): over from its `expires` day on, scheduled
 * before its `publishFrom` day, live otherwise. Days compare as text, which orders YYYY-MM-DD as dates.
 */
export function campaignStage(dates: CampaignDates, today: string): CampaignStage {
  if (dates.expires !== undefined && today >= dayOf(dates.expires)) return 'over';
  if (dates.publishFrom !== undefined && today < dayOf(dates.publishFrom)) return 'scheduled';
  return 'live';
}

/** A day as a reader of the site says it: "March 31, 2027". */
export function spokenDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${dayOf(day)}T00:00:00Z`));
}

/** Where a landing's address leads once it is over, when it names no page: the home page. */
export const EXPIRED_TO_HOME = '/';

/** The page an expired landing's address redirects to (301): its `expiresTo`, or the home page. */
export function expiredTarget(expiresTo: string | undefined): string {
  return expiresTo ?? EXPIRED_TO_HOME;
}
