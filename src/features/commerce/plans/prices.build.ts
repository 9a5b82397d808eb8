/**
 * The prices a service page is built with: GET /services, read once per build from
 * PUBLIC_API_URL with a short deadline and one retry, so that search engines and visitors without
 * JavaScript find the plans in the HTML, and the Service JSON-LD carries them as Offers. When the API
 * cannot be read, the build goes on: one line that says so in plain words (no warning: nothing fails), and
 * the pages load their prices in the browser (skeleton cards, then the live call). Build-time only (a page's getStaticPaths calls it), hence the
 * .build.ts name that the lint keeps browser code from importing; the island takes the type it needs,
 * BuildPrices, from ./plans.ts.
 */
import { PUBLIC_API_URL } from 'astro:env/client';
import { readServices, type ServerService } from '../../../lib/api/catalogue-answer';
import { pick } from '../../../lib/json';
import { visiblePlans, type BuildPrices } from './plans';

/** How long one attempt may take, answer included, in milliseconds. */
export const BUILD_TIMEOUT_MS = 3_000;
/** The first attempt and one retry. */
export const BUILD_ATTEMPTS = 2;
/** The pause before the retry, in milliseconds. */
const RETRY_PAUSE_MS = 300;

/** What the build read: the services, or why there are none. */
export type CatalogueRead = { readonly ok: true; readonly services: ServerService[] } | { readonly ok: false; readonly reason: string };

export interface ReadOptions {
  /** The fetch to use (tests pass their own). */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly attempts?: number;
}

/** Why an attempt failed, in a few words on one line. */
function failureOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const text = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim();
}

/** One GET /services: the services of a 2xx envelope whose data is a list, else why not. */
async function attempt(url: string, get: typeof fetch, timeoutMs: number): Promise<CatalogueRead> {
  try {
    // The signal covers the body too: a server that sends headers and then stalls times out as well.
    const response = await get(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!Array.isArray(pick(body, 'data'))) return { ok: false, reason: 'the answer is not a list of services' };
    return { ok: true, services: readServices(body) };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}

/** GET {apiUrl}/services with a deadline per attempt and one retry. */
export async function readCatalogue(apiUrl: string, options: ReadOptions = {}): Promise<CatalogueRead> {
  const { fetch: get = fetch, timeoutMs = BUILD_TIMEOUT_MS, attempts = BUILD_ATTEMPTS } = options;
  const url = `${apiUrl.replace(/\/+$/, '')}/services`;
  let result: CatalogueRead = { ok: false, reason: 'not tried' };
  for (let tries = 1; tries <= attempts; tries += 1) {
    if (tries > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    result = await attempt(url, get, timeoutMs);
    if (result.ok) return result;
  }
  return result;
}

/**
 * The one line of a build that could not read the prices, for whoever reads the build's log (a marketer on Netlify
 * too): what happened, what the pages do instead, and that nothing is broken; the address and the technical reason
 * in brackets.
 */
export function buildNotice(apiUrl: string, reason: string): string {
  const services = `${apiUrl.replace(/\/+$/, '')}/services`;
  return `Prices: the pricing service gave no prices while the site was built (GET ${services}: ${reason}), so the service pages will load them in the visitor's browser, as they do whenever prices change. Nothing is broken.`;
}

let catalogue: Promise<ServerService[] | null> | undefined;

/**
 * The services as this build read them, or null when it could not: one request and at most one line
 * per build. Call it from getStaticPaths, so the line prints before the pages, on a line of its own.
 */
export function catalogueAtBuild(): Promise<ServerService[] | null> {
  catalogue ??= readCatalogue(PUBLIC_API_URL).then((read) => {
    if (read.ok) return read.services;
    // On stdout, as the build's other news, not as a warning: the pages work without the prices.
    // eslint-disable-next-line no-console -- runs at build time only: the build's one line about prices it could not read.
    console.log(buildNotice(PUBLIC_API_URL, read.reason));
    return null;
  });
  return catalogue;
}

/** The prices of one service page in what the build read (named with `service.name`, the site's), or null when it could not read the API. */
export function pricesOf(
  services: readonly ServerService[] | null,
  service: { readonly serviceId: number; readonly name: string },
): BuildPrices | null {
  if (!services) return null;
  return { plans: visiblePlans(services, service.serviceId), serviceName: service.name };
}
