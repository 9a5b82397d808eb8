import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HUGE, WRONG_BODIES, WRONG_VALUES } from '../../../tests/support/malformed-answers';
import { anything, dictionary, NonBlank, orNull, readAnswer, record, text, textOr } from './answer';

const read = <S extends v.GenericSchema>(schema: S, value: unknown) => readAnswer(schema, value);

describe('the pieces that read an answer', () => {
  it('read text with more than spaces in it as itself, anything else as null or the default', () => {
    expect(read(text, ' Casey ')).toBe(' Casey ');
    expect(read(text, HUGE)).toBe(HUGE);
    for (const wrong of [undefined, null, true, 42, '', '   ', [], ['x'], {}]) {
      expect(read(text, wrong)).toBeNull();
      expect(read(textOr('Plan'), wrong)).toBe('Plan');
    }
    expect(read(NonBlank, '  ')).toBeNull();
  });

  it('read an object only from a plain object: never from null, a list or a string', () => {
    const named = record({ name: text });
    expect(read(named, { name: 'Casey', extra: { deep: [1] } })).toEqual({ name: 'Casey' });
    expect(read(named, {})).toEqual({ name: null });
    for (const wrong of [null, [], [{ name: 'Casey' }], 'name', 42, true]) expect(read(named, wrong)).toBeNull();
    expect(read(record({ sent: anything }), {})).toEqual({});
    expect(read(record({ id: NonBlank }), { name: 'no id' })).toBeNull();
  });

  it('read an object that does not match as null where orNull wraps it, a missing one too', () => {
    const inner = orNull(record({ id: NonBlank }));
    expect(read(record({ plan: inner }), { plan: [] })).toEqual({ plan: null });
    expect(read(record({ plan: inner }), {})).toEqual({ plan: null });
    expect(read(record({ plan: inner }), { plan: { id: '' } })).toEqual({ plan: null });
    expect(read(record({ plan: inner }), { plan: { id: '7' } })).toEqual({ plan: { id: '7' } });
  });

  it('read a dictionary of a plain object only, each value on its own', () => {
    expect(read(dictionary(text), { a: 'A', b: 7, c: '' })).toEqual({ a: 'A', b: null, c: null });
    for (const wrong of [null, ['A'], 'A']) expect(read(dictionary(text), wrong)).toBeNull();
  });

  it('never throw, whatever the body', () => {
    const schema = record({ data: orNull(record({ id: NonBlank, name: textOr('') })), total: anything, detail: orNull(dictionary(text)) });
    for (const wrong of [...WRONG_BODIES, ...WRONG_VALUES]) expect(() => readAnswer(schema, wrong)).not.toThrow();
  });
});
