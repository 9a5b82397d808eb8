/**
 * A price as the pricing cards show it, in a language: English's formatPrice ("$1,490"), or US dollars as another
 * language writes them (fr-CA "1 490 $ US", es "1490 US$"), whole or with cents. Apart from format.ts, which every
 * page's session script loads: only the islands that show prices in a language carry this.
 */
import { formatPrice } from './format.ts';

/** Whole-dollar and cents formatters of US dollars in other languages than English, made on their first use. */
const formats = new Map<string, { readonly whole: Intl.NumberFormat; readonly cents: Intl.NumberFormat }>();

/** `amount` in US dollars as `locale` writes a price (none: English's). */
export function formatPriceIn(amount: number, locale: string | undefined): string {
  if (locale === undefined) return formatPrice(amount);
  const cents = Math.round(amount * 100);
  let made = formats.get(locale);
  if (!made) {
    made = {
      whole: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    };
    formats.set(locale, made);
  }
  return (cents % 100 === 0 ? made.whole : made.cents).format(cents / 100);
}
