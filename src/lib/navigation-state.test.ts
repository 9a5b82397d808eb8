import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../tests/support/memory-storage';
import { takeState, takePendingNotices } from './navigation-state';
import fc from 'fast-check';
import { storedText } from '../../tests/support/hostile';

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

describe('navigation state and pending notices, whatever the storage holds', () => {
  it('read as a state carried to this page or none, and as notices with a title or none, never a crash', () => {
    const stored = fc.record({
      state: storedText({ path: '/thank-you', state: { kind: 'payment', amount: 10 } }),
      notices: storedText([{ kind: 'success', title: 'Thank You', message: 'Sent' }]),
    });
    fc.assert(
      fc.property(stored, ({ state, notices }) => {
        storage.setItem(KEY, state);
        storage.setItem('pending-notices', notices);
        const taken = takeState(['/thank-you']);
        const parsed = taken === null ? null : (JSON.parse(state) as { path: unknown; state: unknown });
        if (parsed !== null) expect([parsed.path, taken]).toEqual(['/thank-you', parsed.state]);
        for (const notice of takePendingNotices()) expect(typeof notice.title).toBe('string');
        expect(takeState(['/thank-you'])).toBeNull();
        expect(takePendingNotices()).toEqual([]);
      }),
    );
  });
});
