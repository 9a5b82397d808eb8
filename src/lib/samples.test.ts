import { describe, expect, it } from 'vitest';
import { showsSamples } from './samples';

describe('samples', () => {
  it('are published by every build but the production deploy', () => {
    expect(showsSamples('production')).toBe(false);
    expect(showsSamples('deploy-preview')).toBe(true);
    expect(showsSamples(undefined)).toBe(true);
  });
});
