import { describe, expect, it } from 'vitest';
import { digitsOnly, lettersAndSpaces, readableCharacter, removedCharacters, resetPasswordCharacters } from './filters';
import fc from 'fast-check';
import { hostileText } from '../../../tests/support/hostile';

describe('what a filter removed', () => {
  it('names each character the reset filter took out, once, in the order typed', () => {
    const typed = 'Ab(c)~d(9';
    expect(removedCharacters(typed, resetPasswordCharacters(typed))).toEqual(['(', ')', '~']);
  });

  it('names nothing when everything was kept', () => {
    expect(removedCharacters('Abc@123 -', resetPasswordCharacters('Abc@123 -'))).toEqual([]);
    expect(removedCharacters('', '')).toEqual([]);
  });

  it('works for any filter that only removes, a length cap included', () => {
    expect(removedCharacters('(555) 123-4567', digitsOnly(10)('(555) 123-4567'))).toEqual(['(', ')', ' ', '-']);
    expect(removedCharacters('12345', digitsOnly(3)('12345'))).toEqual(['4', '5']);
  });

  it('names invisible characters', () => {
    expect(readableCharacter(' ')).toBe('a space');
    expect(readableCharacter('\t')).toBe('a tab');
    expect(readableCharacter('\n')).toBe('a line break');
    expect(readableCharacter('\u200b')).toBe('U+200B');
    expect(readableCharacter('~')).toBe('~');
  });
});

describe('input filters', () => {
  it('keeps the digits of a pasted phone number, at most 10', () => {
    expect(digitsOnly(10)('(555) 123-4567')).toBe('5551234567');
    expect(digitsOnly(10)('+1 (555) 123-4567')).toBe('1555123456');
    expect(digitsOnly(10)('555123456789')).toBe('5551234567');
    expect(digitsOnly(10)('abc')).toBe('');
  });

  it('keeps the digits of a zip code, at most 6', () => {
    expect(digitsOnly(6)('10118')).toBe('10118');
    expect(digitsOnly(6)('10118-0110')).toBe('101180');
    expect(digitsOnly(6)(' 1 2 3 ')).toBe('123');
  });

  it('keeps letters and spaces in names', () => {
    expect(lettersAndSpaces("Mary-Ann O'Neil 3rd.")).toBe('MaryAnn ONeil rd');
    expect(lettersAndSpaces('Ada Lovelace')).toBe('Ada Lovelace');
    expect(lettersAndSpaces('José Łukasz Zoë')).toBe('José Łukasz Zoë');
    expect(lettersAndSpaces('José2 ❤ Łukasz!')).toBe('José  Łukasz');
  });

  it('strips the reset password of anything but letters, digits, spaces and ! @ # $ % ^ & * ? -', () => {
    expect(resetPasswordCharacters('Ab1 !@#$%^&*?-')).toBe('Ab1 !@#$%^&*?-');
    expect(resetPasswordCharacters('Ab1()\\`~:;"/<>+=.,[]{}|é')).toBe('Ab1');
  });
});

describe('the input filters, whatever is typed or pasted', () => {
  it('keep only what their rule allows, in the order typed, and name what they removed', () => {
    fc.assert(
      fc.property(hostileText(60), (typed) => {
        const filtered: Array<[string, RegExp]> = [
          [digitsOnly(10)(typed), /^[0-9]{0,10}$/],
          [lettersAndSpaces(typed), /^[\p{L}\p{M} ]*$/u],
          [resetPasswordCharacters(typed), /^[A-Za-z0-9 !@#$%^&*?-]*$/],
        ];
        for (const [kept, allowed] of filtered) {
          expect(kept).toMatch(allowed);
          const removed = removedCharacters(typed, kept);
          expect(new Set(removed).size).toBe(removed.length);
          for (const char of removed) expect(readableCharacter(char).length).toBeGreaterThan(0);
        }
        expect(removedCharacters(typed, resetPasswordCharacters(typed)).join('')).toBe(
          [...new Set([...typed].filter((char) => !/^[A-Za-z0-9 !@#$%^&*?-]$/.test(char)))].join(''),
        );
      }),
    );
  });
});
