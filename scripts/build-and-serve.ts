/**
 * The one place that builds the site and serves a build: the scripts (npm start, the tests' build, Lighthouse,
 * the link check, the build benchmark) and the tests that need a build of their own (tests/own-build,
 * tests/e2e/*.own-build.spec.ts) all call these, so a change to how the site is built or served is made once.
 * Free ports come from ./ports.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** What a finished command printed and how it ended. */
export interface Finished {
  code: number;
  output: string;
}

/**
 * Runs a command to its end. With `quiet`, its output is kept and returned (for a failure message) instead of
 * printed, so commands that run side by side never interleave.
 */
export function run(
  command: string,
  args: readonly string[],
  { env = {}, quiet = false, cwd }: { env?: NodeJS.ProcessEnv; quiet?: boolean; cwd?: string } = {},
): Promise<Finished> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, output })));
}

/** The command that builds the site. */
const ASTRO_BUILD = ['npx', 'astro', 'build'] as const;

/**
 * `astro build` with these variables (SITE_OUT_DIR names the folder; the PUBLIC_* values make the build's
 * configuration), in `cwd` (a copy of the site) or here.
 */
export function astroBuild(env: NodeJS.ProcessEnv, options: { quiet?: boolean; cwd?: string } = {}): Promise<Finished> {
  return run(ASTRO_BUILD[0], ASTRO_BUILD.slice(1), { ...options, env });
}

/**
 * astroBuild, quiet, through a shell that prints the CPU time of its children (the build and all it starts) when it
 * ends: `cpu` is the build's own CPU seconds, user and system, even while another build runs beside it.
 */
export async function timedAstroBuild(env: NodeJS.ProcessEnv, options: { cwd?: string } = {}): Promise<Finished & { cpu: number | undefined }> {
  const result = await run('bash', ['-c', `${ASTRO_BUILD.join(' ')}; code=$?; times; exit $code`], { ...options, env, quiet: true });
  // The last line `times` prints: the children's user and system time, e.g. "1m2.345s 0m10.500s".
  const times = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(result.output);
  const cpu = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : undefined;
  return { ...result, cpu };
}

/** Whether `url` answers (any status) within `ms` milliseconds, polled every 100 ms. */
export async function answersWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A server this repository started, and how to stop it. */
export interface Served {
  origin: string;
  process: ChildProcess;
  stop: () => void;
}

/**
 * Starts a Node server of this repository (`script` and its arguments, e.g. sandbox/server.ts) and waits until
 * `url` answers; fails after `ms` milliseconds (a busy machine can take tens of seconds to start one).
 */
export async function startServer(
  args: readonly string[],
  url: string,
  { env = {}, ms = 90_000 }: { env?: NodeJS.ProcessEnv; ms?: number } = {},
): Promise<Served> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  const stop = () => void child.kill('SIGTERM');
  if (!(await answersWithin(url, ms))) {
    stop();
    throw new Error(`${args.join(' ')} did not answer at ${url} within ${ms / 1000} s`);
  }
  return { origin: new URL(url).origin, process: child, stop };
}

/** Serves a build (scripts/preview.ts: the host's rules and headers) on 127.0.0.1:port until stopped. */
export function servePreview(dir: string, port: number, options: { ms?: number } = {}): Promise<Served> {
  return startServer(['scripts/preview.ts', '--port', String(port), '--dir', dir], `http://127.0.0.1:${port}/`, options);
}
