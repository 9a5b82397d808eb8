/**
 * The only module that speaks HTTP: one ky instance against PUBLIC_API_URL. Every call has a deadline that
 * covers the whole answer, body included (ky's own timeout stops at the headers, so a server that sends
 * headers and then stalls would hang the form). GETs may retry within it, POSTs never do (a retried POST
 * could file a second demo request). Failures come back as values, never as exceptions, so callers handle
 * every case of the specification's error catalogue; only code that cannot be loaded throws (a CodeLoadError).
 */
import type { KyInstance, KyResponse } from 'ky';
import { PUBLIC_API_URL } from 'astro:env/client';
import { loadCode } from '../lazy';

/** What a call ended with. `body` is the parsed JSON, or null when there was none or it was not JSON. */
export type ApiResult =
  | { readonly kind: 'response'; readonly ok: boolean; readonly status: number; readonly body: unknown }
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' };

/** The deadline of a call, from the request to the last byte of the answer, in milliseconds (unless it says otherwise). */
export const TIMEOUT_MS = 15_000;

let instance: Promise<KyInstance> | undefined;

/** The ky instance, loaded with the first call, so a page pays for it only when it talks to the API. */
function api(): Promise<KyInstance> {
  instance ??= loadCode(() => import('ky')).then(({ default: ky }) =>
    ky.create({
      prefix: PUBLIC_API_URL,
      // The deadline below covers every attempt and the body; ky's per-attempt timer is not needed.
      timeout: false,
      retry: { limit: 2, methods: ['get'] },
      throwHttpErrors: false,
      headers: { Accept: 'application/json' },
    }),
  );
  // A failed load is not kept: the next call tries again.
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

interface CallOptions {
  /** The JSON body: a capability's typed payload. */
  readonly json?: object;
  readonly searchParams?: Record<string, string | number>;
  readonly headers?: Record<string, string>;
  /** Access token sent as a Bearer Authorization header. */
  readonly bearer?: string | undefined;
  /** This call's deadline in milliseconds, when it needs another than TIMEOUT_MS (a card payment at a slow gateway). */
  readonly deadlineMs?: number;
}

async function readBody(response: KyResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A failure of the network or of the deadline, as a result. */
function failure(error: unknown): { kind: 'timeout' } | { kind: 'network' } {
  return { kind: error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network' };
}

/** Makes one call and reads its JSON body, all within its deadline (TIMEOUT_MS unless it names another). */
export async function call(method: 'get' | 'post', path: string, options: CallOptions = {}): Promise<ApiResult> {
  const client = await api();
  const headers = { ...options.headers, ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}) };
  try {
    const response = await client(path.replace(/^\//, ''), {
      method,
      headers,
      signal: AbortSignal.timeout(options.deadlineMs ?? TIMEOUT_MS),
      ...(options.json ? { json: options.json } : {}),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    });
    return { kind: 'response', ok: response.ok, status: response.status, body: await readBody(response) };
  } catch (error) {
    return failure(error);
  }
}

/** Reads a JSON file of this site itself (same origin, e.g. /service-names.json) within TIMEOUT_MS. */
export async function siteFile(path: string): Promise<ApiResult> {
  const client = await api();
  try {
    const response = await client(new URL(path, window.location.origin).href, { prefix: '', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { kind: 'response', ok: response.ok, status: response.status, body: await readBody(response) };
  } catch (error) {
    return failure(error);
  }
}

/** Makes one call whose answer is a file, e.g. an invoice, within TIMEOUT_MS. */
export async function download(url: string, bearer: string): Promise<{ kind: 'file'; blob: Blob } | Exclude<ApiResult, { ok: true }>> {
  const client = await api();
  try {
    const response = await client(url, { prefix: '', headers: { Authorization: `Bearer ${bearer}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return { kind: 'response', ok: false, status: response.status, body: await readBody(response) };
    return { kind: 'file', blob: await response.blob() };
  } catch (error) {
    return failure(error);
  }
}
