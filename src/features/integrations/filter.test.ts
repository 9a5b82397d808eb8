import { describe, expect, it } from 'vitest';
import { filterStatus, kindOfHash, type FilterKind } from './filter';
import fc from 'fast-check';
import { hostileText } from '../../../tests/support/hostile';

const kinds: FilterKind[] = [
  { id: 'kind-parcs', label: 'PARCS and gate equipment', count: 3 },
  { id: 'kind-alpr', label: 'ALPR cameras', count: 1 },
];

describe('the integrations filter', () => {
  it('shows the kind the hash names, and every kind for any other hash', () => {
    expect(kindOfHash('#kind-alpr', kinds)).toBe(kinds[1]);
    expect(kindOfHash('kind-parcs', kinds)).toBe(kinds[0]);
    expect(kindOfHash('', kinds)).toBeUndefined();
    expect(kindOfHash('#all-kinds', kinds)).toBeUndefined();
    expect(kindOfHash('#kind-unknown', kinds)).toBeUndefined();
    // A malformed escape in a hand-typed address shows everything rather than failing.
    expect(kindOfHash('#%E0%A4%A', kinds)).toBeUndefined();
  });

  it('says how many integrations are shown, of how many, and of which kind', () => {
    expect(filterStatus(kinds[0], kinds)).toBe('Showing 3 integrations of 4: PARCS and gate equipment.');
    expect(filterStatus(kinds[1], kinds)).toBe('Showing 1 integration of 4: ALPR cameras.');
    expect(filterStatus(undefined, kinds)).toBe('Showing all 4 integrations.');
  });
});

describe('the filter, whatever the address’s hash holds', () => {
  it('shows one of its kinds or all of them, never a crash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileText(),
          hostileText().map((text) => `#${text}`),
          fc.constantFrom('#kind-alpr', '#%E0%A4%A', '#%ED%A0%80'),
        ),
        (hash) => {
          const kind = kindOfHash(hash, kinds);
          if (kind !== undefined) expect(kinds).toContain(kind);
        },
      ),
    );
  });
});
