/**
 * `npm start`: builds the site with the local defaults, then serves it on 127.0.0.1:4321 beside the
 * sandbox API on 127.0.0.1:8787, so every form works locally. Ctrl+C stops both.
 * SITE_PORT moves the site; SANDBOX_PORT moves the sandbox and every local default that points at it.
 * A busy port stops it before the build, with one line naming the port and the variable that moves it.
 *   --no-build   serves the existing build (Lighthouse CI starts the site this way)
 *   --dir DIR    the build to serve (default dist)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { localPorts } from '../src/lib/config/variables.ts';
import { busyPorts } from './ports.ts';

const { values } = parseArgs({
  options: { build: { type: 'boolean', default: true }, dir: { type: 'string', default: 'dist' } },
  allowNegative: true,
});

let ports: ReturnType<typeof localPorts>;
try {
  ports = localPorts(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** Stops with the one-line message when a port is taken. */
async function ensurePortsFree(): Promise<void> {
  const busy = await busyPorts(ports);
  if (busy) {
    console.error(busy);
    process.exit(1);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

await ensurePortsFree();
if (values.build) {
  const build = run('npx', ['astro', 'build'], { SITE_OUT_DIR: values.dir });
  const code: number = await new Promise((resolve) => build.on('exit', (exit) => resolve(exit ?? 1)));
  if (code !== 0) process.exit(code);
  // The build takes a while: something may have taken a port meanwhile.
  await ensurePortsFree();
}

const children = [
  run(process.execPath, ['sandbox/server.ts'], { SANDBOX_PORT: String(ports.sandbox) }),
  run(process.execPath, ['scripts/preview.ts', '--port', String(ports.site), '--dir', values.dir]),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  });
}
