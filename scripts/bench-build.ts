/**
 * npm run bench:build: builds a temporary copy of the site with 10, 100 and 1,000 services (the ten of
 * content/services plus synthetic ones, each with its share card drawn cold) and prints pages, seconds,
 * seconds per page and the growth from 100 to 1,000, then a warm rebuild at 1,000 (cards from the
 * cache), how much each page's weight (gzip) moved between 10 and 1,000 services, and the site search at the
 * largest size: the seconds Pagefind took to index the pages (as the build logs them) and the bytes one query
 * fetches, measured by running the query through Pagefind's own script against the built index
 * (scripts/search-query.ts), the way the dialog does: Pagefind's start (its entry, metadata and WebAssembly) and
 * the query's own index chunks and the fragments of the results the dialog shows.
 * Then the largest size again with as many landing pages and with as many services more, each the same thousand
 * pages added to the same site: landings that show what the added services' pages show (landingLikeService) built
 * side by side with the services, twice, each build's CPU time its own, so that what a landing costs is set against
 * what a service page of the same content built beside it costs (the mean of the two pairs); then landings copied from
 * the tests' landing of every block type on one page (tests/fixtures/content/landings/every-block.md), beside services once more: what the heaviest composition
 * costs, printed beside its weight.
 * A benchmark, not a test: it prints and exits 0. With --check it exits 1 when a page other than
 * /services grew by more than 1 KB, the growth from 100 to 1,000 is more than 11×, or a landing costs more build
 * time than a service page of the same content.
 * Usage: npm run bench:build [-- --sizes 10,100,1000] [-- --check]
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import yaml from 'js-yaml';
import { splitFrontMatter } from '../src/lib/front-matter.ts';
import { timedAstroBuild } from './build-and-serve.ts';
import { copySite, FIXTURES } from './site-copy.ts';
import { queryIndex, type QueryRun } from './search-query.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10,100,1000' }, check: { type: 'boolean', default: false } } });
const SIZES = values.sizes.split(',').map(Number);
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
  /** One query run against the built index: what it found and every file it fetched (not for builds side by side). */
  query: QueryRun | undefined;
}

/** The query the benchmark searches for: words that every synthetic service's page holds. */
const QUERY = 'monthly parking permits';

/** Adds services until the copy has `total`: copies of the first service with their own name, id and slug. */
function addServices(dir: string, total: number): void {
  const folder = join(dir, 'content', 'services');
  const existing = readdirSync(folder).filter((file) => file.endsWith('.md'));
  const template = readFileSync(join(folder, `${templateService(dir)}.md`), 'utf8');
  for (let index = existing.length + 1; index <= total; index += 1) {
    const text = template
      .replace(/^title: .*$/m, `title: Synthetic parking service ${index}`)
      .replace(/^name: .*$/m, `name: Synthetic Service ${index}`)
      .replace(/^serviceId: .*$/m, `serviceId: ${1000 + index}`)
      .replace(/^order: .*$/m, 'order: 99');
    writeFileSync(join(folder, `synthetic-service-${index}.md`), text);
  }
}

/** The service file the synthetic services are copies of, and the landings like a service show. */
function templateService(dir: string): string {
  const files = readdirSync(join(dir, 'content', 'services')).filter((file) => file.endsWith('.md') && !file.startsWith('synthetic-'));
  return files.sort()[0]?.replace(/\.md$/, '') ?? '';
}

/** The fields of a service file that its page shows. */
interface ServiceShown {
  title: string;
  description: string;
  lead: string;
  screen?: string;
  features: unknown[];
  payback?: unknown;
}

/**
 * A landing page of the blocks that show what the page of a copy of service `slug` shows (ServicePage.astro): its
 * hero (the eyebrow "Service", a heading as long as a copy's name, its lead and product screen), its key features, its
 * text, its plans, and its payback estimate if it has a model. The copies are named by no story, industry or
 * integration, so their pages show none, and neither does this landing.
 */
function landingLikeService(dir: string, slug: string, index: number): string {
  const text = readFileSync(join(dir, 'content', 'services', `${slug}.md`), 'utf8');
  const { yaml: front = '', body = '' } = splitFrontMatter(text) ?? {};
  const service = yaml.load(front) as ServiceShown;
  const blocks = [
    {
      type: 'hero',
      eyebrow: 'Service',
      heading: `Synthetic Landing ${index}`,
      lead: service.lead,
      action: 'demo',
      ...(service.screen ? { screen: service.screen } : {}),
    },
    { type: 'features', heading: 'Key features', items: service.features },
    { type: 'text', body: body.trim() },
    { type: 'pricing', service: slug },
    ...(service.payback === undefined ? [] : [{ type: 'payback', service: slug }]),
  ];
  return `---\n${yaml.dump({ title: `Synthetic parking landing ${index}`, description: service.description, blocks }, { lineWidth: -1 })}---\n`;
}

/** What the landings of a build are: like a service's page (landingLikeService), or copies of the sample. */
type LandingKind = 'like a service' | 'sample';

/**
 * Adds `count` landing pages of `kind`, published (not samples), each at its own address with its own hero heading, so
 * each has a share card of its own to draw, as each service has. The sample's copies are pages of every block type.
 */
function addLandings(dir: string, count: number, kind: LandingKind): void {
  const folder = join(dir, 'content', 'landings');
  const sample = readFileSync(join(FIXTURES, 'landings', 'every-block.md'), 'utf8').replace(/^sample: true\n/m, '');
  const slug = templateService(dir);
  for (let index = 1; index <= count; index += 1) {
    const text =
      kind === 'sample'
        ? sample
            .replace(/^title: .*$/m, `title: Synthetic campaign page ${index}`)
            .replace(/^( {4}heading: ).*$/m, `$1Synthetic campaign ${index}, permits sold online`)
        : landingLikeService(dir, slug, index);
    writeFileSync(join(folder, `synthetic-landing-${index}.md`), text);
  }
}

/** Every file under a folder with the given ending, relative to it. */
function filesEnding(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Builds the copy and measures it; `cache` is the card cache folder (empty for a cold build). A build side by side
 * with another runs no query: Pagefind's script in this process is one at a time.
 */
async function build(dir: string, services: number, cache: string, { query: querying = true } = {}): Promise<Run> {
  const started = performance.now();
  const result = await timedAstroBuild({ OG_CACHE_DIR: cache, SITE_OUT_DIR: '' }, { cwd: dir });
  const seconds = (performance.now() - started) / 1000;
  const { cpu } = result;
  if (result.code !== 0) {
    console.error(result.output);
    throw new Error(`The build with ${services} services failed`);
  }
  const dist = join(dir, 'dist');
  const pages = filesEnding(dist, '.html');
  const weights = new Map(pages.map((page) => [page, gzipSync(readFileSync(join(dist, page))).length]));
  const indexed = /pages indexed for search in ([\d.]+) s/.exec(result.output)?.[1];
  const searchSeconds = indexed === undefined ? undefined : Number(indexed);
  const query = querying ? await queryIndex(dist, QUERY) : undefined;
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
// a larger index) weighs on both alike. The two sites are built at the same time, side by side, so whatever slows the
// machine slows both, and each build's CPU time is its own (timedAstroBuild); two such pairs, each landing set against
// its partner. Then the sample's copies beside as many services more once more, for their figure.
const most = Math.max(...SIZES);
const added: Record<LandingKind | 'services', Run[]> = { 'like a service': [], sample: [], services: [] };
const PAIRS = [
  ['like a service', 'services'],
  ['like a service', 'services'],
  ['sample', 'services'],
] as const;
/**
 * The least difference between a landing's and a service page's CPU time a pair of builds side by side tells apart,
 * as a share of a page's CPU time in the services' build: in this project's runs a pair's landing and service page
 * differed by -6% to +3% of that, and the mean of two pairs by -1.8% to +0.7% (docs/BENCHMARKS.md).
 */
const SIDE_BY_SIDE_RESOLUTION = 0.02;
/** The services built beside the sample's copies. */
let samplePartner: Run | undefined;
/** A copy of the site with the largest size's services and as many pages more of `addition`. */
function siteWith(addition: LandingKind | 'services'): string {
  const dir = copySite({ fixtures: FIXTURES });
  addServices(dir, addition === 'services' ? 2 * most : most);
  if (addition !== 'services') addLandings(dir, most, addition);
  return dir;
}
for (const [index, pair] of PAIRS.entries()) {
  const dirs = pair.map(siteWith);
  try {
    const built = await Promise.all(
      pair.map((addition, at) =>
        build(dirs[at] ?? '', addition === 'services' ? 2 * most : most, join(dirs[at] ?? '', 'og-cache'), { query: false }),
      ),
    );
    for (const [at, addition] of pair.entries()) {
      const run = built[at];
      if (!run) continue;
      // The sample's partner is not counted with the services of the other pairs: it shared the machine with a heavier build.
      if (index < PAIRS.length - 1 || addition !== 'services') added[addition].push(run);
      else samplePartner = run;
      console.log(
        row([
          addition === 'services' ? 2 * most : `${most}+${most}`,
          run.pages,
          run.images,
          run.seconds.toFixed(1),
          (run.seconds / run.pages).toFixed(3),
          run.cpu?.toFixed(1) ?? '',
        ]) +
          (addition === 'services'
            ? `  (${most} services more instead)`
            : `  (${most} services and ${most} landing pages, ${addition === 'sample' ? "copies of the sample's every block type" : 'each like a service page'})`) +
          (at === 0 ? '  side by side with:' : ''),
      );
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** The mean of some figures, or undefined when there are none. */
const mean = (figures: readonly number[]): number | undefined =>
  figures.length === 0 ? undefined : figures.reduce((sum, figure) => sum + figure, 0) / figures.length;

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
if (largest && added.services.length > 0) {
  // Each page's share of the CPU time its site took beyond the largest size's (built alone, the same for both): the
  // lesser of each kind's builds side by side.
  const each = (builds: readonly Run[]) => {
    const [after, before] = [fastest(builds, (run) => run.cpu), largest.cpu];
    return after === undefined || before === undefined ? undefined : (after - before) / most;
  };
  const figure = (value: number | undefined) => value?.toFixed(4) ?? '?';
  const [landing, service, sample] = [each(added['like a service']), each(added.services), each(added.sample)];
  // Each pair shared whatever the machine did, so a landing's cost is set against the services built beside it: the
  // mean of the pairs' differences a page, against SIDE_BY_SIDE_RESOLUTION of a page's CPU time.
  const differences = added['like a service'].flatMap((run, at) => {
    const partner = added.services[at];
    return run.cpu === undefined || partner?.cpu === undefined ? [] : [(run.cpu - partner.cpu) / most];
  });
  const difference = mean(differences);
  const perPage = mean(added.services.map((run) => (run.cpu ?? 0) / run.pages));
  const resolution = perPage === undefined ? undefined : SIDE_BY_SIDE_RESOLUTION * perPage;
  console.log(
    `Each of ${most} pages added to ${most} services, built side by side, the lesser of two builds' CPU time: ` +
      `a landing like a service page ${figure(landing)} s, a service ${figure(service)} s; a landing's CPU time less its partner's, ` +
      `each pair: ${differences.map((each) => `${each >= 0 ? '+' : ''}${each.toFixed(4)} s`).join(', ')}, the mean ${figure(difference)} s ` +
      `(a landing may cost no more than a service: no more than ${figure(resolution)} s, 2% of a page's CPU time, what a pair tells apart)`,
  );
  if (difference !== undefined && resolution !== undefined && difference > resolution)
    problems.push(
      `a landing page cost ${difference.toFixed(4)} CPU s more than a service page of the same content built beside it, more than the ${resolution.toFixed(4)} s a pair tells apart`,
    );
  const kb = (run: Run | undefined, page: string) => `${((run?.weights.get(page) ?? 0) / 1024).toFixed(1)} KB`;
  const servicePage = `services/synthetic-service-${2 * most}.html`;
  console.log(
    `  HTML (gzip): a landing like a service page ${kb(added['like a service'][0], 'synthetic-landing-1.html')}, a service's ${kb(added.services[0], servicePage)}` +
      (added.sample[0]
        ? `; a copy of the sample, every block type, ${kb(added.sample[0], 'synthetic-landing-1.html')}, costs ${figure(sample)} CPU s against ${figure(each(samplePartner ? [samplePartner] : []))} s for the services beside it (one build): what its blocks hold`
        : ''),
  );
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
if (largestRun?.query) {
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
