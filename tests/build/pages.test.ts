/** What particular pages carry in their built HTML. */
import { describe, expect, it } from 'vitest';
import { read } from './dist';

/** The text of an element's HTML, without tags and with entities of Astro's escaping undone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

describe('/airport-parking', () => {
  it('shows the three steps Find, Reserve, Park in order', () => {
    const list = /<ol class="steps[^"]*"[^>]*>([\s\S]*?)<\/ol>/.exec(read('/airport-parking'))?.[1] ?? '';
    const steps = [...list.matchAll(/<li[^>]*>[\s\S]*?<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((match) => textOf(match[1] ?? ''));
    expect(steps).toEqual(['Find', 'Reserve', 'Park']);
  });
});
