/**
 * `npm run score:headers`: every page but the editor's scored by the rules of MDN's HTTP Observatory (the npm
 * package @mdn/mdn-http-observatory, its own tests and grader), offline, as a visitor of the deployed site
 * would be scored: each page's headers and HTML as Netlify serves them, at its https address. The transport
 * tests (the redirect to HTTPS, and Strict-Transport-Security with its preload list) are set aside: HTTPS and
 * its redirect are the CDN's, not the build's. Fails when a page scores under the minimum.
 *
 *   (none)        builds a copy of the site with https addresses for the API and the invoices (a Netlify
 *                 build has nothing else), into a folder of its own, and scores its files with the headers of
 *                 netlify.toml and its _headers (read by Netlify's parser, scripts/headers.ts)
 *   --dir D       scores the built site in D instead, without building
 *   --url U       fetches every page of the built site (--dir, default dist) from a running server instead,
 *                 e.g. the preview: npm run preview -- --port 4321, then --url http://127.0.0.1:4321
 *   --min N       the lowest score that passes (default 125)
 *
 * The Observatory cannot be a dev dependency: its install script downloads the HSTS preload list and the list
 * of top-level domains, and no CI should depend on that. The first run installs it with --ignore-scripts into
 * node_modules/.cache/mdn-http-observatory (at the version below, so a score is reproducible); the two lists
 * serve only the tests set aside here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EDITOR_PAGE } from '../../src/build/csp.ts';
import { pagePathOf } from '../../src/build/page-path.ts';
import { VARIABLES } from '../../src/lib/config/variables.build.ts';
import { astroBuild } from '../build-and-serve.ts';
import { headersFor, readHeaders } from '../headers.ts';

/** The Observatory's version: its rules and their weights change between versions. */
const VERSION = '1.4.8';
const ROOT = new URL('../../', import.meta.url).pathname;
const INSTALL_DIR = join(ROOT, 'node_modules/.cache/mdn-http-observatory');
const PACKAGE_DIR = join(INSTALL_DIR, 'node_modules/@mdn/mdn-http-observatory');
/** The tests of the connection, not of the page: set aside (HTTPS and its redirect are the CDN's). */
const TRANSPORT_TESTS = new Set(['redirection', 'strict-transport-security']);

const { values } = parseArgs({
  options: { dir: { type: 'string' }, url: { type: 'string' }, min: { type: 'string', default: '125' } },
});
const minimum = Number(values.min);

/** One test's outcome as the Observatory reports it. */
interface Outcome {
  readonly result: string | null;
  readonly pass: boolean | null;
  readonly constructor: { readonly name: string };
}

/** The request record the Observatory's tests read (its src/types.js), filled from a page instead of the network. */
interface ObservatoryRequests {
  session: { url: URL } | null;
  resources: { path: string | null };
  responses: { auto: Record<string, unknown> | null };
}

/** What this script uses of the Observatory (its JavaScript modules carry no types of their own). */
interface Observatory {
  readonly tests: ReadonlyArray<(requests: ObservatoryRequests) => Outcome>;
  readonly requestsFor: (hostname: string) => ObservatoryRequests;
  readonly httpEquiv: (html: string, url: string) => Map<string, string[]>;
  readonly modifierOf: (result: string) => number;
  readonly gradeOf: (score: number) => { grade: string; score: number };
  readonly extraCreditFrom: number;
}

/** The Observatory's modules, installed on first use. */
async function observatory(): Promise<Observatory> {
  const installed = JSON.parse(await readFile(join(PACKAGE_DIR, 'package.json'), 'utf8').catch(() => '{}')) as { version?: string };
  if (installed.version !== VERSION) {
    console.log(`Installing @mdn/mdn-http-observatory@${VERSION} (without its install script) into ${INSTALL_DIR}…`);
    execFileSync(
      'npm',
      ['install', '--prefix', INSTALL_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', `@mdn/mdn-http-observatory@${VERSION}`],
      { stdio: 'inherit' },
    );
  }
  const load = (path: string): Promise<Record<string, unknown>> => import(pathToFileURL(join(PACKAGE_DIR, 'src', path)).href);
  const [constants, types, retriever, grader, charts] = await Promise.all([
    load('constants.js'),
    load('types.js'),
    load('retriever/utils.js'),
    load('grader/grader.js'),
    load('grader/charts.js'),
  ]);
  const Requests = types['Requests'] as new (hostname: string) => ObservatoryRequests;
  return {
    tests: constants['ALL_TESTS'] as Observatory['tests'],
    requestsFor: (hostname) => new Requests(hostname),
    httpEquiv: retriever['parseHttpEquivHeaders'] as Observatory['httpEquiv'],
    modifierOf: grader['getScoreModifier'] as Observatory['modifierOf'],
    gradeOf: grader['getGradeForScore'] as Observatory['gradeOf'],
    extraCreditFrom: charts['MINIMUM_SCORE_FOR_EXTRA_CREDIT'] as number,
  };
}

/** A page to score: its path, headers (lower-case names) and HTML. */
interface Page {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly html: string;
}

/** Builds a copy with https addresses (as every Netlify build has) into a folder of its own. */
async function httpsBuild(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'observatory-'));
  const https = Object.fromEntries(
    Object.keys(VARIABLES)
      .filter((name) => /_URL$/.test(name) && !['PUBLIC_ANALYTICS_URL', 'PUBLIC_MAP_EMBED_URL'].includes(name))
      .map((name) => [
        name,
        name === 'PUBLIC_SITE_URL' ? 'https://www.parkcloud.example' : `https://${name.toLowerCase().replace(/_/g, '-')}.parkcloud.example/x`,
      ]),
  );
  console.log(`Building a copy with https addresses into ${out}…`);
  const build = await astroBuild({ ...https, SITE_OUT_DIR: out }, { quiet: true });
  if (build.code !== 0) throw new Error(`The build failed:\n${build.output}`);
  return out;
}

/** Every page of a built site but the editor's, by the path it is served at. */
async function pagePaths(dist: string): Promise<Array<{ path: string; file: string }>> {
  return (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith('.html') && file !== EDITOR_PAGE && !file.startsWith('_astro'))
    .sort()
    .map((file) => ({ path: pagePathOf(file), file }));
}

/** The pages with the headers Netlify's rules give them (netlify.toml and _headers), read from the files. */
async function pagesFromFiles(dist: string): Promise<Page[]> {
  const rules = await readHeaders(dist);
  return Promise.all(
    (await pagePaths(dist)).map(async ({ path, file }) => {
      const headers = Object.fromEntries(Object.entries(headersFor(rules, path)).map(([name, value]) => [name.toLowerCase(), value]));
      return { path, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, html: await readFile(join(dist, file), 'utf8') };
    }),
  );
}

/** The pages as a running server answers them. */
async function pagesFromServer(dist: string, origin: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (const { path } of await pagePaths(dist)) {
    const response = await fetch(new URL(path, origin), { redirect: 'manual' });
    if (!response.ok) throw new Error(`${origin}${path} answered ${response.status}`);
    pages.push({
      path,
      headers: Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value])),
      html: await response.text(),
    });
  }
  return pages;
}

/** The site's host, from a page's canonical address. */
const hostOf = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'https://localhost/').hostname;

const tools = await observatory();

/** A page's score and the tests that count, by the Observatory's rules, served over https. */
function score(page: Page): { score: number; grade: string; outcomes: Outcome[] } {
  const hostname = hostOf(page.html);
  const requests = tools.requestsFor(hostname);
  const url = new URL(page.path, `https://${hostname}`);
  requests.session = { url };
  requests.resources.path = page.html;
  requests.responses.auto = { status: 200, headers: page.headers, data: page.html, verified: true, httpEquiv: tools.httpEquiv(page.html, url.href) };
  const outcomes = tools.tests.map((test) => test(requests)).filter((outcome) => !TRANSPORT_TESTS.has(outcome.constructor.name));
  // The Observatory's own sum (src/scanner/index.js): extra credit counts only when the penalties leave an A.
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const outcome of outcomes) {
    const modifier = outcome.result ? tools.modifierOf(outcome.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { grade, score: graded } = tools.gradeOf(uncurved >= tools.extraCreditFrom ? withExtraCredit : uncurved);
  return { score: graded, grade, outcomes };
}

let built: string | undefined;
try {
  const dist = values.dir ? resolve(values.dir) : values.url ? join(ROOT, 'dist') : (built = await httpsBuild());
  if (!existsSync(dist)) throw new Error(`No built site in ${dist}: run npm run build first.`);
  const pages = values.url ? await pagesFromServer(dist, values.url) : await pagesFromFiles(dist);
  const low: string[] = [];
  for (const page of pages) {
    const { score: points, grade, outcomes } = score(page);
    const failed = outcomes.filter((outcome) => !outcome.pass).map((outcome) => `${outcome.constructor.name}: ${outcome.result}`);
    console.log(`${String(points).padStart(4)} ${grade.padEnd(2)} ${page.path}${failed.length > 0 ? `  (${failed.join('; ')})` : ''}`);
    if (points < minimum)
      low.push(`${page.path}: ${points} (${outcomes.map((outcome) => `${outcome.constructor.name} ${outcome.result}`).join(', ')})`);
  }
  if (low.length > 0) {
    console.error(`\nUnder ${minimum} by the Observatory's rules (transport tests aside):\n${low.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery page but ${EDITOR_PAGE} scores ${minimum} or more by the Observatory's rules (transport tests aside).`);
  }
} finally {
  if (built) await rm(built, { recursive: true, force: true });
}
