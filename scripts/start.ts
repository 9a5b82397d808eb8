/**
 * `npm start`: starts the sandbox API on 127.0.0.1:8787, builds the site with the local defaults (the
 * build reads its prices from the sandbox), then serves it on 127.0.0.1:4321, so every form works
 * locally. Ctrl+C stops both.
 * SITE_PORT moves the site; SANDBOX_PORT moves the sandbox and every local default that points at it.
 * A busy port stops it before the build, with one line naming the port and the variable that moves it.
 *   --no-build   serves the existing build (Lighthouse CI starts the site this way)
 *   --dir DIR    the build to serve (default dist)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { localPorts } from '../src/lib/config/variables.build.ts';
import { answersWithin, astroBuild } from './build-and-serve.ts';
import { busyPortMessage, busyPorts, isPortFree } from './ports.ts';

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

/** The servers; when one stops, so do the others (Ctrl+C stops all). */
const children: ChildProcess[] = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
function serve(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  });
  return child;
}

await ensurePortsFree();
// The sandbox first: the build reads the prices of the service pages from it.
serve(process.execPath, ['sandbox/server.ts'], { SANDBOX_PORT: String(ports.sandbox) });
await answersWithin(`http://127.0.0.1:${ports.sandbox}/countries`, 10_000);
if (values.build && process.exitCode === undefined) {
  const { code } = await astroBuild({ SITE_OUT_DIR: values.dir });
  // The build takes a while: something may have taken the site's port meanwhile.
  const busy = code === 0 && !(await isPortFree(ports.site));
  if (busy) console.error(busyPortMessage('site', ports.site));
  if (code !== 0 || busy) {
    process.exitCode = code || 1;
    stop();
  }
}
if (process.exitCode === undefined) serve(process.execPath, ['scripts/preview.ts', '--port', String(ports.site), '--dir', values.dir]);
