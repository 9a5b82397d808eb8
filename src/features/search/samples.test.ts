import { describe, expect, it } from 'vitest';
import { samplePaths } from './samples';

describe('the pages that exist only through samples', () => {
  it('are each sample’s page, and a list whose entries are all samples', () => {
    const paths = samplePaths([
      {
        list: '/customers',
        entries: [
          { href: '/customers/a', sample: true },
          { href: '/customers/b', sample: true },
        ],
      },
      {
        list: '/resources',
        entries: [
          { href: '/resources/real', sample: false },
          { href: '/resources/demo', sample: true },
        ],
      },
      { list: '/integrations', entries: [{ sample: true }] },
    ]);
    expect([...paths].sort()).toEqual(['/customers', '/customers/a', '/customers/b', '/integrations', '/resources/demo']);
  });

  it('leave out a list with no entry at all, or with a real one', () => {
    expect(samplePaths([{ list: '/customers', entries: [] }]).size).toBe(0);
    expect(samplePaths([{ list: '/integrations', entries: [{ sample: false }, { sample: true }] }]).has('/integrations')).toBe(false);
  });
});
