/** How the site writes amounts and dates. */

/** The specification's default time zone (§9). */
export const TIME_ZONE = 'America/New_York';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US dollars: 1490 → "$1,490.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
