import { describe, expect, it } from 'vitest';
import { published, showsSamples } from './samples';

describe('samples', () => {
  it('are published by every build but the production deploy', () => {
    expect(showsSamples('production')).toBe(false);
    expect(showsSamples('deploy-preview')).toBe(true);
    expect(showsSamples(undefined)).toBe(true);
  });

  it('are left out of the entries a production build publishes, and only there', () => {
    const entries = [
      { id: 'real', data: { sample: false } },
      { id: 'sample', data: { sample: true } },
    ];
    expect(published(entries, 'production').map((entry) => entry.id)).toEqual(['real']);
    expect(published(entries, 'deploy-preview').map((entry) => entry.id)).toEqual(['real', 'sample']);
  });
});
