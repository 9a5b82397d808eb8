/** How the site writes amounts and dates. */

/** The specification's default time zone ([§9](docs/CONTRACT.md#9-constants)). */
export const TIME_ZONE = 'America/New_York';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** An amount in US dollars: 1490 → "$1,490.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** A price as the pricing cards show it: whole dollars without cents (1490 → "$1,490"), else with them (12.5 → "$12.50"). */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeUsd.format(cents / 100) : usd.format(cents / 100);
}
