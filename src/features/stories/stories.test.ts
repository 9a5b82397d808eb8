import { describe, expect, it } from 'vitest';
import { formatMetricValue, publishedStories, unitIsAttached } from './stories';

const story = (id: string, order: number, sample: boolean) => ({ id, data: { order, sample } });

describe('published stories', () => {
  const stories = [story('real-b', 3, false), story('sample-a', 1, true), story('real-a', 2, false)];

  it('leaves the samples out of a production build only', () => {
    expect(publishedStories(stories, 'production').map((s) => s.id)).toEqual(['real-a', 'real-b']);
    expect(publishedStories(stories, 'branch-deploy').map((s) => s.id)).toEqual(['sample-a', 'real-a', 'real-b']);
    expect(publishedStories(stories, undefined).map((s) => s.id)).toEqual(['sample-a', 'real-a', 'real-b']);
  });

  it('is empty in production when every story is a sample', () => {
    expect(publishedStories([story('a', 1, true), story('b', 2, true)], 'production')).toEqual([]);
  });
});

describe('metrics', () => {
  it('groups thousands and keeps at most one decimal', () => {
    expect(formatMetricValue(3000)).toBe('3,000');
    expect(formatMetricValue(2.5)).toBe('2.5');
    expect(formatMetricValue(2.46)).toBe('2.5');
    expect(formatMetricValue(0)).toBe('0');
  });

  it('attaches % and x to the number, and spaces words', () => {
    expect(unitIsAttached('%')).toBe(true);
    expect(unitIsAttached('x')).toBe(true);
    expect(unitIsAttached('hours')).toBe(false);
    expect(unitIsAttached('x-rays')).toBe(false);
  });
});
