import { describe, expect, it } from 'vitest';
import { PHRASES } from './en.ts';
import { fillIn } from './fill-in.ts';
import { leftAsWritten, pseudo, pseudoDictionary } from './pseudo.ts';

describe('the pseudo-language', () => {
  it('marks every run of words and keeps the names a text takes', () => {
    expect(pseudo('Request a Demo')).toBe('⟦Request a Demo⟧');
    expect(pseudo('write to {mailbox} or call {phone}.')).toBe('⟦write to ⟧{mailbox}⟦ or call ⟧{phone}⟦.⟧');
    expect(pseudo('{brand} home')).toBe('{brand}⟦ home⟧');
    expect(fillIn(pseudo('{brand} home'), { brand: 'ParkCloud' })).toBe('ParkCloud⟦ home⟧');
  });

  it('has every phrase of the interface', () => {
    const dictionary: Readonly<Record<string, string>> = pseudoDictionary();
    expect(Object.keys(dictionary)).toEqual([...PHRASES]);
    for (const phrase of PHRASES) expect(leftAsWritten(dictionary[phrase] ?? phrase).replace(/\{\w+\}/g, ''), phrase).not.toMatch(/[A-Za-z]{2}/);
  });

  it('leaves what was written without it', () => {
    expect(leftAsWritten('⟦Request a Demo⟧')).toBe(' ');
    expect(leftAsWritten('⟦Hi,⟧ Anna')).toBe('  Anna');
    expect(leftAsWritten('Add parker')).toBe('Add parker');
  });
});
