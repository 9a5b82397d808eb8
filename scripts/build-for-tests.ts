/**
 * `npm run build:test`: the production build the tests read (tests/env.ts): made for the end-to-end ports, its
 * prices read from a sandbox started for the build on the end-to-end sandbox port, into OUT_DIR. `npm test`
 * makes it once and every check reads it: the build checks as files, the gates, the end-to-end tests.
 *
 * It builds a copy of the site with the tests' own content laid into its content/ (tests/fixtures/content, which
 * only adds files: scripts/site-copy.ts), so the tests that need a landing of every block, a story or an
 * integration have theirs whatever the editors change. The copy is kept in node_modules/.cache/ between builds,
 * with its caches, so a build of it is as warm as one of the site.
 *
 *   --sandbox-beside   reads the prices from a sandbox that something else starts on the port (the end-to-end
 *                      run's own, playwright.config.ts), waiting for it, instead of starting one
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../sandbox/app.ts';
import { answersWithin, astroBuild } from './build-and-serve.ts';
import { copySite, FIXTURES, ROOT } from './site-copy.ts';
import { OUT_DIR, SANDBOX_ORIGIN, SANDBOX_PORT, SITE_PORT, TEST_BUILD_ENV } from '../tests/env.ts';

/** Where the copy a test build is made from lives, one a site port, so builds for other ports run beside it. */
const testSiteDir = (port: number) => resolve(ROOT, 'node_modules', '.cache', `test-site-${port}`);

/**
 * `astro build` of the site with the tests' own content laid in, for the site port `port`, into `out` (a folder of
 * the project): what every build the tests read is made as, the end-to-end run's and the own-build specs' alike, so
 * they hold the same pages.
 */
export function astroBuildForTests(env: NodeJS.ProcessEnv, { port, out, quiet = false }: { port: number; out: string; quiet?: boolean }) {
  const dir = copySite({ dir: testSiteDir(port), fixtures: FIXTURES });
  return astroBuild({ ...env, SITE_OUT_DIR: resolve(ROOT, out) }, { quiet, cwd: dir });
}

/**
 * Builds into OUT_DIR; resolves to the build's exit code. With `quiet`, its output is returned instead of printed;
 * with `sandboxBeside`, the prices come from a sandbox already starting on the port.
 */
export async function buildForTests({ quiet = false, sandboxBeside = false } = {}): Promise<{ code: number; output: string }> {
  if (sandboxBeside && !(await answersWithin(`${SANDBOX_ORIGIN}/countries`, 60_000)))
    return { code: 1, output: `No sandbox answered on ${SANDBOX_ORIGIN} within a minute.\n` };
  const api = sandboxBeside ? null : await startSandbox({ port: SANDBOX_PORT });
  try {
    return await astroBuildForTests(TEST_BUILD_ENV, { port: SITE_PORT, out: OUT_DIR, quiet });
  } finally {
    await api?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'sandbox-beside': { type: 'boolean', default: false } } });
  const { code } = await buildForTests({ sandboxBeside: values['sandbox-beside'] });
  if (code === 0) console.log(`The tests' build is in ${OUT_DIR}/ (the site with the tests' own content, tests/fixtures/content).`);
  process.exitCode = code;
}
