/**
 * A neutral static server for the benchmarks: files of a build on 127.0.0.1, gzip for text, no headers of any
 * site's own (no policy, no caching, no early hints), so two sites' builds are served alike.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { CONTENT_TYPES as TYPES } from '../content-types.ts';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt']);

/** A static server of `root` on 127.0.0.1: /a → a.html or a/index.html, gzip for text, nothing else. */
export function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const candidates = [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')];
    const file = candidates.find((candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = extname(file);
    const gzip = COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, { 'content-type': TYPES[type] ?? 'application/octet-stream', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
