/** How the site writes amounts and dates. */

/** The specification's default time zone ([§9](docs/CONTRACT.md#9-constants)). */
export const TIME_ZONE = 'America/New_York';

/**
 * A formatter made on its first use. Making the first one of a page loads the locale's data, 25 to 30 ms of a phone's
 * main thread (docs/BENCHMARKS.md, "Blocking time"), which a module that only may format (the session's kernel every
 * page loads) must not spend when it is evaluated.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const wholeUsd = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** An amount in US dollars: 1490 → "$1,490.00". */
export function formatUsd(amount: number): string {
  return usd().format(amount);
}

/** A price as the pricing cards show it: whole dollars without cents (1490 → "$1,490"), else with them (12.5 → "$12.50"). */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeUsd().format(cents / 100) : usd().format(cents / 100);
}

/**
 * The calendar day of `date` in New York as YYYY-MM-DD, e.g. for a file name or to count days from. Read
 * from the formatter's parts, not its text: how a locale writes a date (en-CA's "2026-03-05") depends on the
 * browser's locale data, and WebKit writes en-CA as "03/05/2026".
 */
export function newYorkDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
