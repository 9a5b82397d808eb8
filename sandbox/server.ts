/** Entry point: `node sandbox/server.ts` serves the sandbox API on 127.0.0.1:$SANDBOX_PORT (default 8787). */
import { startSandbox } from './app.ts';
import { portFromEnv } from './config.ts';

const port = portFromEnv();
const sandbox = await startSandbox({ port }).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is busy, so the sandbox API cannot start: stop what uses it, or move it with SANDBOX_PORT (e.g. SANDBOX_PORT=${port + 1}).`,
  );
  process.exit(1);
});
console.log(`Sandbox API on ${sandbox.url}`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Sandbox did not close cleanly:', error);
      process.exit(1);
    },
  );
}

process.once('SIGINT', stop);
process.once('SIGTERM', stop);
