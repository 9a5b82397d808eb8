import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, TYPE_LABELS, pageType, typeOf } from './page-type';

describe('the type of a page in the search index', () => {
  it.each([
    ['/services/monthly-parking-system', 'service'],
    ['/industries/airports', 'industry'],
    ['/integrations', 'integration'],
    ['/resources/parcs-upgrade-or-touchless', 'article'],
    ['/customers/harbor-point-garages', 'story'],
    ['/career', 'job'],
    ['/', 'page'],
    ['/about-us', 'page'],
    ['/services', 'page'],
    ['/industries', 'page'],
    ['/resources', 'page'],
    ['/resources/tags/alpr', 'page'],
    ['/customers', 'page'],
    ['/security', 'page'],
  ] as const)('%s is a %s', (path, type) => {
    expect(pageType(path)).toBe(type);
  });

  it('reads a result’s type back from its filters, and anything unknown as a page', () => {
    expect(typeOf({ type: ['story'] })).toBe('story');
    expect(typeOf({ type: ['<script>'] })).toBe('page');
    expect(typeOf({})).toBe('page');
    expect(typeOf(undefined)).toBe('page');
  });

  it('labels every type', () => {
    for (const type of PAGE_TYPES) expect(TYPE_LABELS[type].length).toBeGreaterThan(2);
  });
});
