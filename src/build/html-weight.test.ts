import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUDGET, gz, overBy, PAGE_BUDGET, roomLeft, weighPage, weightProblems } from './html-weight';

/** Text that gzip cannot shrink much: about `bytes` of gzip. */
const noise = (bytes: number) => randomBytes(bytes).toString('base64');
/** Text enough to fill a first screen (critical-css.ts: 2,000 characters of main's text). */
const SCREENFUL = `<p>${'Parking. '.repeat(260)}</p>`;
/** A landing of blocks, one element of main each, with about `first` gzip bytes in its first block and `below` in its last. */
const landing = (first: number, below: number) =>
  `<html><head></head><body><main><section><h1>Spring</h1><p>${noise(first)}</p>${SCREENFUL}</section><section><p>Two.</p></section><section><p>${noise(below)}</p></section></main><footer>f</footer></body></html>`;

const SOURCE = { path: '/spring-offer', file: 'content/landings/spring-offer.md', blocks: ['Hero', 'Questions and answers', 'Text'] };

describe('the weight of a page', () => {
  it('weighs its first screen, from its start to the end of the element of main where the first screen ends, and its whole', () => {
    const html = landing(1000, 20_000);
    const weight = weighPage(html);
    expect(weight.whole).toBe(gz(html));
    expect(weight.firstScreen).toBeGreaterThan(1000);
    expect(weight.firstScreen).toBeLessThan(2500);
  });

  it('lets a page pass whose first screen and whole are within their budgets, however long it is below its first screen', () => {
    const html = landing(1000, 30_000);
    const weight = weighPage(html);
    expect(weight.whole).toBeGreaterThan(FIRST_SCREEN_BUDGET * 2);
    expect(weightProblems(html, weight, SOURCE)).toEqual([]);
  });

  it('refuses a first screen over 14 KB, saying by how much and which block to move or shorten', () => {
    const html = `<html><body><main><section><h1>Spring</h1><p>Short.</p></section><section><p>${noise(15_000)}</p>${SCREENFUL}</section><section><p>Three.</p></section></main></body></html>`;
    const weight = weighPage(html);
    expect(weightProblems(html, weight, SOURCE)).toEqual([
      `content/landings/spring-offer.md: the first screen of /spring-offer is ${overBy(weight.firstScreen, FIRST_SCREEN_BUDGET)} a first screen may be: move the Questions and answers block (block 2) below a shorter block, or shorten the texts of the blocks above it (Hero).`,
    ]);
    expect(overBy(weight.firstScreen, FIRST_SCREEN_BUDGET)).toMatch(/^1[45]\.\d KB, \d\.\d KB over the 14\.0 KB$/);
  });

  it('names every block above the one where the first screen ends, the hero among them', () => {
    const html = landing(15_000, 10);
    expect(weightProblems(html, weighPage(html), SOURCE)[0]).toMatch(
      /: move the Questions and answers block \(block 2\) below a shorter block, or shorten the texts of the blocks above it \(Hero\)\.$/,
    );
  });

  it('refuses a whole page over 40 KB, with no exception for any block', () => {
    const html = landing(1000, 42_000);
    const weight = weighPage(html);
    expect(weightProblems(html, weight, SOURCE)).toEqual([
      `content/landings/spring-offer.md: the page /spring-offer is ${overBy(weight.whole, PAGE_BUDGET)} a page may be: remove a block or shorten the texts of its blocks.`,
    ]);
  });

  it('names the page alone when no content file makes it', () => {
    const html = landing(15_000, 10);
    expect(weightProblems(html, weighPage(html), { path: '/404' })[0]).toMatch(
      /^the first screen of \/404 is .*: shorten the text at the top of the page\.$/,
    );
  });
});

describe('a weight in words', () => {
  it('never shows two equal numbers: bytes when a tenth of a KB cannot tell them apart', () => {
    expect(overBy(14_343, 14_336)).toBe('14,343 B, 7 B over the 14,336 B');
    expect(overBy(14_400, 14_336)).toBe('14.1 KB, 64 B over the 14.0 KB');
    expect(overBy(15_565, 14_336)).toBe('15.2 KB, 1.2 KB over the 14.0 KB');
  });

  it('says the room left and its share of the budget', () => {
    expect(roomLeft(9_700, 14_336)).toBe('4.5 KB left (32%)');
  });
});
