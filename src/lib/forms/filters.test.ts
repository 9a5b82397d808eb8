import { describe, expect, it } from 'vitest';
import { digitsOnly, readableCharacter, removedCharacters, resetPasswordCharacters } from './filters';

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
