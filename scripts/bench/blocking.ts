/**
 * npm run bench:blocking: the main thread after the first paint, this site beside a peer (AstroWind), measured the
 * way the audit measures (Lighthouse, mobile, simulated throttling, Chromium's headless shell), both builds served by
 * the same neutral server (static files, gzip, no headers of either site's own), pages alternating in one run so a
 * busy minute falls on both. Prints each page's blocking time, first and largest paint and main-thread style and
 * layout, the median of the runs, and with --tasks the long tasks of the median run, named by what they did.
 * A benchmark, not a test: it prints and exits 0.
 *   --peer DIR     the peer's build (e.g. AstroWind's dist/, built from a clone with `npm install && npm run build`);
 *                  without it only this site is measured
 *   --ours DIR     this site's build (default dist: `npm start` or `npm run build` with the sandbox up writes it);
 *                  the sandbox API is started on its port so the forms load as in production
 *   --runs N       runs of each page (default 3)
 *   --tasks        print the tasks of 50 ms and more (simulated) of each page's median run
 *   --pages LIST   only these of our paths (comma-separated), with their peer pages
 *   --keep DIR     writes each run's Lighthouse report and trace there
 * Usage: npm run bench:blocking -- --peer ../peer/astrowind/dist [--runs 3] [--tasks]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSandbox } from '../../sandbox/app.ts';
import { localPorts } from '../../src/lib/config/variables.build.ts';
import { freePort, isPortFree } from '../ports.ts';
import { serveStatic } from './serve-static.ts';

const { values } = parseArgs({
  options: {
    peer: { type: 'string' },
    ours: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    tasks: { type: 'boolean', default: false },
    pages: { type: 'string' },
    keep: { type: 'string' },
  },
});

/** Our pages and the peer's page of the same kind (the pairs). */
const ALL_PAIRS: readonly (readonly [ours: string, peer: string])[] = [
  ['/', '/'],
  ['/about-us', '/about'],
  ['/services/monthly-parking-system', '/services'],
  ['/request-a-demo', '/pricing'],
  ['/contact-us', '/contact'],
];
/** The pairs of --pages (our paths), or all. */
const chosen = values.pages?.split(',');
const PAIRS = chosen ? ALL_PAIRS.filter(([page]) => chosen.includes(page)) : ALL_PAIRS;

/** One run's figures. */
interface Figures {
  readonly tbt: number;
  readonly fcp: number;
  readonly lcp: number;
  /** Main-thread style and layout, simulated (Lighthouse's breakdown). */
  readonly styleLayout: number;
  /** The long tasks (simulated duration ≥ 50 ms): start, duration, what they did. */
  readonly tasks: readonly { start: number; duration: number; what: string }[];
}

const SETTINGS = {
  formFactor: 'mobile' as const,
  throttlingMethod: 'simulate' as const,
  onlyCategories: ['performance'],
  skipAudits: ['uses-http2'],
};

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

/** One Lighthouse run of `url` in a fresh headless shell (as lhci starts one per run). */
async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: SETTINGS },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (values.keep) {
      // Each run's report and trace (the trace opens in Chrome's Performance panel; npm run bench:trace reads one).
      const name = join(values.keep, `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}`);
      writeFileSync(`${name}.lhr.json`, JSON.stringify(result.lhr));
      writeFileSync(`${name}.trace.json`, JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
    }
    const audits = result.lhr.audits as Record<string, Audit>;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const breakdown = audits['mainthread-work-breakdown']?.details?.items ?? [];
    const styleLayout = Number(breakdown.find((item) => item.group === 'styleLayout')?.duration ?? 0);
    const tasks = (audits['long-tasks']?.details?.items ?? []).map((item) => ({
      start: Number(item.startTime),
      duration: Number(item.duration),
      what: typeof item.url === 'string' ? item.url : '',
    }));
    return { tbt: value('total-blocking-time'), fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), styleLayout, tasks };
  } finally {
    void chrome.kill();
  }
}

const median = (list: readonly number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

const runs = Number(values.runs);
if (values.keep) mkdirSync(values.keep, { recursive: true });
const ours = resolve(values.ours);
const peer = values.peer ? resolve(values.peer) : undefined;
const sandboxPort = localPorts(process.env).sandbox;
const sandbox = (await isPortFree(sandboxPort)) ? await startSandbox({ port: sandboxPort }) : undefined;
const oursPort = await freePort();
let peerPort = await freePort();
while (peerPort === oursPort) peerPort = await freePort();
const servers = [await serveStatic(ours, oursPort), ...(peer ? [await serveStatic(peer, peerPort)] : [])];
console.log(
  `Blocking time, ${runs} runs each: this site (${ours}) on 127.0.0.1:${oursPort}` + (peer ? `, the peer (${peer}) on 127.0.0.1:${peerPort}` : ''),
);

const results = new Map<string, Figures[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const [page, peerPage] of PAIRS) {
      const targets: (readonly [name: string, url: string])[] = [[`ours ${page}`, `http://127.0.0.1:${oursPort}${page}`]];
      if (peer) targets.push([`peer ${peerPage}`, `http://127.0.0.1:${peerPort}${peerPage}`]);
      for (const [name, url] of targets) {
        const figures = await measure(url);
        results.set(name, [...(results.get(name) ?? []), figures]);
        console.log(
          `  run ${run + 1} ${name}: TBT ${Math.round(figures.tbt)} ms, FCP ${Math.round(figures.fcp)} ms, style and layout ${Math.round(figures.styleLayout)} ms`,
        );
      }
    }
  }
} finally {
  for (const server of servers) server.close();
  await sandbox?.close();
}

console.log('\n| Page | Blocking (median) | Runs | First paint | Largest paint | Style and layout |\n|---|---|---|---|---|---|');
for (const [name, list] of results) {
  const tbts = list.map((one) => one.tbt);
  console.log(
    `| ${name} | ${Math.round(median(tbts))} ms | ${tbts.map(Math.round).join(', ')} | ${Math.round(median(list.map((one) => one.fcp)))} ms | ` +
      `${Math.round(median(list.map((one) => one.lcp)))} ms | ${Math.round(median(list.map((one) => one.styleLayout)))} ms |`,
  );
}
if (values.tasks) {
  for (const [name, list] of results) {
    const middle = [...list].sort((a, b) => a.tbt - b.tbt)[Math.floor(list.length / 2)];
    if (!middle) continue;
    console.log(`\n${name} (median run, TBT ${Math.round(middle.tbt)} ms): ${middle.tasks.length} long tasks`);
    for (const task of middle.tasks) console.log(`  at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms: ${task.what || '(no script)'}`);
  }
}
