/**
 * `npm run build:test`: the production build the tests read (tests/env.ts): made for the end-to-end ports, its
 * prices read from a sandbox started for the build on the end-to-end sandbox port, into OUT_DIR. `npm test`
 * makes it once and every check reads it: the build checks as files, the gates, the end-to-end tests.
 */
import { startSandbox } from '../sandbox/app.ts';
import { astroBuild } from './build-and-serve.ts';
import { OUT_DIR, SANDBOX_PORT, TEST_BUILD_ENV } from '../tests/env.ts';

/** Builds into OUT_DIR; resolves to the build's exit code. With `quiet`, its output is returned instead of printed. */
export async function buildForTests({ quiet = false } = {}): Promise<{ code: number; output: string }> {
  const api = await startSandbox({ port: SANDBOX_PORT });
  try {
    return await astroBuild({ ...TEST_BUILD_ENV, SITE_OUT_DIR: OUT_DIR }, { quiet });
  } finally {
    await api.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code } = await buildForTests();
  if (code === 0) console.log(`The tests' build is in ${OUT_DIR}/.`);
  process.exitCode = code;
}
