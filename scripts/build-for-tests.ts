/**
 * `npm run build:test`: the production build the tests read (tests/env.ts): made for the end-to-end ports, its
 * prices read from a sandbox started for the build on the end-to-end sandbox port, into OUT_DIR. `npm test`
 * makes it once and every check reads it: the build checks as files, the gates, the end-to-end tests.
 */
import { spawn } from 'node:child_process';
import { startSandbox } from '../sandbox/app.ts';
import { OUT_DIR, SANDBOX_PORT, TEST_BUILD_ENV } from '../tests/env.ts';

/** Builds into OUT_DIR; resolves to the build's exit code. With `quiet`, its output is returned instead of printed. */
export async function buildForTests({ quiet = false } = {}): Promise<{ code: number; output: string }> {
  const api = await startSandbox({ port: SANDBOX_PORT });
  try {
    const child = spawn('npx', ['astro', 'build'], {
      env: { ...process.env, ...TEST_BUILD_ENV, SITE_OUT_DIR: OUT_DIR },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number>((done) => child.on('exit', (exit) => done(exit ?? 1)));
    return { code, output };
  } finally {
    await api.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code } = await buildForTests();
  if (code === 0) console.log(`The tests' build is in ${OUT_DIR}/.`);
  process.exitCode = code;
}
