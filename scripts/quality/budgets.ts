/**
 * Size budgets of every built page (npm run budgets): the JavaScript a page loads before any interaction,
 * and its HTML, both gzipped. JavaScript is measured by following each page's module scripts and
 * modulepreloads, its islands, and their static imports, counting each file once; inline scripts count
 * too. Every island outside the footer counts, whatever its client directive (a form in view hydrates
 * without interaction); the footer's demo form hydrates only when scrolled to, so it does not. Prints
 * a table of every page and exits 1 when a page is over its budget. The content editor's page (/admin)
 * is not a visitor page and is not measured: only the site's editors load it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { FIRST_SCREEN_BUDGET, FIRST_SCREEN_ROOM, gz, overBy, PAGE_BUDGET, roomLeft, weighPage } from '../../src/build/html-weight.ts';
import { pagePathOf } from '../../src/build/page-path.ts';
import { EDITOR_PATH } from '../../src/lib/routes.ts';

/** The budgets, in bytes of gzip. */
export const BUDGETS = {
  /** A page with no island at all. */
  none: 0,
  /** Content pages: the header's session script, the footer form (lazy), nothing else. */
  content: 15 * 1024,
  /**
   * Pages with a form or other island that hydrates on the first screen (React included). 99 KB: with measurement on
   * (PUBLIC_ANALYTICS_URL; `npm run test:full` checks that build too) /request-trial is 97.0 KB and a landing of every
   * block 97.2 KB, so 1.8 KB are left. A form carries its conversion's sender (0.9 KB): a conversion leaves before the
   * page it leads to loads, so its code cannot wait for measurement's idle load. The page's language (its phrasebook's
   * reader, the translated notices, the landing's address in the page's language) added 0.6 KB to every form page; the
   * budget was 97 KB before it, with 0.5 KB left.
   */
  form: 99 * 1024,
  /** Every page's HTML whole (src/build/html-weight.ts, the rule the build holds every page to). */
  html: PAGE_BUDGET,
  /**
   * Every page's HTML to the end of its first screen (PageReport.firstScreen): what a server sends in its first round
   * trip, since a browser paints what it has parsed without waiting for the rest.
   */
  firstScreen: FIRST_SCREEN_BUDGET,
} as const;

/**
 * What measurement (PUBLIC_ANALYTICS_URL set) may add to any page, gzip: its loader, and what the loader fetches
 * once the page is idle (the pageview, the sender, web-vitals), less the files the page loads anyway. Counted
 * apart from the page's own JavaScript, so a page keeps its kind and budget with measurement on; a build
 * without the variable has none of it (tests/build/measurement.test.ts). Why 4 KB and not 2 KB:
 * web-vitals' LCP, INP and CLS alone are 2.1 to 3.1 KB of gzip in every release from 3 to 6 (5.x, the lightest
 * but one, is used); the site's own part (loader, events, sender) is about 1.5 KB.
 */
export const MEASUREMENT_BUDGET = 4 * 1024;

/** The bundled name of the measurement's loader script (src/lib/measurement/PageMeasurement.astro). */
const MEASUREMENT_SCRIPT = /\/PageMeasurement\.astro_astro_type_script_[^/]*\.js$/;

export interface PageReport {
  page: string;
  kind: 'none' | 'content' | 'form';
  js: number;
  /** The measurement's bytes the page gains, loaded after the page is idle; 0 in a build without it. */
  measurement: number;
  html: number;
  /**
   * The gzip of the HTML from its start to the end of its first screen (firstScreenEnd, which also decides the
   * inline stylesheet): what must arrive before the first screen can be drawn whole.
   */
  firstScreen: number;
  files: string[];
}

/** The module files a chunk imports with import("…"), which load later, on use. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** The module files a chunk imports statically (dynamic import() loads later, on use). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) if (match[1]) found.add(match[1]);
  for (const match of code.matchAll(/(?:^|[;\s}])export\s*[\w*{}\s,$]+from\s*["']([^"']+)["']/g)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** Measures one built page. */
export async function measurePage(dist: string, file: string): Promise<PageReport> {
  const html = await readFile(join(dist, file), 'utf8');
  const entries = new Set<string>();
  const measuring = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) {
    if (match[1]) (MEASUREMENT_SCRIPT.test(match[1]) ? measuring : entries).add(match[1]);
  }
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (match[1]) entries.add(match[1]);
  let islands = 0;
  let eager = 0;
  const footer = { start: html.indexOf('<footer'), end: html.indexOf('</footer>') };
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    islands += 1;
    const attributes = match[1] ?? '';
    const inFooter = match.index > footer.start && match.index < footer.end;
    const client = /\bclient="([^"]+)"/.exec(attributes)?.[1];
    if (inFooter && client === 'visible') continue;
    eager += 1;
    for (const name of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1];
      if (url) entries.add(url);
    }
  }
  // Data in a script element is not code: structured data, and the import map (its modules' hashes, in the HTML's size).
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="(?:application\/ld\+json|application\/json|importmap)")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const queue = [...entries];
  let js = inline.reduce((sum, code) => sum + (code.trim() ? gz(code) : 0), 0);
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (seen.has(url) || !url.startsWith('/')) continue;
    seen.add(url);
    const code = await readFile(join(dist, url), 'utf8');
    js += gz(code);
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier);
    }
  }
  const kind = islands === 0 && entries.size === 0 && inline.every((code) => !code.trim()) ? 'none' : eager > 0 ? 'form' : 'content';
  const measurement = await measurementBytes(dist, [...measuring], seen);
  const weight = weighPage(html);
  return { page: pagePathOf(file), kind, js, measurement, html: weight.whole, firstScreen: weight.firstScreen, files: [...seen] };
}

/** The gzip bytes of the measurement's loader and everything it imports, statically or later, but the files in `loaded`. */
async function measurementBytes(dist: string, entries: readonly string[], loaded: ReadonlySet<string>): Promise<number> {
  const seen = new Set<string>();
  const queue = [...entries];
  let bytes = 0;
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (seen.has(url) || loaded.has(url) || !url.startsWith('/')) continue;
    seen.add(url);
    const code = await readFile(join(dist, url), 'utf8');
    bytes += gz(code);
    for (const specifier of [...staticImports(code), ...dynamicImports(code)]) {
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier);
    }
  }
  return bytes;
}

/** Pages of a build that visitors never load: the content editor's. */
export const NOT_MEASURED = [`${EDITOR_PATH.slice(1)}.html`];

/** Measures every visitor page of a build. */
export async function measureSite(dist: string): Promise<PageReport[]> {
  const files = (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_astro') && !NOT_MEASURED.includes(file))
    .sort();
  return Promise.all(files.map((file) => measurePage(dist, file)));
}

/** The pages over budget, with what they exceed. */
export function overBudget(reports: readonly PageReport[]): string[] {
  const problems: string[] = [];
  for (const report of reports) {
    if (report.js > BUDGETS[report.kind])
      problems.push(`${report.page}: ${kb(report.js)} of JavaScript, budget ${kb(BUDGETS[report.kind])} (${report.kind} page)`);
    if (report.html > BUDGETS.html) problems.push(`${report.page}: ${overBy(report.html, BUDGETS.html)} a page's HTML may be`);
    if (report.firstScreen > BUDGETS.firstScreen)
      problems.push(`${report.page}: ${overBy(report.firstScreen, BUDGETS.firstScreen)} a page's HTML may be before its first screen ends`);
    if (report.measurement > MEASUREMENT_BUDGET)
      problems.push(`${report.page}: ${kb(report.measurement)} of measurement, budget ${kb(MEASUREMENT_BUDGET)} (after the page is idle)`);
  }
  return problems;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.main) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
  const reports = await measureSite(new URL(`../../${values.dir}/`, import.meta.url).pathname);
  const rows = reports.map(
    (r) =>
      `| ${r.page} | ${r.kind} | ${kb(r.js)} | ${kb(BUDGETS[r.kind])} | ${kb(r.measurement)} | ${kb(r.html)} | ${kb(r.firstScreen)} | ${roomLeft(r.firstScreen, BUDGETS.firstScreen)} |`,
  );
  console.log(
    [
      '| Page | Kind | JS (gzip) | JS budget | Measurement (after idle) | HTML (gzip) | HTML to the first screen’s end | First screen’s room |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  const problems = overBudget(reports);
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  const fullest = reports.reduce((a, b) => (b.firstScreen > a.firstScreen ? b : a));
  const crowded = reports.filter((report) => report.firstScreen > BUDGETS.firstScreen * (1 - FIRST_SCREEN_ROOM));
  console.log(
    `\nAll ${reports.length} pages within budget (first screen ≤ ${kb(BUDGETS.firstScreen)}, whole ≤ ${kb(BUDGETS.html)}). Fullest first screen: ${fullest.page}, ${kb(fullest.firstScreen)}, ${roomLeft(fullest.firstScreen, BUDGETS.firstScreen)}. Not measured: ${NOT_MEASURED.join(', ')} (the content editor).`,
  );
  if (crowded.length > 0)
    console.log(
      `Less than ${FIRST_SCREEN_ROOM * 100}% of the first screen's budget left on ${crowded.map((report) => report.page).join(', ')}: the next paragraph or translation may not fit.`,
    );
}
