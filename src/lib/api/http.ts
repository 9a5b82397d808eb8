/**
 * The only module that speaks HTTP: one ky instance against PUBLIC_API_URL. Every call has a timeout;
 * GETs may retry, POSTs never do (a retried POST could file a second demo request). Failures come back
 * as values, never as exceptions, so callers handle every case of the specification's error catalogue.
 */
import type { KyInstance, KyResponse } from 'ky';
import { PUBLIC_API_URL } from 'astro:env/client';

/** What a call ended with. `body` is the parsed JSON, or null when there was none or it was not JSON. */
export type ApiResult =
  | { readonly kind: 'response'; readonly ok: boolean; readonly status: number; readonly body: unknown }
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' };

/** Per-attempt timeout of every call, in milliseconds. */
export const TIMEOUT_MS = 15_000;

let instance: Promise<KyInstance> | undefined;

/** The ky instance, loaded with the first call, so a page pays for it only when it talks to the API. */
function api(): Promise<KyInstance> {
  instance ??= import('ky').then(({ default: ky }) =>
    ky.create({
      prefix: PUBLIC_API_URL,
      timeout: TIMEOUT_MS,
      retry: { limit: 2, methods: ['get'] },
      throwHttpErrors: false,
      headers: { Accept: 'application/json' },
    }),
  );
  return instance;
}

interface CallOptions {
  /** The JSON body: a capability's typed payload. */
  readonly json?: object;
  readonly searchParams?: Record<string, string | number>;
  readonly headers?: Record<string, string>;
  /** Access token sent as a Bearer Authorization header. */
  readonly bearer?: string | undefined;
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

/** Makes one call and reads its JSON body. */
export async function call(method: 'get' | 'post', path: string, options: CallOptions = {}): Promise<ApiResult> {
  const headers = { ...options.headers, ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}) };
  try {
    const response = await (await api())(path.replace(/^\//, ''), {
      method,
      headers,
      ...(options.json ? { json: options.json } : {}),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    });
    return { kind: 'response', ok: response.ok, status: response.status, body: await readBody(response) };
  } catch (error) {
    return { kind: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

/** Makes one call whose answer is a file, e.g. an invoice. */
export async function download(url: string, bearer: string): Promise<{ kind: 'file'; blob: Blob } | Exclude<ApiResult, { ok: true }>> {
  try {
    const client = await api();
    const response = await client(url, { prefix: '', headers: { Authorization: `Bearer ${bearer}` } });
    if (!response.ok) return { kind: 'response', ok: false, status: response.status, body: await readBody(response) };
    return { kind: 'file', blob: await response.blob() };
  } catch (error) {
    return { kind: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}
