/**
 * npm run bench:build: builds a temporary copy of the site with 10, 100 and 1,000 services (the ten of
 * content/services plus synthetic ones, each with its share card drawn cold) and prints pages, seconds,
 * seconds per page and the growth from 100 to 1,000, then a warm rebuild at 1,000 (cards from the
 * cache), how much each page's weight (gzip) moved between 10 and 1,000 services, and the site search at the
 * largest size: the seconds Pagefind took to index the pages (as the build logs them) and the bytes one query
 * fetches, measured by running the query through Pagefind's own script against the built index
 * (scripts/search-query.ts), the way the dialog does: Pagefind's start (its entry, metadata and WebAssembly) and
 * the query's own index chunks and the fragments of the results the dialog shows.
 * Then the largest size again with as many landing pages (copies of content/landings' sample, each a page of every
 * block type with its own share card), and with as many services more, each built twice (landings, services,
 * services, landings; the faster build of each counts): what a landing costs beside what a service costs, each the
 * same thousand pages added to the same site.
 * A benchmark, not a test: it prints and exits 0. With --check it exits 1 when a page other than
 * /services grew by more than 1 KB, the growth from 100 to 1,000 is more than 11×, or a landing costs more build
 * time than a service page.
 * Usage: npm run bench:build [-- --sizes 10,100,1000] [-- --check]
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { astroBuild } from './build-and-serve.ts';
import { queryIndex, type QueryRun } from './search-query.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10,100,1000' }, check: { type: 'boolean', default: false } } });
const SIZES = values.sizes.split(',').map(Number);
const ROOT = new URL('..', import.meta.url).pathname;
/** What a copy of the site leaves out: installed, built or generated things. */
const SKIP = new Set(['node_modules', '.git', '.astro', 'test-results', 'playwright-report', '.lighthouseci']);
/** node_modules entries a build writes to (Astro's and Vite's caches, the card cache): real folders in each copy. */
const OWN_CACHES = new Set(['.astro', '.vite', '.cache']);
/** The page every service is listed on: it grows with the catalogue by design. */
const LIST_PAGE = 'services.html';
/** How much any other page may grow from 10 to 1,000 services (gzip bytes). */
const PAGE_GROWTH_LIMIT = 1024;

interface Run {
  services: number;
  pages: number;
  images: number;
  seconds: number;
  /** CPU seconds the build used (user and system), which a busy shared machine does not inflate as much as wall time. */
  cpu: number | undefined;
  /** gzip size of each built page, by its path under dist/. */
  weights: Map<string, number>;
  /** The seconds Pagefind took to index the pages, as the build logged them. */
  searchSeconds: number | undefined;
  /** One query run against the built index: what it found and every file it fetched. */
  query: QueryRun;
}

/** The query the benchmark searches for: words that every synthetic service's page holds. */
const QUERY = 'monthly parking permits';

/** A copy of the site in a temporary folder, sharing the installed packages but not their caches. */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parkcloud-bench-'));
  for (const entry of readdirSync(ROOT)) {
    if (SKIP.has(entry) || entry.startsWith('dist')) continue;
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

/** Adds services until the copy has `total`: copies of the first service with their own name, id and slug. */
function addServices(dir: string, total: number): void {
  const folder = join(dir, 'content', 'services');
  const existing = readdirSync(folder).filter((file) => file.endsWith('.md'));
  const template = readFileSync(join(folder, existing.sort()[0] ?? ''), 'utf8');
  for (let index = existing.length + 1; index <= total; index += 1) {
    const text = template
      .replace(/^title: .*$/m, `title: Synthetic parking service ${index}`)
      .replace(/^name: .*$/m, `name: Synthetic Service ${index}`)
      .replace(/^serviceId: .*$/m, `serviceId: ${1000 + index}`)
      .replace(/^order: .*$/m, 'order: 99');
    writeFileSync(join(folder, `synthetic-service-${index}.md`), text);
  }
}

/**
 * Adds `count` landing pages: copies of the sample landing, published (not samples), each at its own address with
 * its own hero heading, so each has a share card of its own to draw, as each service has.
 */
function addLandings(dir: string, count: number): void {
  const folder = join(dir, 'content', 'landings');
  const template = readFileSync(join(folder, 'campus-permits.md'), 'utf8').replace(/^sample: true\n/m, '');
  for (let index = 1; index <= count; index += 1) {
    const text = template
      .replace(/^title: .*$/m, `title: Synthetic campaign page ${index}`)
      .replace(/^( {4}heading: ).*$/m, `$1Synthetic campaign ${index}, permits sold online`);
    writeFileSync(join(folder, `synthetic-landing-${index}.md`), text);
  }
}

/** Every file under a folder with the given ending, relative to it. */
function filesEnding(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** CPU seconds used by this process's finished children, from /proc (Linux); undefined elsewhere. */
function childrenCpuSeconds(): number | undefined {
  try {
    // Fields after the command name: cutime and cstime are the 14th and 15th, in clock ticks (100 a second on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Builds the copy and measures it; `cache` is the card cache folder (empty for a cold build). */
async function build(dir: string, services: number, cache: string): Promise<Run> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const result = await astroBuild({ OG_CACHE_DIR: cache, SITE_OUT_DIR: '' }, { cwd: dir, quiet: true });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  if (result.code !== 0) {
    console.error(result.output);
    throw new Error(`The build with ${services} services failed`);
  }
  const dist = join(dir, 'dist');
  const pages = filesEnding(dist, '.html');
  const weights = new Map(pages.map((page) => [page, gzipSync(readFileSync(join(dist, page))).length]));
  const indexed = /pages indexed for search in ([\d.]+) s/.exec(result.output)?.[1];
  const searchSeconds = indexed === undefined ? undefined : Number(indexed);
  const query = await queryIndex(dist, QUERY);
  return { services, pages: pages.length, images: filesEnding(join(dist, 'og'), '.png').length, seconds, cpu, weights, searchSeconds, query };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const WIDTHS = [8, 6, 7, 8, 7, 8];
const row = (cells: Array<string | number>) => cells.map((cell, index) => pad(cell, WIDTHS[index] ?? 8)).join('  ');

const runs: Run[] = [];
let warm: Run | undefined;
console.log(`Building the site with ${SIZES.join(', ')} services (each build cold: no cards cached) on ${process.arch}, Node ${process.version}\n`);
console.log(row(['services', 'pages', 'images', 'seconds', 's/page', 'cpu s']));
for (const size of SIZES) {
  const dir = copySite();
  try {
    addServices(dir, size);
    const cache = join(dir, 'og-cache');
    const run = await build(dir, size, cache);
    runs.push(run);
    console.log(row([size, run.pages, run.images, run.seconds.toFixed(1), (run.seconds / run.pages).toFixed(3), run.cpu?.toFixed(1) ?? '']));
    if (size === Math.max(...SIZES)) warm = await build(dir, size, cache);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The largest size again, with as many landing pages and with as many services more: a landing's cost is what the
// same thousand pages cost on the same site, so a build that grows a little with its size (a larger heap to collect,
// a larger index) weighs on both alike. Each is built twice, in the order landings, services, services, landings, and
// the faster of its two builds counts: a shared machine only ever slows a build, and the order spreads a slow
// stretch over both.
const most = Math.max(...SIZES);
const withLandings: Run[] = [];
const twiceServices: Run[] = [];
for (const landings of [true, false, false, true]) {
  const dir = copySite();
  try {
    addServices(dir, landings ? most : 2 * most);
    if (landings) addLandings(dir, most);
    const run = await build(dir, landings ? most : 2 * most, join(dir, 'og-cache'));
    (landings ? withLandings : twiceServices).push(run);
    console.log(
      row([
        landings ? `${most}+${most}` : 2 * most,
        run.pages,
        run.images,
        run.seconds.toFixed(1),
        (run.seconds / run.pages).toFixed(3),
        run.cpu?.toFixed(1) ?? '',
      ]) + (landings ? `  (${most} services and ${most} landing pages)` : `  (${most} services more instead)`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The least of the runs' figures (`use`), or undefined when a run has none. */
function fastest(runs: readonly Run[], use: (run: Run) => number | undefined): number | undefined {
  const figures = runs.map(use);
  return figures.length === 0 || figures.some((figure) => figure === undefined) ? undefined : Math.min(...(figures as number[]));
}

const problems: string[] = [];
const at = (services: number) => runs.find((run) => run.services === services);
const [hundred, thousand, ten] = [at(100), at(1000), at(10)];
console.log('');
if (hundred && thousand) {
  const growth = thousand.seconds / hundred.seconds;
  console.log(
    `Growth from 100 to 1,000 services: ${growth.toFixed(1)}× the time for ${(thousand.pages / hundred.pages).toFixed(1)}× the pages (linear: at most 11×)`,
  );
  if (growth > 11) problems.push(`the build grew ${growth.toFixed(1)}× from 100 to 1,000 services`);
}
const [fewest, largest] = [runs[0], runs.at(-1)];
if (fewest && largest && largest.services > fewest.services) {
  const perService = (largest.seconds - fewest.seconds) / (largest.services - fewest.services);
  console.log(`Each service added from ${fewest.services} to ${largest.services}: ${perService.toFixed(3)} s`);
}
if (largest && withLandings.length > 0 && twiceServices.length > 0) {
  // Each page's share of what the faster build of each took beyond the site it was added to.
  const added = (use: (run: Run) => number | undefined) =>
    [withLandings, twiceServices].map((builds) => {
      const [after, before] = [fastest(builds, use), use(largest)];
      return after === undefined || before === undefined ? undefined : (after - before) / most;
    });
  const [landing, service] = added((run) => run.seconds);
  const [landingCpu, serviceCpu] = added((run) => run.cpu);
  const cpu = landingCpu === undefined || serviceCpu === undefined ? '' : ` (CPU: ${landingCpu.toFixed(3)} s and ${serviceCpu.toFixed(3)} s)`;
  console.log(
    `Each of ${most} pages added to ${most} services, the faster of two builds: a landing ${landing?.toFixed(3)} s, a service ${service?.toFixed(3)} s${cpu} (a landing may cost no more than a service)`,
  );
  if (landing !== undefined && service !== undefined && landing > service)
    problems.push(`a landing page cost ${landing.toFixed(3)} s, a service ${service.toFixed(3)} s`);
}
if (warm)
  console.log(`Rebuild at ${warm.services} services with every card cached: ${warm.seconds.toFixed(1)} s (${warm.cpu?.toFixed(1) ?? '?'} CPU s)`);
if (ten && thousand) {
  const growths = [...ten.weights]
    .filter(([page]) => page !== LIST_PAGE && thousand.weights.has(page))
    .map(([page, bytes]) => ({ page, growth: (thousand.weights.get(page) ?? 0) - bytes }))
    .sort((a, b) => b.growth - a.growth);
  const largest = growths[0];
  const list = (ten.weights.get(LIST_PAGE) ?? 0) / 1024;
  const listThen = (thousand.weights.get(LIST_PAGE) ?? 0) / 1024;
  console.log(`Page weight (gzip) from 10 to 1,000 services: /services ${list.toFixed(1)} KB → ${listThen.toFixed(1)} KB (it lists every service);`);
  console.log(
    `  every other page (${growths.length}) within ${largest ? `${(largest.growth / 1024).toFixed(2)} KB (largest: /${largest.page.replace(/\.html$/, '')})` : 'n/a'}; the limit is 1 KB`,
  );
  for (const { page, growth } of growths.filter((entry) => entry.growth > PAGE_GROWTH_LIMIT))
    problems.push(`/${page} grew by ${(growth / 1024).toFixed(1)} KB`);
}
const largestRun = runs.at(-1);
if (largestRun) {
  const { query } = largestRun;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const sum = (files: QueryRun['fetched']) => files.reduce((total, file) => total + file.bytes, 0);
  const start = query.fetched.filter((file) => !/^(index|fragment)\//.test(file.file));
  const chunks = query.fetched.filter((file) => file.file.startsWith('index/'));
  const fragments = query.fetched.filter((file) => file.file.startsWith('fragment/'));
  console.log(
    `Search at ${largestRun.services} services: the index built in ${largestRun.searchSeconds?.toFixed(1) ?? '?'} s; the query "${QUERY}" ` +
      `(${query.found} pages found, ${query.pages.length} shown) fetched ${kb(sum(query.fetched))}: Pagefind's start ${kb(sum(start))} ` +
      `(once per page), ${chunks.length} index chunks ${kb(sum(chunks))}, ${fragments.length} fragments ${kb(sum(fragments))}`,
  );
}
for (const problem of problems) console.log(`Over target: ${problem}`);
process.exitCode = values.check && problems.length > 0 ? 1 : 0;
