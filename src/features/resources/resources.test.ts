import { describe, expect, it } from 'vitest';
import { formatDay, newestFirst, readingMinutes, tagHref, tagIndex, tagSlug, wordCount, WORDS_PER_MINUTE } from './resources';

const resource = (id: string, date: string, tags: string[]) => ({ id, data: { datePublished: new Date(date), tags } });

describe('reading time', () => {
  it('counts the words a reader sees: link text but not its address, no markup', () => {
    expect(wordCount('## How it works\n\n1. **Capture.** See [Permit Parking](/services/permit-parking-system) — now.')).toBe(8);
    expect(wordCount('- one\n- two\n\n> three')).toBe(3);
    expect(wordCount('')).toBe(0);
  });

  it('rounds to whole minutes at the reading speed, and is never zero', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    expect(readingMinutes(words(WORDS_PER_MINUTE * 4))).toBe(4);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 4 + WORDS_PER_MINUTE / 2 + 1))).toBe(5);
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('tags', () => {
  it('have addresses made of lower-case words and hyphens', () => {
    expect(tagSlug('Monthly parking')).toBe('monthly-parking');
    expect(tagSlug('ALPR')).toBe('alpr');
    expect(tagSlug('PARCS & gates')).toBe('parcs-and-gates');
    expect(tagSlug("Operators' tools")).toBe('operators-tools');
    expect(tagHref('Monthly parking')).toBe('/resources/tags/monthly-parking');
  });

  it('index their articles newest first, one tag for spellings that share an address, the most used first', () => {
    const a = resource('a', '2026-09-01', ['ALPR', 'Operations']);
    const b = resource('b', '2026-11-01', ['alpr']);
    const c = resource('c', '2026-10-01', ['Monthly parking', 'Operations']);
    const index = tagIndex([a, b, c]);
    expect(index.map((tag) => [tag.slug, tag.label, tag.resources.map((entry) => entry.id)])).toEqual([
      // "alpr" is how the newest article writes it.
      ['alpr', 'alpr', ['b', 'a']],
      ['operations', 'Operations', ['c', 'a']],
      ['monthly-parking', 'Monthly parking', ['c']],
    ]);
  });

  it('list an article once even when it repeats a tag', () => {
    expect(tagIndex([resource('a', '2026-09-01', ['ALPR', 'alpr'])])[0]?.resources).toHaveLength(1);
  });
});

describe('articles', () => {
  it('come newest first, and by file name on the same day', () => {
    const order = newestFirst([resource('b', '2026-10-01', []), resource('c', '2026-11-01', []), resource('a', '2026-10-01', [])]);
    expect(order.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
  });

  it('show their date as written in the file, whatever the time zone of the build', () => {
    expect(formatDay(new Date('2026-11-01'))).toBe('November 1, 2026');
  });
});
