/**
 * What a page's HTML weighs, gzip, against what decides its first paint: one rule for every page of every kind (the
 * build refuses a page over it, pageWeights in integrations.ts; the budgets stage of npm test measures every page of
 * its build the same way, scripts/quality/budgets.ts).
 *
 * - Its first screen, the HTML from its start to the end of the element of main where its first screen ends (the
 *   end the critical-CSS pass finds, firstScreenEnd, inline styles included): at most FIRST_SCREEN_BUDGET, what a
 *   server sends in its first round trip, so the first screen is drawn without a second one.
 * - The whole page: at most PAGE_BUDGET. What follows the first screen is drawn as it arrives, below the fold.
 *
 * A refusal says by how much, and what to change: for a page composed of blocks, the block where the first screen
 * ends.
 */
import { gzipSync } from 'node:zlib';
import { type Element, DomHandler, isTag } from 'domhandler';
import { Parser } from 'htmlparser2';
import { firstScreenEnd } from './critical-css.ts';

/** A page's first screen: 14 KB of gzip, what a server sends in its first round trip (ten TCP segments). */
export const FIRST_SCREEN_BUDGET = 14 * 1024;

/**
 * A whole page: 40 KB of gzip. The heaviest page today, a service with its payback estimate, is about 17 KB; a
 * landing of 24 blocks, the most a page may hold, stays under it.
 */
export const PAGE_BUDGET = 40 * 1024;

/** The share of the first screen's budget a page should leave free, so a paragraph, a reorder or a translation fits. */
export const FIRST_SCREEN_ROOM = 0.3;

/** Gzip bytes at the level a CDN sends. */
export const gz = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/** What a page weighs: its first screen and its whole, in gzip bytes. */
export interface PageWeight {
  readonly firstScreen: number;
  readonly whole: number;
}

/** Weighs a built page. */
export function weighPage(html: string): PageWeight {
  return { firstScreen: gz(html.slice(0, firstScreenEnd(html))), whole: gz(html) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const exact = (bytes: number) => `${bytes.toLocaleString('en-US')} B`;

/**
 * A weight over its limit in words that never show two equal numbers: "15.2 KB, 1.2 KB over the 14.0 KB", or, when
 * a tenth of a KB cannot tell them apart, in bytes: "14,343 B, 7 B over the 14,336 B".
 */
export function overBy(bytes: number, limit: number): string {
  const over = bytes - limit;
  if (kb(bytes) === kb(limit)) return `${exact(bytes)}, ${exact(over)} over the ${exact(limit)}`;
  return `${kb(bytes)}, ${over < 103 ? exact(over) : kb(over)} over the ${kb(limit)}`;
}

/** A room left in words: "4.5 KB left (32%)". */
export function roomLeft(bytes: number, limit: number): string {
  return `${kb(limit - bytes)} left (${Math.floor(((limit - bytes) / limit) * 100)}%)`;
}

/** What a page is made of, for a refusal's advice: its content file and, for a composed page, its blocks' labels. */
export interface PageSource {
  /** The page's address, e.g. /spring-offer. */
  readonly path: string;
  /** The content file an editor changes (content/landings/spring-offer.md), when there is one. */
  readonly file?: string;
  /** Its blocks' labels in the editor, top to bottom, for a page composed of blocks. */
  readonly blocks?: readonly string[];
}

/**
 * Main's elements, and the index of the one in which `end` falls (where the first screen ends), or null without a
 * main. Parsed whole: only a page over its budget comes here.
 */
function mainElementAt(html: string, end: number): { readonly count: number; readonly at: number } | null {
  const handler = new DomHandler(undefined, { withStartIndices: true, withEndIndices: true });
  new Parser(handler).end(html);
  const find = (nodes: readonly Element[]): Element | undefined => {
    for (const node of nodes) {
      if (node.name === 'main') return node;
      const found = find(node.children.filter(isTag));
      if (found) return found;
    }
    return undefined;
  };
  const main = find(handler.root.children.filter(isTag));
  if (!main) return null;
  const elements = main.children.filter(isTag);
  const at = elements.findIndex((element) => (element.endIndex ?? 0) + 1 >= end);
  return { count: elements.length, at: at === -1 ? elements.length - 1 : at };
}

/**
 * What to do about a first screen over its budget: for a composed page, the block where it ends (its blocks are
 * the last of main's elements, one each); otherwise its text.
 */
function firstScreenAdvice(html: string, source: PageSource): string {
  const blocks = source.blocks ?? [];
  const place = blocks.length > 0 ? mainElementAt(html, firstScreenEnd(html)) : null;
  const index = place ? place.at - (place.count - blocks.length) : -1;
  const label = blocks[index];
  const above = index > 0 ? `the texts of the blocks above it (${blocks.slice(0, index).join(', ')})` : '';
  if (index === 0 && label) return `shorten the texts of its first block (${label}), or move a shorter block up`;
  if (label) return `move the ${label} block (block ${index + 1}) below a shorter block, or shorten ${above}`;
  if (place && index < 0) return 'shorten the page’s text above its blocks';
  return 'shorten the text at the top of the page';
}

/**
 * The mistakes of a built page over its budgets, in an editor's words, with the file to change: none within both.
 * The advice is worked out only for a page over its budget.
 */
export function weightProblems(html: string, weight: PageWeight, source: PageSource): string[] {
  const prefix = source.file ? `${source.file}: ` : '';
  const problems: string[] = [];
  if (weight.firstScreen > FIRST_SCREEN_BUDGET)
    problems.push(
      `${prefix}the first screen of ${source.path} is ${overBy(weight.firstScreen, FIRST_SCREEN_BUDGET)} a first screen may be: ${firstScreenAdvice(html, source)}.`,
    );
  if (weight.whole > PAGE_BUDGET)
    problems.push(
      `${prefix}the page ${source.path} is ${overBy(weight.whole, PAGE_BUDGET)} a page may be: ${(source.blocks?.length ?? 0) > 0 ? 'remove a block or shorten the texts of its blocks' : 'shorten its text, or split it into two pages'}.`,
    );
  return problems;
}
