/** The sandbox HTTP server: CORS, body parsing, the request log and dispatch to routes.ts. */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxConfig } from './config.ts';
import { configFromEnv } from './config.ts';
import type { Reply } from './http.ts';
import { corsHeaders, dropped, fail, readBody, STALL_MS } from './http.ts';
import { findRoute } from './routes.ts';
import { LOGGED_HEADERS, loggedBody, redactHeaders, SandboxState } from './state.ts';

export interface SandboxOptions {
  /** Port to listen on; 0 picks a free one. */
  readonly port: number;
  /** Interface to bind; 127.0.0.1 unless told. */
  readonly host?: string;
  /** Overrides of the configuration read from the environment. */
  readonly config?: Partial<SandboxConfig>;
  /** How long a request may take to arrive (REQUEST_TIMEOUT_MS unless told; tests shorten it). */
  readonly requestTimeoutMs?: number;
}

export interface Sandbox {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:8787. */
  readonly url: string;
  readonly port: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** How long a request (headers and body) may take to arrive. */
export const REQUEST_TIMEOUT_MS = 5_000;

/**
 * How often Node looks for requests past their time. Node's default, 30 s, let a stalled body hold its
 * connection for 5 to 35 s; with 1 s, a request is ended within REQUEST_TIMEOUT_MS plus a second.
 */
export const TIMEOUT_CHECK_MS = 1_000;

/** Starts a sandbox API with fresh in-memory state (users, tokens, request log). */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const config: SandboxConfig = { ...configFromEnv(), ...options.config };
  const state = new SandboxState();
  const host = options.host ?? '127.0.0.1';

  // A client that sends its request slowly is cut off in seconds, not after Node's default five minutes.
  const timeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const server = createServer(
    { requestTimeout: timeout, headersTimeout: timeout, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    (request, response) => {
      const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
      handle(request, config, state, origin).then(
        (reply) => send(request, response, reply),
        (error: unknown) => {
          // Only the error itself is printed: never a request body, which may hold card data.
          console.error('Sandbox handler failed:', error instanceof Error ? error.message : error);
          send(request, response, withCors(request, config, fail(500, 'Server Error')));
        },
      );
    },
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function withCors(request: IncomingMessage, config: SandboxConfig, reply: Reply): Reply {
  return { ...reply, headers: { ...corsHeaders(request.headers.origin, config.allowedOrigins), ...reply.headers } };
}

/**
 * Whether a request may use the sandbox's own endpoints (/__sandbox/*): sent by the test runner or a script
 * (no Origin header), or by a page of the sandbox itself. A page of the site or any other page on localhost
 * may not read the log.
 */
function mayUseOwnEndpoints(request: IncomingMessage, ownOrigin: string): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === ownOrigin;
}

async function handle(request: IncomingMessage, config: SandboxConfig, state: SandboxState, ownOrigin: string): Promise<Reply> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const body = await readBody(request);

  if (path.startsWith('/__sandbox/') && !mayUseOwnEndpoints(request, ownOrigin)) {
    // No CORS headers either: the page cannot read even this refusal.
    return fail(403, 'The sandbox log is for the test runner only.');
  }

  // The log's own endpoint stays out of the log, so reading it does not change it.
  if (!path.startsWith('/__sandbox/')) {
    const headers: Record<string, string> = {};
    for (const name of LOGGED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    state.logRequest({
      at: new Date().toISOString(),
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: redactHeaders(headers),
      body: body.kind === 'object' ? loggedBody(body.value) : null,
    });
  }

  const reply = await dispatch(method, path, url, request, body, config, state);
  return withCors(request, config, reply);
}

async function dispatch(
  method: string,
  path: string,
  url: URL,
  request: IncomingMessage,
  body: Awaited<ReturnType<typeof readBody>>,
  config: SandboxConfig,
  state: SandboxState,
): Promise<Reply> {
  if (method === 'OPTIONS') return { status: 204, headers: {}, body: '' };
  const match = findRoute(method, path);
  if (match.kind === 'none') return fail(404, 'Not Found');
  if (match.kind === 'wrong-method') {
    const reply = fail(405, 'Method Not Allowed');
    return { ...reply, headers: { ...reply.headers, Allow: match.allow } };
  }
  if (body.kind === 'flood') return dropped();
  if (body.kind === 'too-large') return fail(413, 'The request body is too large.');
  if (body.kind === 'malformed') return fail(400, 'The request body is not a valid JSON object.');
  return match.handler({
    url,
    headers: request.headers,
    body: body.kind === 'object' ? body.value : {},
    params: match.params,
    state,
    config,
  });
}

function send(request: IncomingMessage, response: ServerResponse, reply: Reply): void {
  if (reply.drop) {
    response.destroy();
    return;
  }
  if (reply.hang) {
    setTimeout(() => response.destroy(), STALL_MS).unref();
    return;
  }
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : reply.body;
  if (reply.stall) {
    response.writeHead(reply.status, { 'Cache-Control': 'no-store', ...reply.headers });
    response.write(body);
    setTimeout(() => response.destroy(), STALL_MS).unref();
    return;
  }
  response.writeHead(reply.status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...reply.headers,
    ...(reply.status === 204 ? {} : { 'Content-Length': String(body.byteLength) }),
  });
  response.end(request.method === 'HEAD' || reply.status === 204 ? undefined : body);
}
