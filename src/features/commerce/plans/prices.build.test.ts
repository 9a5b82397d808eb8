/**
 * The build's read of GET /services, against real local HTTP servers: the answer it prices the
 * pages with, its deadline and one retry, and the one line, in plain words, when the API cannot be read.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildNotice, pricesOf, readCatalogue } from './prices.build';
import { SERVICES } from '../../../../sandbox/data';

const envelope = (data: unknown) => JSON.stringify({ status: 200, data, errors: null });

let server: Server | undefined;
let hits = 0;

/** A local API that answers each GET /services with the next of `answers` (the last one repeats). */
async function api(answers: Array<(response: ServerResponse) => void>): Promise<string> {
  hits = 0;
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    hits += 1;
    if (request.url !== '/services') {
      response.writeHead(404).end();
      return;
    }
    (answers[Math.min(hits, answers.length) - 1] ?? answers[0]!)(response);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: one that was just free. */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const json =
  (body: string, status = 200) =>
  (response: ServerResponse) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('reading the prices at build', () => {
  it("reads the services and their plans from the API's envelope, with one request", async () => {
    const url = await api([json(envelope(SERVICES))]);
    const read = await readCatalogue(`${url}/`);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.services.map((service) => service.id)).toEqual(SERVICES.map((service) => service.id));
    expect(hits).toBe(1);
    // What a page is built with: the plans [§9](docs/CONTRACT.md#9-constants) shows, and the site's name of the service (not the API's
    // full_name 'Monthly Parking Management', which the sandbox sends).
    const prices = pricesOf(read.services, { serviceId: 1, name: 'Monthly Parking' });
    expect(read.services.find((service) => service.id === 1)?.full_name).toBe('Monthly Parking Management');
    expect(prices?.serviceName).toBe('Monthly Parking');
    expect(prices?.plans.map((plan) => [plan.name, plan.amount, plan.annual_amount, plan.no_of_users])).toEqual([
      ['Starter', 149, 1490, 5],
      ['Professional', 349, 3490, 25],
      ['Enterprise', 799, 7990, 100],
    ]);
  });

  it('a service the API does not list is built with no plans and its own name', () => {
    expect(pricesOf([], { serviceId: 42, name: 'New Service' })).toEqual({ plans: [], serviceName: 'New Service' });
  });

  it('a build that could not read the API prices no page', () => {
    expect(pricesOf(null, { serviceId: 1, name: 'Monthly Parking' })).toBeNull();
  });

  it('retries once after a failed answer, and succeeds', async () => {
    const url = await api([json('{"status":500}', 500), json(envelope(SERVICES))]);
    const read = await readCatalogue(url);
    expect(read.ok).toBe(true);
    expect(hits).toBe(2);
  });

  it('gives up after the retry, saying why', async () => {
    const url = await api([json('{"status":503}', 503)]);
    expect(await readCatalogue(url)).toEqual({ ok: false, reason: 'HTTP 503' });
    expect(hits).toBe(2);
  });

  it('an answer that is not a list of services is a failure, not an empty catalogue', async () => {
    const url = await api([json('<html>maintenance</html>'), json(envelope({ services: [] }))]);
    expect(await readCatalogue(url)).toEqual({ ok: false, reason: 'the answer is not a list of services' });
    expect(hits).toBe(2);
  });

  it('an API that cannot be reached fails at once, twice', async () => {
    const started = Date.now();
    expect(await readCatalogue(await closedPort())).toEqual({ ok: false, reason: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('an API that stalls, before or after its headers, times out within the deadline of each attempt', async () => {
    const stall = () => undefined;
    let url = await api([stall]);
    let started = Date.now();
    expect(await readCatalogue(url, { timeoutMs: 300 })).toEqual({ ok: false, reason: 'no answer in time' });
    expect(hits).toBe(2);
    expect(Date.now() - started).toBeLessThan(3_000);

    server?.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    url = await api([(response) => response.writeHead(200, { 'Content-Type': 'application/json' }).write('{"status":200,"data":[')]);
    started = Date.now();
    expect(await readCatalogue(url, { timeoutMs: 300 })).toEqual({ ok: false, reason: 'no answer in time' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says so in one line in plain words, naming the address and the reason in brackets', () => {
    const line = buildNotice('https://api.example.com/', 'ECONNREFUSED');
    expect(line).toBe(
      "Prices: the pricing service gave no prices while the site was built (GET https://api.example.com/services: ECONNREFUSED), so the service pages will load them in the visitor's browser, as they do whenever prices change. Nothing is broken.",
    );
    expect(line).not.toContain('\n');
  });

  it('reads as news, not as a failure: no word a log reader takes for one, but in the technical reason', () => {
    const line = buildNotice('http://127.0.0.1:8787', 'ECONNREFUSED');
    expect(line.replace(/\(GET [^)]*\)/, '')).not.toMatch(/warn|error|fail|could not|cannot|\(!\)/i);
  });
});
