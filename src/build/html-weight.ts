/**
 * What a page's HTML weighs, gzip, against the first round trip: the budget every page is held to (the budgets
 * stage of npm test measures every page with it), and the build's refusal of a page an editor composed over it
 * (composedPageProblems), told in the editor's words with the file to change.
 */
import { gzipSync } from 'node:zlib';

/** Every page's HTML: 14 KB of gzip, what a server sends in its first round trip, so the first paint needs no second one. */
export const HTML_BUDGET = 14 * 1024;

/**
 * The payback estimate a page prerenders under its pricing (src/features/payback/Payback.astro): its form with the
 * model's defaults, the figures, the chart and the 36-month table, about 3.4 KB of gzip, far below the first screen.
 * A page with it is held to HTML_BUDGET without its estimate, like every page, and to this ceiling whole.
 */
export const ESTIMATE_PAGE_CEILING = 17.3 * 1024;

/** Where the estimate's section (Payback.astro), which holds no section of its own, opens and closes in a built page. */
const ESTIMATE_OPENING = '<section id="payback"';
const SECTION_CLOSING = '</section>';

/** Gzip bytes at the level a CDN sends. */
export const gz = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/**
 * The page without its payback estimate's section, or null when it has none: text cut as text, bytes as bytes (a
 * page read from disk is weighed without being decoded; indexOf finds the same places in both).
 */
function withoutEstimate(html: string | Buffer): string | Buffer | null {
  const start = html.indexOf(ESTIMATE_OPENING);
  const opened = start === -1 ? -1 : html.indexOf('>', start);
  const closing = opened === -1 ? -1 : html.indexOf(SECTION_CLOSING, opened + 1);
  if (closing === -1) return null;
  const inner = html.indexOf('<section', start + 1);
  if (inner !== -1 && inner < closing) throw new Error("budgets: the payback section holds a section, which the estimate's cut cannot handle");
  const end = closing + SECTION_CLOSING.length;
  return typeof html === 'string' ? html.slice(0, start) + html.slice(end) : Buffer.concat([html.subarray(0, start), html.subarray(end)]);
}

/** The gzip bytes the page's payback estimate adds to it (0 without one), given the page's own (`whole`). */
export function estimateBytes(html: string, whole: number): number {
  const rest = withoutEstimate(html);
  return rest === null ? 0 : whole - gz(rest);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The mistake of a page composed of blocks whose HTML is over its budget, or null: `file` is the content file an
 * editor changes (content/landings/spring.md), `path` the page's address. A page within the first round trip whole
 * is weighed once; only a heavier one is weighed again without its payback estimate, cut from the same bytes. On the
 * calling thread: a pass weighing many pages in zlib's thread pool started a compressor for each at once and used
 * 40% more CPU for the same time (docs/BENCHMARKS.md).
 */
export function composedPageProblem(file: string, path: string, html: string | Buffer): string | null {
  const whole = gz(html);
  if (whole <= HTML_BUDGET) return null;
  const rest = withoutEstimate(html);
  const own = rest === null ? whole : gz(rest);
  const advice = 'remove a block or shorten the texts of its blocks.';
  if (own > HTML_BUDGET)
    return `${file}: the page ${path} is ${kb(own)} of HTML${rest !== null ? ' without its payback estimate' : ''}, over the ${kb(HTML_BUDGET)} a page may be to show in a visitor's first round trip: ${advice}`;
  if (whole > ESTIMATE_PAGE_CEILING)
    return `${file}: the page ${path} is ${kb(whole)} of HTML, over the ${kb(ESTIMATE_PAGE_CEILING)} a page with a payback estimate may be: ${advice}`;
  return null;
}
