import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SECONDS, isExpired, LONGEST_SESSION_SECONDS, sessionEnd, sessionSeconds } from './expiry';
import fc from 'fast-check';
import { hostileJson } from '../../../tests/support/hostile';

describe('the lifetime of a session: an unusable expires_in is a missing one', () => {
  it('ends a session when its start plus its lifetime is now', () => {
    expect(isExpired({ session_start_time: 0, expires_in: 10 }, 9_999)).toBe(false);
    expect(isExpired({ session_start_time: 0, expires_in: 10 }, 10_000)).toBe(true);
  });

  it('believes a number of seconds above zero and up to 30 days', () => {
    expect(sessionSeconds(3600)).toBe(3600);
    expect(sessionSeconds(0.5)).toBe(0.5);
    expect(sessionSeconds(LONGEST_SESSION_SECONDS)).toBe(30 * 24 * 60 * 60);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['zero', 0],
    ['negative', -5],
    ['not a number', 'soon'],
    ['a number in a string', '3600'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['over 30 days', LONGEST_SESSION_SECONDS + 1],
    ['absurd', 1e12],
  ])('gives the default 8 hours for an expires_in that is %s', (_label, value) => {
    expect(sessionSeconds(value)).toBe(DEFAULT_SESSION_SECONDS);
    expect(DEFAULT_SESSION_SECONDS).toBe(8 * 60 * 60);
  });

  it('ends a session with a zero, negative or absurd lifetime after the default, where before it never ended', () => {
    const start = 1_000_000;
    const eightHours = DEFAULT_SESSION_SECONDS * 1000;
    for (const expires_in of [0, -1, Number.NaN, 1e12]) {
      expect(sessionEnd({ session_start_time: start, expires_in })).toBe(start + eightHours);
      expect(isExpired({ session_start_time: start, expires_in }, start + eightHours - 1)).toBe(false);
      expect(isExpired({ session_start_time: start, expires_in }, start + eightHours)).toBe(true);
    }
  });

  it('ends a session whose start is unknown', () => {
    expect(isExpired({ session_start_time: Number.NaN, expires_in: 3600 }, 0)).toBe(true);
  });
});

describe('the lifetime of any expires_in', () => {
  it('is a believable number of seconds, whatever the answer or the storage sent', () => {
    const sent = fc.oneof(hostileJson, fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0));
    fc.assert(
      fc.property(sent, fc.double(), fc.double(), (expiresIn, start, stored) => {
        const seconds = sessionSeconds(expiresIn);
        expect(seconds > 0 && seconds <= LONGEST_SESSION_SECONDS).toBe(true);
        expect(typeof isExpired({ session_start_time: start, expires_in: stored }, 0)).toBe('boolean');
      }),
    );
  });
});
