import { describe, expect, it } from 'vitest';
import { formatPriceIn } from './price-in-language';

describe('a price in a language', () => {
  it('writes US dollars as another language does on the pricing cards, whole or with cents', () => {
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(formatPriceIn(1490, 'fr-CA'))).toBe('1 490 $ US');
    expect(spaced(formatPriceIn(12.5, 'fr-CA'))).toBe('12,50 $ US');
    expect(spaced(formatPriceIn(149, 'es'))).toBe('149 US$');
  });

  it("is English's without a locale", () => {
    expect(formatPriceIn(1490, undefined)).toBe('$1,490');
    expect(formatPriceIn(12.5, undefined)).toBe('$12.50');
  });
});
