import { describe, expect, it } from 'vitest';
import { vitalValue } from './page';

describe('the Core Web Vitals sent with a page view', () => {
  it('sends milliseconds as whole numbers and CLS to four decimals', () => {
    expect(vitalValue({ name: 'LCP', value: 1234.56 })).toBe(1235);
    expect(vitalValue({ name: 'INP', value: 48 })).toBe(48);
    expect(vitalValue({ name: 'CLS', value: 0.123456 })).toBe(0.1235);
  });
});
