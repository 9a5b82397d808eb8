/**
 * Firefox ESR for Playwright, run as the browser's executable (firefox-esr.sh calls it with Playwright's
 * arguments). Playwright drives Firefox over WebDriver BiDi; ESR 153 knows every command it sends but one:
 * `emulation.setMediaFeaturesOverride`, which Playwright sends for every new context (unconditionally, even
 * when colorScheme, reducedMotion and forcedColors are all 'no-override' or null, as its source shows).
 * This passes the BiDi connection through unchanged and answers that one command itself when it asks for no
 * override, which is what Firefox does without it. A test that asks for a colour scheme gets an error.
 *
 * It starts Firefox with the same arguments, prints Firefox's output unchanged except for the line that
 * names the BiDi address (Playwright reads it to connect), which then names this pass-through instead.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

const FIREFOX = process.env['FIREFOX_PATH'] || '/usr/bin/firefox-esr';
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

interface Command {
  readonly id: number;
  readonly method: string;
  readonly params?: { readonly features?: Readonly<Record<string, unknown>> };
}

/** The answer to a command Firefox ESR lacks, or undefined to send it on. */
export function answerLocally(command: Command): object | undefined {
  if (command.method !== 'emulation.setMediaFeaturesOverride') return undefined;
  const asked = Object.entries(command.params?.features ?? {}).filter(([, value]) => value !== null && value !== undefined);
  if (asked.length === 0) return { type: 'success', id: command.id, result: {} };
  return {
    type: 'error',
    id: command.id,
    error: 'unsupported operation',
    message: `Firefox ESR cannot emulate media features (${asked.map(([name]) => name).join(', ')}); run this test in Chromium`,
  };
}

function parse(text: string): Command | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'method' in value ? (value as Command) : undefined;
  } catch {
    return undefined;
  }
}

/** A frame's text (ws hands over a Buffer, or its parts). */
const textOf = (data: RawData) =>
  (Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');

/** Listens on a free local port and joins each client to Firefox's BiDi endpoint at the same path. */
function passThrough(firefoxOrigin: string): Promise<string> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (client, request) => {
    const upstream = new WebSocket(`${firefoxOrigin}${request.url ?? '/session'}`);
    // Text frames stay text: Firefox refuses binary ones.
    const early: string[] = [];
    upstream.on('open', () => {
      for (const text of early.splice(0)) upstream.send(text);
    });
    client.on('message', (data) => {
      const text = textOf(data);
      const command = parse(text);
      const local = command && answerLocally(command);
      if (local) client.send(JSON.stringify(local));
      else if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    });
    upstream.on('message', (data) => client.send(textOf(data)));
    upstream.on('close', () => client.close());
    client.on('close', () => upstream.close());
    upstream.on('error', () => client.close());
    client.on('error', () => upstream.close());
  });
  return new Promise((resolve) =>
    server.on('listening', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? `ws://127.0.0.1:${address.port}` : '');
    }),
  );
}

function run(): void {
  const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (from: NodeJS.ReadableStream, to: NodeJS.WritableStream) => {
    createInterface({ input: from }).on('line', (line) => {
      const match = LISTENING.exec(line);
      if (!match?.[1]) return void to.write(`${line}\n`);
      const origin = new URL(match[1]).origin;
      void passThrough(origin).then((address) => to.write(`${line.replace(match[1] ?? '', address)}\n`));
    });
  };
  relay(firefox.stdout, process.stdout);
  relay(firefox.stderr, process.stderr);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => firefox.kill(signal));
  firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.main) run();
