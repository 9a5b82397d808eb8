/**
 * A stand-in for a Plausible-compatible collector (PUBLIC_ANALYTICS_URL): records every `POST /api/event` and
 * answers 202, as Plausible does (400 for a body that is not JSON); anything else gets 404. The measurement spec
 * reads what it received (names, props, and the cookie header, which must never come), and the Lighthouse audit
 * of test:full runs its pages against one, so the audited pages carry the measurement a production build with the
 * variable set has.
 */
import { createServer } from 'node:http';

/** One event as the collector received it: its JSON body and the headers that matter. */
export interface ReceivedEvent {
  readonly body: {
    readonly name: string;
    readonly url: string;
    readonly domain: string;
    readonly referrer: string | null;
    readonly props: Record<string, unknown>;
    readonly revenue?: unknown;
  };
  readonly cookie: string | undefined;
}

export interface Collector {
  /** Its origin, the value of PUBLIC_ANALYTICS_URL for a build that sends to it. */
  readonly origin: string;
  readonly port: number;
  /** Every event so far, in the order received; empty it with `received.length = 0`. */
  readonly received: ReceivedEvent[];
  close(): Promise<void>;
}

/** Starts a collector on 127.0.0.1:`port` (0: a free port), recording into `received` (a list of its own by default). */
export function startCollector({ port = 0, received = [] }: { port?: number; received?: ReceivedEvent[] } = {}): Promise<Collector> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/api/event') return void response.writeHead(404).end();
      try {
        received.push({ body: JSON.parse(text) as ReceivedEvent['body'], cookie: request.headers.cookie });
        response.writeHead(202).end();
      } catch {
        // Plausible refuses a body that is not JSON; the site never sends one, and a test that reads `received` sees none.
        response.writeHead(400).end();
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        origin: `http://127.0.0.1:${bound}`,
        port: bound,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
