import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { composedPageProblem, ESTIMATE_PAGE_CEILING, estimateBytes, gz, HTML_BUDGET } from './html-weight';

/** Text that gzip cannot shrink much: about `bytes` of gzip. */
const noise = (bytes: number) => randomBytes(bytes).toString('base64');
/** A page of about `own` gzip bytes, with a payback estimate of about `estimate` more when given. */
const page = (own: number, estimate?: number) =>
  `<main><p>${noise(own)}</p>${estimate === undefined ? '' : `<section id="payback" class="band"><p>${noise(estimate)}</p></section>`}</main>`;

const FILE = 'content/landings/spring.md';

describe('the weight of a composed page', () => {
  it('lets a page within the first round trip pass', () => {
    const html = page(10_000);
    expect(gz(html)).toBeLessThan(HTML_BUDGET);
    expect(composedPageProblem(FILE, '/spring', html)).toBeNull();
  });

  it('refuses a page over 14 KB, naming the file, the address and what to do', () => {
    const html = page(15_500);
    const problem = composedPageProblem(FILE, '/spring', html);
    expect(problem).toBe(
      `${FILE}: the page /spring is ${(gz(html) / 1024).toFixed(1)} KB of HTML, over the 14.0 KB a page may be to show in a visitor's first round trip: remove a block or shorten the texts of its blocks.`,
    );
  });

  it('holds a page with a payback estimate to 14 KB without it', () => {
    const within = page(12_000, 3_000);
    expect(gz(within)).toBeGreaterThan(HTML_BUDGET);
    expect(composedPageProblem(FILE, '/spring', within)).toBeNull();

    const over = page(14_600, 2_000);
    expect(gz(over) - estimateBytes(over, gz(over))).toBeGreaterThan(HTML_BUDGET);
    expect(composedPageProblem(FILE, '/spring', over)).toMatch(
      /^content\/landings\/spring\.md: the page \/spring is 14\.\d KB of HTML without its payback estimate, over the 14\.0 KB/,
    );
  });

  it('holds a page with a payback estimate to its ceiling whole', () => {
    const html = page(12_000, 6_000);
    expect(gz(html)).toBeGreaterThan(ESTIMATE_PAGE_CEILING);
    expect(composedPageProblem(FILE, '/spring', html)).toMatch(
      /the page \/spring is 1[78]\.\d KB of HTML, over the 17\.3 KB a page with a payback estimate may be/,
    );
  });

  it('weighs a page read as bytes as it weighs its text, with or without letters beyond ASCII', () => {
    // Letters of two and three bytes before the estimate: a cut at a letter's offset in the bytes would miss it by 6,000.
    const lettered = (html: string) => html.replace('<main>', `<main><p>${'ü€'.repeat(2_000)}</p>`);
    const pages = [page(10_000), page(15_500), page(12_000, 3_000), page(14_600, 2_000), page(12_000, 6_000)];
    for (const html of [...pages, ...pages.map(lettered)])
      expect(composedPageProblem(FILE, '/spring', Buffer.from(html))).toBe(composedPageProblem(FILE, '/spring', html));
  });

  it('refuses to cut an estimate that holds a section, as text or as bytes', () => {
    const html = page(12_000, 3_000).replace('<section id="payback" class="band">', '<section id="payback" class="band"><section></section>');
    expect(() => composedPageProblem(FILE, '/spring', html)).toThrow(/holds a section/);
    expect(() => composedPageProblem(FILE, '/spring', Buffer.from(html))).toThrow(/holds a section/);
  });
});
