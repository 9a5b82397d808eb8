import { afterEach, describe, expect, it, vi } from 'vitest';
import { withWebKitEnCa } from '../../tests/support/webkit-intl';
import { formatPrice, formatUsd, newYorkDay, onFirstUse } from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('amounts', () => {
  it('writes US dollars, with cents or as whole dollars on the pricing cards', () => {
    expect(formatUsd(1490)).toBe('$1,490.00');
    expect(formatPrice(1490)).toBe('$1,490');
    expect(formatPrice(12.5)).toBe('$12.50');
  });
});

describe('formatters made on first use', () => {
  it('makes none when the module is evaluated, and each once when first used', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('./format');
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatPrice(1490)).toBe('$1,490');
    expect(fresh.formatPrice(12.5)).toBe('$12.50');
    expect(fresh.formatUsd(3)).toBe('$3.00');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('onFirstUse makes its value once, on the first call', () => {
    const make = vi.fn(() => ({}));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe("New York's calendar day", () => {
  it('is the day in New York, across the UTC day boundary', () => {
    expect(newYorkDay(new Date('2026-03-05T15:00:00Z'))).toBe('2026-03-05');
    expect(newYorkDay(new Date('2026-03-05T02:30:00Z'))).toBe('2026-03-04');
  });

  it('does not depend on how the browser writes a locale’s dates (WebKit writes en-CA as 07/01/2026)', () => {
    withWebKitEnCa();
    const enCa = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(enCa.format(new Date('2026-07-01T12:00:00Z'))).toBe('07/01/2026');
    expect(newYorkDay(new Date('2026-07-01T16:00:00Z'))).toBe('2026-07-01');
  });
});
