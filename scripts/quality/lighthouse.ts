/**
 * Lighthouse CI on free ports (npm run audit, npm run audit:quick): builds the site for a site port and a
 * sandbox port nothing uses, into its own folder, so the audited pages call the sandbox started beside
 * them and a running `npm start` (or anything else on 4321 and 8787) is left alone. A sandbox on that port
 * answers the build, so the service pages are audited with their prices in the HTML. Then runs
 * `lhci autorun` (lighthouserc.cjs), which serves that build with `scripts/start.ts --no-build`.
 *   --quick      the first two pages, held to the every-run targets, run once (a quick look while working;
 *                timings move with the machine's load, so no gate of npm test depends on it)
 *   --dir DIR    audits an existing end-to-end build instead: DIR was built for the end-to-end ports
 *                (tests/env.ts), so it is served there, with its sandbox
 *   --measure    builds the copy with measurement on (PUBLIC_ANALYTICS_URL: a stand-in collector this script
 *                starts on a free port, sandbox/collector.ts), so the pages carry what a production build with the
 *                variable set carries (the audits must pass with it on); fails unless every audited page
 *                sent its pageview, and unless every page of the copy is within npm run budgets' budgets (they run
 *                on the test build in npm test, which has no measurement). npm run test:full audits this copy.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../../sandbox/app.ts';
import { startCollector, type ReceivedEvent } from '../../sandbox/collector.ts';
import { SANDBOX_PORT, SITE_PORT } from '../../tests/env.ts';
import { astroBuild, run } from '../build-and-serve.ts';
import { copySite, FIXTURES, ROOT } from '../site-copy.ts';
import { freePort } from '../ports.ts';
import { measureSite, overBudget } from './budgets.ts';
import AUDITED from './lighthouse-pages.json' with { type: 'json' };

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, dir: { type: 'string' }, measure: { type: 'boolean', default: false } },
});

const reuse = values.dir !== undefined;
if (reuse && values.measure) throw new Error('--measure builds a copy of its own: it cannot audit --dir');
const site = reuse ? SITE_PORT : await freePort();
let sandbox = reuse ? SANDBOX_PORT : await freePort();
while (sandbox === site) sandbox = await freePort();
const dir = values.dir ?? `dist-audit-${site}`;
const collector = values.measure ? await startCollector() : undefined;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SITE_PORT: String(site),
  SANDBOX_PORT: String(sandbox),
  SITE_OUT_DIR: dir,
  AUDIT_DIR: dir,
  LHCI_QUICK: values.quick ? '1' : '0',
  // The copy's pages send their events to the stand-in collector (--measure).
  ...(collector ? { PUBLIC_ANALYTICS_URL: collector.origin } : {}),
};

/** A frame at 60 Hz: a largest paint this close to the first is in the same frame. */
const FRAME_MS = 1000 / 60;

/** lhci autorun (lighthouserc.cjs) on this copy, then the paints' summary; its exit code. */
const autorun = async () => {
  const code = (await run('npx', ['lhci', 'autorun'], { env })).code;
  return (await paintSummary()) || code;
};

console.log(
  `Lighthouse: the site on 127.0.0.1:${site}, the sandbox API on 127.0.0.1:${sandbox}, ${reuse ? 'the build in' : 'built into'} ${dir}/` +
    (collector ? `, measurement on (a stand-in collector on ${collector.origin})` : ''),
);
if (reuse) {
  process.exitCode = await autorun();
} else {
  try {
    // The build reads the prices from this sandbox; lhci's server (scripts/start.ts --no-build) starts its own.
    const api = await startSandbox({ port: sandbox });
    // A copy of the site with the tests' own content (scripts/site-copy.ts): the audited landings are theirs.
    const copy = copySite({ dir: join(ROOT, 'node_modules', '.cache', 'audit-site'), fixtures: FIXTURES });
    const built = (await astroBuild({ ...env, SITE_OUT_DIR: join(ROOT, dir) }, { cwd: copy }).finally(() => api.close())).code;
    const budgets = built === 0 && collector ? await budgetsWithMeasurement() : 0;
    process.exitCode = built === 0 ? (await autorun()) || budgets : built;
    if (collector) process.exitCode = pageviewsOfEveryPage(collector.received) || process.exitCode;
  } finally {
    await collector?.close();
    await rm(new URL(`../../${dir}/`, import.meta.url), { recursive: true, force: true });
  }
}

/**
 * With measurement on, every page of the copy within its size budgets (scripts/quality/budgets.ts): the pages a
 * production build with PUBLIC_ANALYTICS_URL set serves carry measurement's loader, its modules' hashes in the import
 * map and the collector in the policy, and a form page its conversion's sender. 1 when a page is over.
 */
async function budgetsWithMeasurement(): Promise<number> {
  const problems = overBudget(await measureSite(new URL(`../../${dir}/`, import.meta.url).pathname));
  if (problems.length === 0) {
    console.log('Budgets with measurement on: every page within its budgets.');
    return 0;
  }
  console.error(`Over budget with measurement on:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  return 1;
}

/**
 * With measurement on, each audited page must have sent its pageview to the collector, or the audit did not see the
 * measurement it is meant to include (/billing sends a visitor to /, whose pageview it is). 1 when one has not.
 */
function pageviewsOfEveryPage(received: readonly ReceivedEvent[]): number {
  const pageviews = received.filter((event) => event.body.name === 'pageview').map((event) => new URL(event.body.url).pathname);
  const audited = (values.quick ? AUDITED.slice(0, 2) : AUDITED).filter((path) => path !== '/billing');
  const missing = audited.filter((path) => !pageviews.includes(path));
  console.log(`Measurement: ${pageviews.length} pageviews at the collector for ${audited.length} pages.`);
  if (missing.length === 0) return 0;
  console.error(`No pageview reached the collector from ${missing.join(', ')}: the audit did not include the measurement.`);
  return 1;
}

/** One run's figures, from a Lighthouse report. */
interface RunFigures {
  readonly path: string;
  readonly performance: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

/**
 * Prints each audited page's median run (by first paint) from lhci's reports in .lighthouseci/: first and largest
 * paint, blocking time, layout shift, performance, and whether the largest paint came in the first paint's frame,
 * which lhci cannot assert (it compares one audit with a number, never two audits). 1 when a page's largest paint
 * comes later and LHCI_STRICT_TIMINGS=1 (a timing, as lighthouserc.cjs's), else 0.
 */
async function paintSummary(): Promise<number> {
  const folder = new URL('../../.lighthouseci/', import.meta.url);
  const files = (await readdir(folder).catch(() => [])).filter((file) => /^lhr-\d+\.json$/.test(file));
  const runs: RunFigures[] = [];
  for (const file of files) {
    const report = JSON.parse(await readFile(new URL(file, folder), 'utf8')) as {
      requestedUrl: string;
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number }>;
    };
    const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
    runs.push({
      path: new URL(report.requestedUrl).pathname,
      performance: Math.round(report.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  const later: string[] = [];
  console.log('\n| Page | Performance | First paint | Largest paint | Same frame | Blocking | Layout shift |\n|---|---|---|---|---|---|---|');
  for (const path of [...new Set(runs.map((one) => one.path))]) {
    const sorted = runs.filter((one) => one.path === path).sort((a, b) => a.fcp - b.fcp);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!median) continue;
    const sameFrame = median.lcp - median.fcp < FRAME_MS;
    if (!sameFrame) later.push(path);
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `| ${path} | ${median.performance} | ${ms(median.fcp)} | ${ms(median.lcp)} | ${sameFrame ? 'yes' : 'no'} | ${ms(median.tbt)} | ${median.cls.toFixed(3)} |`,
    );
  }
  if (later.length === 0) return 0;
  const strict = process.env['LHCI_STRICT_TIMINGS'] === '1';
  console[strict ? 'error' : 'warn'](`The largest paint came after the first paint's frame on ${later.join(', ')}.`);
  return strict ? 1 : 0;
}
