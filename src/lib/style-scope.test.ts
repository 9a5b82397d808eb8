import { describe, expect, it } from 'vitest';
import { styleScope } from './style-scope';

describe('styleScope', () => {
  it("keeps only the parent's scope attribute, as a bare attribute", () => {
    expect(styleScope({ 'data-astro-cid-abc123': true, services: [], class: 'x' })).toEqual({ 'data-astro-cid-abc123': '' });
  });

  it('is empty when the parent has no scoped styles', () => {
    expect(styleScope({ services: [] })).toEqual({});
  });
});
