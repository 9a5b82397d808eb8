import { describe, expect, it } from 'vitest';
import { listOrEntryPaths } from './list-or-entry';

describe('list-or-entry routes', () => {
  it('have no page while nothing is published', () => {
    expect(listOrEntryPaths('story', [])).toEqual([]);
  });

  it('have the list at the bare address and one page per entry by its id', () => {
    const entries = [{ id: 'harbor-point' }, { id: 'north-campus' }];
    expect(listOrEntryPaths('story', entries)).toEqual([
      { params: { story: undefined }, props: { entries } },
      { params: { story: 'harbor-point' }, props: { entries, entry: entries[0] } },
      { params: { story: 'north-campus' }, props: { entries, entry: entries[1] } },
    ]);
  });
});
