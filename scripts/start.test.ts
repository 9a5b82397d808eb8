/**
 * A newcomer's first run: `npm start` with a port taken says so in one line, before building, naming the
 * port and the variable that moves it; SANDBOX_PORT moves every local default that points at the sandbox.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVariables, VARIABLES } from '../src/lib/config/variables.build';
import { freePort, isPortFree } from './ports';

const listening: Server[] = [];

/** Something else listening on 127.0.0.1, on a free port; its port. */
async function occupy(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listening.push(server);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Runs `npm start`'s script with some variables; its exit code and output. */
function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['scripts/start.ts'], { env: { ...process.env, ...env }, cwd: new URL('..', import.meta.url).pathname });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('npm start with a port taken', () => {
  it('names the busy sandbox port and SANDBOX_PORT in one line, before building', async () => {
    const sandbox = await occupy();
    const site = await freePort();
    const run = await start({ SITE_PORT: String(site), SANDBOX_PORT: String(sandbox) });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `Port ${sandbox} is busy, so the sandbox API cannot start: stop what uses it, or move the sandbox API with SANDBOX_PORT (e.g. SANDBOX_PORT=${sandbox + 1} npm start).`,
    ]);
    expect(await isPortFree(site)).toBe(true);
  });

  it('names the busy site port and SITE_PORT in one line', async () => {
    const site = await occupy();
    const run = await start({ SITE_PORT: String(site), SANDBOX_PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `Port ${site} is busy, so the site cannot start: stop what uses it, or move the site with SITE_PORT (e.g. SITE_PORT=${site + 1} npm start).`,
    ]);
  });

  it('says in one line that a port variable is not a port', async () => {
    const run = await start({ SANDBOX_PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('SANDBOX_PORT must be a port number (1 to 65535), got "eighty"');
  });
});

describe('the port variables', () => {
  it('SANDBOX_PORT moves every local default that points at the sandbox, SITE_PORT the site', () => {
    const moved = resolveVariables({ SANDBOX_PORT: '9100', SITE_PORT: '5100' });
    const defaults = resolveVariables({});
    const onSandbox = Object.keys(VARIABLES).filter((name) => defaults[name as keyof typeof defaults].startsWith('http://127.0.0.1:8787'));
    // The API, both portals, the news, both check-in pages and the invoices.
    expect(onSandbox).toHaveLength(7);
    for (const name of onSandbox) {
      const key = name as keyof typeof moved;
      expect(moved[key]).toBe(defaults[key].replace('http://127.0.0.1:8787', 'http://127.0.0.1:9100'));
    }
    expect(moved.PUBLIC_SITE_URL).toBe('http://127.0.0.1:5100');
    expect(resolveVariables({ SANDBOX_PORT: '9100', PUBLIC_NEWS_URL: 'https://news.example' }).PUBLIC_NEWS_URL).toBe('https://news.example');
  });
});
