import { describe, expect, it } from 'vitest';
import { bandsOf } from './bands';

describe('the bands of a page’s blocks', () => {
  it('alternate down the page after a hero, whatever the order', () => {
    expect(bandsOf([{ type: 'hero' }, { type: 'features' }, { type: 'text' }, { type: 'faq' }, { type: 'cta' }])).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('start again after a band of their own (the newsletter)', () => {
    expect(bandsOf([{ type: 'videoHero' }, { type: 'carousel' }, { type: 'newsletter' }, { type: 'text' }])).toEqual([false, true, false, true]);
  });

  it('follow the band above the first block', () => {
    expect(bandsOf([{ type: 'text' }, { type: 'faq' }], true)).toEqual([false, true]);
  });

  it('skip a block that draws nothing, so its neighbours still alternate', () => {
    expect(
      bandsOf([{ type: 'videoHero' }, { type: 'carousel' }, { type: 'proof' }, { type: 'features' }], false, (type) => type !== 'proof'),
    ).toEqual([false, true, false, false]);
  });
});
