/**
 * `npm run preview`: the built site served as Netlify serves it (scripts/preview.ts, with the same options), with the
 * sandbox API beside it, so its forms work: started on the sandbox's port (8787, or SANDBOX_PORT, as for the build)
 * when nothing is there, used as it is when a sandbox already answers there. Ctrl+C stops both.
 * `npm run serve` is the server alone: the end-to-end run and the scripts that start a sandbox of their own use it.
 * Usage: npm run preview -- --port 4321 [--dir dist]
 */
import { startSandbox, type Sandbox } from '../sandbox/app.ts';
import { localOrigin, localPorts } from '../src/lib/config/variables.build.ts';

/** Whether a sandbox answers at `origin`: GET /countries, the first call of every form, answers 2xx with JSON. */
async function sandboxAnswers(origin: string): Promise<boolean> {
  return fetch(`${origin}/countries`, { redirect: 'manual', signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok && /json/.test(response.headers.get('content-type') ?? ''),
    () => false,
  );
}

/** The sandbox this preview started, or none when one was already running (or the port is someone else's). */
async function sandboxBeside(port: number): Promise<Sandbox | undefined> {
  try {
    const sandbox = await startSandbox({ port });
    console.log(`Sandbox API on ${sandbox.url}, started beside the site so its forms work.`);
    return sandbox;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
  const origin = localOrigin(port);
  if (await sandboxAnswers(origin)) console.log(`Sandbox API on ${origin}: one was already running there, so the site uses it.`);
  else
    console.error(
      `Port ${port} is busy and no sandbox API answers there, so the forms will not work: stop what uses it, or move the sandbox with SANDBOX_PORT (for the build too).`,
    );
  return undefined;
}

let port: number;
try {
  port = localPorts(process.env).sandbox;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
await sandboxBeside(port);
// One process: the server exits on Ctrl+C (or SIGTERM), and the sandbox with it.
await import('./preview.ts');
