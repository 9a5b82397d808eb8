/**
 * `npm test` and `npm run test:full`: every check of the site, with one production build.
 *
 *   npm test             types, lint and format; unit tests; the content check; one production build
 *                        (for the end-to-end ports, priced by a sandbox); the build read as files (SEO,
 *                        JSON-LD, sitemap, llms.txt, headers, redirects), valid HTML (html-validate and the
 *                        W3C's Nu Html Checker), one CSP, links and size budgets over it; the end-to-end
 *                        tests in Chromium against it, less those tagged @full or @engines. Nothing here
 *                        depends on the machine's speed.
 *   npm run test:full    all of the above with every Chromium test, then what is slow or moves with the
 *                        machine's load: the @engines end-to-end tests in Firefox and WebKit against the same build, the
 *                        Lighthouse audit of the pages of lighthouse-pages.json on a copy with measurement on (timings as the median of three runs),
 *                        MDN's HTTP Observatory score of every page on a copy with https addresses (npm run score:headers),
 *                        and the checks and end-to-end specs that need a build of their own (a production
 *                        context, prices unreachable at build: tests/own-build/ and
 *                        tests/e2e/*.own-build.spec.ts). CI runs this.
 *
 * The type check runs beside the unit tests and the build (each is mostly one process; the machine has two
 * cores). Every stage prints its time; the table at the end sums them up.
 */
import { parseArgs } from 'node:util';
import { OUT_DIR } from '../tests/env.ts';
import { run as runCommand } from './build-and-serve.ts';
import { buildForTests } from './build-for-tests.ts';

const { values } = parseArgs({ options: { full: { type: 'boolean', default: false } } });

interface Result {
  readonly stage: string;
  readonly seconds: number;
  readonly ok: boolean;
}
const results: Result[] = [];
const started = Date.now();

/**
 * Runs a command as a stage. A stage that runs beside another (quiet) keeps its output until it ends and shows
 * it only when it failed, so the two never interleave; a stage on its own streams it.
 */
function run(
  stage: string,
  command: string,
  args: readonly string[],
  { env = {}, quiet = false }: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
) {
  const begin = Date.now();
  return runCommand(command, args, { env, quiet }).then(({ code, output }) => {
    const ok = code === 0;
    const seconds = (Date.now() - begin) / 1000;
    // A quiet stage runs beside another: its output comes at its end, and only when it failed.
    if (quiet && !ok) process.stdout.write(`\n── ${stage} ──\n${output}`);
    console.log(`── ${stage}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    results.push({ stage, seconds, ok });
    return ok;
  });
}

const npx = (stage: string, args: readonly string[], options?: Parameters<typeof run>[3]) => run(stage, 'npx', args, options);
const node = (stage: string, args: readonly string[], options?: Parameters<typeof run>[3]) => run(stage, process.execPath, args, options);

/** Runs stages one after the other, stopping at the first that fails. */
async function inTurn(...stages: ReadonlyArray<() => Promise<boolean>>): Promise<boolean> {
  for (const stage of stages) if (!(await stage())) return false;
  return true;
}

/** The one production build (scripts/build-for-tests.ts): the end-to-end configuration, priced by a sandbox. */
async function build(): Promise<boolean> {
  const begin = Date.now();
  const { code, output } = await buildForTests({ quiet: true });
  const seconds = (Date.now() - begin) / 1000;
  if (code !== 0) process.stdout.write(`\n── build ──\n${output}`);
  console.log(`── build: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  results.push({ stage: 'build', seconds, ok: code === 0 });
  return code === 0;
}

function summary(): void {
  const total = (Date.now() - started) / 1000;
  console.log('\n Stage            Seconds  Result');
  for (const { stage, seconds, ok } of results) console.log(` ${stage.padEnd(16)} ${seconds.toFixed(1).padStart(7)}  ${ok ? 'passed' : 'FAILED'}`);
  console.log(` ${'total (wall)'.padEnd(16)} ${total.toFixed(1).padStart(7)}`);
}

const buildEnv = { BUILD_DIR: OUT_DIR };

const ok = await inTurn(
  () => run('browsers', 'bash', ['scripts/ensure-browsers.sh', 'chromium']),
  async () => {
    // Two lanes of about the same length, one per core, before the browser tests: the type check and lint (about
    // 125 s on a fresh clone); the build, then the build's checks as files and the unit tests in one vitest run (one
    // start-up, its two workers sharing the files of both), the content check, the gates over the build and the
    // format check (about 135 s). (The browser tests after them, not beside: run together, npm test took 609 s here,
    // against about 540 s.)
    const lanes = await Promise.all([
      run('types and lint', 'bash', ['-c', 'npx astro check && npx eslint --max-warnings 0 .'], { quiet: true }),
      inTurn(
        build,
        () =>
          npx('unit and build', ['vitest', 'run', '--project', 'build', '--project', 'unit', '--project', 'unit-isolated'], {
            env: buildEnv,
            quiet: true,
          }),
        () => node('content', ['scripts/quality/content.ts'], { quiet: true }),
        () => npx('html', ['html-validate', `${OUT_DIR}/**/*.html`], { quiet: true }),
        () => node('nu html', ['scripts/quality/nu-html.ts', '--dir', OUT_DIR], { quiet: true }),
        () => node('csp', ['scripts/quality/csp.ts', '--check', '--dir', OUT_DIR], { quiet: true }),
        () => node('links', ['scripts/quality/links.ts', '--dir', OUT_DIR], { quiet: true }),
        () => node('budgets', ['scripts/quality/budgets.ts', '--dir', OUT_DIR], { quiet: true }),
        () => npx('format', ['prettier', '--check', '.'], { quiet: true }),
      ),
    ]);
    return lanes.every(Boolean);
  },
  // npm test leaves out the tests too slow for every change (tag @full) and the @engines tests, whose Chromium run
  // repeats what the Chromium specs check; npm run test:full runs them all (docs/TESTING.md).
  () =>
    npx('e2e', ['playwright', 'test', '--project', 'chromium', ...(values.full ? [] : ['--grep-invert', '@full|@engines'])], {
      env: { E2E_PREBUILT: '1' },
    }),
  ...(values.full
    ? [
        // Firefox and WebKit run the @engines tests against the same build. They start and draw slower than
        // Chromium (a WebKitGTK window per test under its own Xvfb), which npm test's 8 minutes cannot hold.
        // This stage installs them, and the headless shell Lighthouse measures with.
        () => run('browsers full', 'bash', ['scripts/ensure-browsers.sh', 'lighthouse', 'firefox', 'webkit']),
        () => npx('e2e engines', ['playwright', 'test', '--project', 'firefox', '--project', 'webkit'], { env: { E2E_PREBUILT: '1' } }),
        // A copy with measurement on (PUBLIC_ANALYTICS_URL, a stand-in collector): the pages as production serves them
        // with the variable set, a superset of the run's build (the audits must pass with it on).
        () => node('lighthouse', ['scripts/quality/lighthouse.ts', '--measure']),
        // MDN's HTTP Observatory rules over every page of a copy with https addresses, as a Netlify build has them.
        () => node('observatory', ['scripts/quality/observatory.ts']),
        () => npx('own builds', ['vitest', 'run', '--project', 'own-build']),
        () => npx('e2e own builds', ['playwright', 'test', '--project', 'own-build'], { env: { E2E_PREBUILT: '1' } }),
      ]
    : []),
);
summary();
process.exitCode = ok ? 0 : 1;
