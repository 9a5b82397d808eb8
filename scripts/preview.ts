/**
 * Serves the built site (dist/) the way Netlify does: files first, then the rules of dist/_redirects
 * (written from src/lib/routes.ts at build time), with the headers of netlify.toml and dist/_headers (the
 * Content-Security-Policy the build writes), read with Netlify's own parser (scripts/headers.ts), on files
 * and redirects alike, so the end-to-end run tests what Netlify serves. It refuses to start when two rules
 * set one header differently for a path it serves. A path with a malformed % escape gets 400.
 * Usage: npm run serve -- --port 4321 [--dir dist] (`npm run preview` adds the sandbox API: scripts/preview-with-sandbox.ts)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { resolveRoute, type RouteRule } from '../src/lib/routes.ts';
import { describeOverlap, headersFor, overlapsIn, readHeaders } from './headers.ts';
import { CONTENT_TYPES as TYPES } from './content-types.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4321' }, host: { type: 'string', default: '127.0.0.1' }, dir: { type: 'string', default: 'dist' } },
});
// Relative to the repository (as `npm run serve` and `npm run preview` run it), or an absolute path.
const root = `${resolve(new URL('..', import.meta.url).pathname, values.dir)}/`;

/** The rules of dist/_redirects, in Netlify's "from to status" lines. */
async function readRules(): Promise<RouteRule[]> {
  const text = await readFile(join(root, '_redirects'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && !parts[0]?.startsWith('#'))
    .map(([from = '', to = '', status = '302']) => ({ from, to, status: Number(status) === 200 ? 200 : Number(status) === 301 ? 301 : 302 }));
}

/** The file that serves a path, trying the path itself, then .html, then /index.html. */
async function findFile(pathname: string): Promise<string | null> {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [join(clean, 'index.html')] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root)) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

const rules = await readRules();
const headerRules = await readHeaders(root);
const overlaps = await overlapsIn(headerRules, root);
if (overlaps.length > 0) {
  console.error(
    `The header rules of netlify.toml and ${values.dir}/_headers set one header twice for these paths:\n${overlaps.map(describeOverlap).join('\n')}`,
  );
  process.exit(1);
}

/** Sets the headers Netlify sends for a path (browsers ignore HSTS over http, so it does no harm here). */
function setHeaders(response: ServerResponse, pathname: string): void {
  for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) response.setHeader(name, value);
}

/**
 * What Netlify sends a file that no rule gives a Cache-Control: a browser keeps it, but asks again on every use
 * (answered 304 while the deploy has not changed it). Hashed assets are immutable by netlify.toml.
 */
const NETLIFY_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

async function send(response: ServerResponse, pathname: string, file: string, status = 200): Promise<void> {
  setHeaders(response, pathname);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const body = await readFile(file);
  if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', NETLIFY_DEFAULT_CACHE);
  if (status === 200) {
    // Netlify's ETag is the content's: a revalidated file that did not change is a 304 without a body.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    response.setHeader('ETag', etag);
    if (requestTag.get(response) === etag) {
      response.writeHead(304).end();
      return;
    }
  }
  // Compress text as Netlify does, so local measurements see the sizes visitors get.
  if (/^(text|application\/(json|xml)|image\/svg)/.test(type) && /\bgzip\b/.test(String(requestEncoding.get(response) ?? ''))) {
    response.writeHead(status, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    response.end(gzipSync(body));
    return;
  }
  response.writeHead(status, { 'Content-Type': type });
  response.end(body);
}

/** The Accept-Encoding of the request each response answers. */
const requestEncoding = new WeakMap<ServerResponse, string>();
/** The If-None-Match of the request each response answers. */
const requestTag = new WeakMap<ServerResponse, string>();

/** Answers one request: a file, a redirect rule's target or status, else the 404 page. */
async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  requestEncoding.set(response, String(request.headers['accept-encoding'] ?? ''));
  requestTag.set(response, String(request.headers['if-none-match'] ?? ''));
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      decodeURIComponent(url.pathname);
    } catch {
      // A malformed % escape: a bad request, as on Netlify, never a server error.
      setHeaders(response, '/');
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    const file = await findFile(url.pathname);
    if (file) return await send(response, url.pathname, file);
    const route = resolveRoute(rules, url.pathname);
    if (route?.status === 200) {
      const target = await findFile(route.location);
      if (target) return await send(response, url.pathname, target);
    }
    if (route) {
      setHeaders(response, url.pathname);
      response.writeHead(route.status, { Location: route.location }).end();
      return;
    }
    const notFound = await findFile('/404');
    if (notFound) return await send(response, url.pathname, notFound, 404);
    response.writeHead(404).end('Not found');
  } catch (error) {
    // Never a stack or message of ours in the answer.
    console.error('Preview failed:', error instanceof Error ? error.message : error);
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server Error');
  }
}

const server = createServer((request, response) => void answer(request, response));

server.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${values.port} is busy, so the site cannot be served there: stop what uses it, or choose another port (--port here, SITE_PORT for npm start).`,
  );
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Site on http://${values.host}:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
