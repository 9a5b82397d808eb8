import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../tests/support/memory-storage';
import { takeState } from './navigation-state';

/** A look that leaves the state in place. */
const peekState = (paths: readonly string[]) => takeState(paths, true);

const KEY = 'navigation-state';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const carry = (path: string, state: unknown) => storage.setItem(KEY, JSON.stringify({ path, state }));

describe('navigation state', () => {
  it('peeks at the state carried to a page without taking it, so the code that takes it still finds it', () => {
    carry('/thank-you', { kind: 'payment' });
    expect(peekState(['/thank-you'])).toEqual({ kind: 'payment' });
    expect(peekState(['/thank-you'])).toEqual({ kind: 'payment' });
    expect(takeState(['/thank-you'])).toEqual({ kind: 'payment' });
    expect(takeState(['/thank-you'])).toBeNull();
    expect(peekState(['/thank-you'])).toBeNull();
  });

  it('leaves a state carried to another page for that page', () => {
    carry('/payment', { kind: 'Trial' });
    expect(peekState(['/thank-you'])).toBeNull();
    expect(takeState(['/thank-you'])).toBeNull();
    expect(storage.getItem(KEY)).not.toBeNull();
  });

  it('reads anything else stored there as no state, never as a crash', () => {
    for (const raw of ['not json', 'null', '42', '"/thank-you"', '{"path":3}', '[]']) {
      storage.setItem(KEY, raw);
      expect(peekState(['/thank-you']), raw).toBeNull();
      expect(takeState(['/thank-you']), raw).toBeNull();
    }
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('refused');
      },
    });
    expect(peekState(['/thank-you'])).toBeNull();
    expect(takeState(['/thank-you'])).toBeNull();
  });

  it('takes a carried state without its value as null, and still takes it', () => {
    storage.setItem(KEY, JSON.stringify({ path: '/thank-you' }));
    expect(takeState(['/thank-you'])).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });
});
