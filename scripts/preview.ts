/**
 * Serves the built site (dist/) the way Netlify does: files first, then the rules of dist/_redirects
 * (written from src/lib/routes.ts at build time), with the headers of netlify.toml.
 * Usage: npm run preview -- --port 4321 [--dir dist]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parse as parseToml } from 'smol-toml';
import { resolveRoute, type RouteRule } from '../src/lib/routes.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4321' }, host: { type: 'string', default: '127.0.0.1' }, dir: { type: 'string', default: 'dist' } },
});
const root = new URL(`../${values.dir.replace(/\/*$/, '/')}`, import.meta.url).pathname;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.yml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** The rules of dist/_redirects, in Netlify's "from to status" lines. */
async function readRules(): Promise<RouteRule[]> {
  const text = await readFile(join(root, '_redirects'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && !parts[0]?.startsWith('#'))
    .map(([from = '', to = '', status = '302']) => ({ from, to, status: Number(status) === 200 ? 200 : 302 }));
}

/** The [[headers]] blocks of netlify.toml. */
async function readHeaders(): Promise<HeaderRule[]> {
  const toml = parseToml(await readFile(new URL('../netlify.toml', import.meta.url), 'utf8')) as { headers?: HeaderRule[] };
  return toml.headers ?? [];
}

function headerMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
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
const headerRules = await readHeaders();

/**
 * Headers of the visitor pages' rules (the catch-all and a page's own, such as /contact-us's) that Netlify
 * sends but a local http server must not: HSTS means nothing over http, and the visitor pages' header CSP
 * allows only https: APIs, while the sandbox is http (each page's meta CSP still applies locally). The
 * editor's own rule (/admin) is sent as it is: its policy is the only one its page has, and the editor
 * calls no local API.
 */
const NETLIFY_ONLY = new Set(['strict-transport-security', 'content-security-policy']);

/** The rules of the editor's page, whose headers are sent as they are. */
const isEditorRule = (pattern: string) => pattern === '/admin' || pattern.startsWith('/admin/');

async function send(response: ServerResponse, pathname: string, file: string, status = 200): Promise<void> {
  // In order, a later rule's header replacing an earlier one's, as on Netlify.
  for (const rule of headerRules) {
    if (!headerMatches(rule.for, pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      if (!isEditorRule(rule.for) && NETLIFY_ONLY.has(name.toLowerCase())) continue;
      response.setHeader(name, value);
    }
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const body = await readFile(file);
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

/** Answers one request: a file, a redirect rule's target or status, else the 404 page. */
async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  requestEncoding.set(response, String(request.headers['accept-encoding'] ?? ''));
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = await findFile(url.pathname);
    if (file) return await send(response, url.pathname, file);
    const route = resolveRoute(rules, url.pathname);
    if (route?.status === 200) {
      const target = await findFile(route.location);
      if (target) return await send(response, url.pathname, target);
    }
    if (route) {
      response.writeHead(route.status, { Location: route.location }).end();
      return;
    }
    const notFound = await findFile('/404');
    if (notFound) return await send(response, url.pathname, notFound, 404);
    response.writeHead(404).end('Not found');
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}

const server = createServer((request, response) => void answer(request, response));

server.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${values.port} is busy, so the site cannot be served there: stop what uses it, or choose another port (--port here, SITE_PORT for npm start).`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Site on http://${values.host}:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
