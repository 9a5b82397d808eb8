import { describe, expect, it } from 'vitest';
import { asNumber, numberOf } from './json';

describe('reading a number from JSON', () => {
  // As JSON.parse builds them: methods that are data.
  const dataAsMethods: unknown[] = [JSON.parse('{"toString":"x"}'), JSON.parse('{"toString":1,"valueOf":2}'), JSON.parse('[{"toString":0}]')];

  it('asNumber reads numbers and numeric text only', () => {
    expect([7, '49', ' 4 ', '', null, [], true].map(asNumber)).toEqual([7, 49, 4, 0, NaN, NaN, NaN]);
    for (const value of dataAsMethods) expect(asNumber(value)).toBeNaN();
  });

  it('numberOf reads as Number() does, and NaN where Number() throws on an object whose toString or valueOf is data', () => {
    expect([7, '49', '', null, [], [7], true].map(numberOf)).toEqual([7, 49, 0, 0, 0, 7, 1]);
    for (const value of dataAsMethods) {
      expect(() => Number(value)).toThrow(TypeError);
      expect(numberOf(value)).toBeNaN();
    }
  });
});
