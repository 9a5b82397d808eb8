import { describe, expect, it } from 'vitest';
import { HUGE, readEveryBreakage, WRONG_BODIES, WRONG_VALUES, withField } from '../../../tests/support/malformed-answers';
import { dataErrors, errorMessage, fieldMessages } from './envelope';
import fc from 'fast-check';
import { answerInput } from '../../../tests/support/hostile';

const FAILURE = {
  status: 422,
  data: { errors: 'Words in data' },
  errors: { message: 'The given data was invalid', detail: { email: ['The email has already been taken.', 'Not shown.'], name: 'Lone message' } },
};

describe("the provider's envelope", () => {
  it('reads errors.message, the first message of each field and data.errors', () => {
    expect(errorMessage(FAILURE)).toBe('The given data was invalid');
    expect(fieldMessages(FAILURE)).toEqual({ email: 'The email has already been taken.', name: 'Lone message' });
    expect(dataErrors(FAILURE)).toBe('Words in data');
  });

  it('reads a wrong body as no message, no field messages and no words in data', () => {
    for (const body of WRONG_BODIES) {
      expect(errorMessage(body)).toBeNull();
      expect(fieldMessages(body)).toEqual({});
      expect(dataErrors(body)).toBeNull();
    }
  });

  it('reads a message that is not text as absent, and a huge one as sent', () => {
    for (const wrong of WRONG_VALUES.filter((value) => value !== HUGE)) {
      expect(errorMessage(withField(FAILURE, ['errors', 'message'], wrong))).toBeNull();
      expect(dataErrors(withField(FAILURE, ['data', 'errors'], wrong))).toBeNull();
    }
    expect(errorMessage(withField(FAILURE, ['errors', 'message'], HUGE))).toBe(HUGE);
    expect(errorMessage({ errors: [{ message: 'In a list' }] })).toBeNull();
  });

  it('leaves out a field whose messages are not text, and reads a detail that is not an object as none', () => {
    for (const wrong of [null, 42, '', [], [42], [{}], {}, true]) {
      expect(fieldMessages(withField(FAILURE, ['errors', 'detail', 'email'], wrong))).toEqual({ name: 'Lone message' });
    }
    for (const wrong of [null, 'detail', ['The email has already been taken.'], [['x']], 42]) {
      expect(fieldMessages(withField(FAILURE, ['errors', 'detail'], wrong))).toEqual({});
    }
    expect(fieldMessages(withField(FAILURE, ['errors', 'detail', 'extra_field'], ['Also shown']))).toHaveProperty('extra_field', 'Also shown');
  });

  it('never throws, whichever field is broken', () => {
    for (const read of [errorMessage, fieldMessages, dataErrors] as ((body: unknown) => unknown)[])
      expect(() => readEveryBreakage(read, FAILURE)).not.toThrow();
  });
});

describe('any failure body', () => {
  it('reads as the server’s words (text with more than spaces) or as none, never a crash', () => {
    fc.assert(
      fc.property(answerInput(FAILURE), (body) => {
        for (const text of [errorMessage(body), dataErrors(body), ...Object.values(fieldMessages(body))]) {
          if (text !== null) expect(typeof text === 'string' && text.trim() !== '').toBe(true);
        }
        expect(Object.getPrototypeOf(fieldMessages(body))).toBe(Object.prototype);
      }),
    );
  });
});
