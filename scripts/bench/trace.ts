/**
 * npm run bench:trace: Chrome's performance trace of pages under 4× CPU throttling and Lighthouse's slow 4G (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up), and each long task (50 ms and more) on the page's main thread after
 * the first paint, named by what it did: the trace's events inside it (style recalculation, layout, HTML parsing,
 * script evaluation and which script, paint, garbage collection), the largest first, with their milliseconds.
 * A benchmark, not a test: it prints and exits 0.
 *   --dir DIR      the build to serve (default dist; the sandbox API is started on its port if nothing is there)
 *   --pages LIST   comma-separated paths (default /,/about-us,/services/monthly-parking-system)
 *   --runs N       traces of each page (default 3); the tasks of each run are printed, then the totals' medians
 *   --keep DIR     writes each trace there as JSON (opens in Chrome's Performance panel)
 * Usage: npm run bench:trace [-- --pages /,/contact-us] [-- --runs 3]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startSandbox } from '../../sandbox/app.ts';
import { localPorts } from '../../src/lib/config/variables.build.ts';
import { freePort, isPortFree } from '../ports.ts';
import { serveStatic } from './serve-static.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    pages: { type: 'string', default: '/,/about-us,/services/monthly-parking-system' },
    runs: { type: 'string', default: '3' },
    keep: { type: 'string' },
  },
});

/** A trace event, as Chrome writes it (times in microseconds). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; stackTrace?: { url?: string }[] }; beginData?: { url?: string } };
}

/** An event with a duration (a complete event, `ph: 'X'`). */
type Timed = TraceEvent & { dur: number };
const timed = (event: TraceEvent): event is Timed => event.ph === 'X' && typeof event.dur === 'number';

/** The trace's names for the work a task does, in plain words. */
const WORK: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'HTML parsing',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  ParseAuthorStyleSheet: 'stylesheet parsing',
  'Decode Image': 'image decoding',
  HitTest: 'hit test',
};

/** One long task after the first paint: when, how long, and its work by kind (ms, only the outermost of each kind). */
interface LongTask {
  start: number;
  duration: number;
  work: Map<string, number>;
  scripts: Set<string>;
}

/** The long tasks of the page's main thread after its first contentful paint, from a trace's events. */
function longTasksAfterFirstPaint(events: readonly TraceEvent[]): { firstPaint: number; tasks: LongTask[] } {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data);
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint');
  const main = {
    pid: paint.pid,
    tid: events.find((event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain')?.tid,
  };
  const origin = navigation?.ts ?? paint.ts;
  const onMain = events.filter((event): event is Timed => event.pid === main.pid && event.tid === main.tid && timed(event));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur >= 50_000 && event.ts + event.dur > paint.ts);
  return {
    firstPaint: (paint.ts - origin) / 1000,
    tasks: tasks.map((task) => {
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
      const work = new Map<string, number>();
      const scripts = new Set<string>();
      // Only the outermost event of each kind counts, so a layout inside a script's call is the layout's, once.
      const counted: Timed[] = [];
      for (const event of inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
        const kind = WORK[event.name];
        if (!kind) continue;
        const url = event.args?.data?.url ?? event.args?.beginData?.url;
        if (kind === 'script' && url) scripts.add(url.replace(/^https?:\/\/[^/]+/, ''));
        const within = counted.some((outer) => WORK[outer.name] === kind && event.ts >= outer.ts && event.ts + event.dur <= outer.ts + outer.dur);
        if (within) continue;
        counted.push(event);
        work.set(kind, (work.get(kind) ?? 0) + event.dur / 1000);
      }
      return { start: (task.ts - origin) / 1000, duration: task.dur / 1000, work, scripts };
    }),
  };
}

const runs = Number(values.runs);
const pages = values.pages.split(',');
const sandboxPort = localPorts(process.env).sandbox;
const sandbox = (await isPortFree(sandboxPort)) ? await startSandbox({ port: sandboxPort }) : undefined;
const port = await freePort();
const server = await serveStatic(resolve(values.dir), port);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell' });
if (values.keep) mkdirSync(values.keep, { recursive: true });

/** Each page's runs: the blocking time its long tasks add up to (the part of each over 50 ms) and its work by kind. */
const totals = new Map<string, { blocking: number; work: Map<string, number> }[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8', 'blink.user_timing'],
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
      // Quiet for two seconds after load: what hydrates late and what the idle callbacks do are in the trace.
      await page.waitForTimeout(2000);
      const buffer = await browser.stopTracing();
      await context.close();
      if (values.keep) writeFileSync(join(values.keep, `${path.replace(/\W+/g, '-')}-${run + 1}.json`), buffer);
      const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      const { firstPaint, tasks } = longTasksAfterFirstPaint(traceEvents);
      const blocking = tasks.reduce((sum, task) => sum + task.duration - 50, 0);
      const work = new Map<string, number>();
      for (const task of tasks) for (const [kind, ms] of task.work) work.set(kind, (work.get(kind) ?? 0) + ms);
      totals.set(path, [...(totals.get(path) ?? []), { blocking, work }]);
      console.log(
        `\n${path}, run ${run + 1}: first paint at ${Math.round(firstPaint)} ms, ${tasks.length} long tasks after it, ${Math.round(blocking)} ms over 50`,
      );
      for (const task of tasks) {
        const parts = [...task.work].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1);
        console.log(
          `  at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms: ${parts.map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ')}` +
            (task.scripts.size ? ` (${[...task.scripts].join(', ')})` : ''),
        );
      }
    }
  }
} finally {
  await browser.close();
  server.close();
  await sandbox?.close();
}

const median = (list: readonly number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
console.log('\n| Page | Blocking over 50 ms (median) | Style | Layout | HTML parsing | Script | Paint | Other |\n|---|---|---|---|---|---|---|---|');
for (const [path, list] of totals) {
  const of = (kind: string) => Math.round(median(list.map((one) => one.work.get(kind) ?? 0)));
  const other = Math.round(
    median(
      list.map((one) =>
        [...one.work].filter(([kind]) => !['style', 'layout', 'HTML parsing', 'script', 'paint'].includes(kind)).reduce((sum, [, ms]) => sum + ms, 0),
      ),
    ),
  );
  console.log(
    `| ${path} | ${Math.round(median(list.map((one) => one.blocking)))} ms | ${of('style')} | ${of('layout')} | ${of('HTML parsing')} | ${of('script')} | ${of('paint')} | ${other} |`,
  );
}
