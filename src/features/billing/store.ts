/**
 * The billing data layer: payment history and partner invoice data, loaded with the session's token.
 * A 401 on any Bearer call clears the session and opens the login dialog. The HTTP client and the history's
 * reader (./history-answer.ts, with valibot) are code loaded on first use: when one is gone after a deploy or
 * cut off by the network (tried twice, src/lib/lazy.ts), the history says so with a Reload action ('code')
 * instead of loading for ever.
 */
import { atom } from 'nanostores';
import { PUBLIC_INVOICE_URL } from 'astro:env/client';
import { loadServices } from '../../lib/api/catalogue';
import { call, download, type ApiResult } from '../../lib/api/http';
import { asRecord, pick } from '../../lib/json';
import { isCodeLoadError } from '../../lib/lazy';
import { endSession } from '../../lib/session/login-dialog';
import { $session } from '../../lib/session/store';
import { loadHistoryReader, serviceNamer, type HistoryPage } from './history';

/** GET partner payment history (the path is ours to choose: [§7](docs/CONTRACT.md#7-calls) does not show it). */
function getPaymentHistory(query: { page: number; search: string }, token: string): Promise<ApiResult> {
  return call('get', '/partner/payment-history', { searchParams: { page: query.page, search: query.search }, bearer: token });
}

/** GET partner invoice. */
function getPartnerInvoice(token: string): Promise<ApiResult> {
  return call('get', '/partner/invoice', { bearer: token });
}

/** GET {PUBLIC_INVOICE_URL}/pdf/{id} or /jpg/{id}. */
function downloadInvoice(format: 'pdf' | 'jpg', id: number | string, token: string) {
  return download(`${PUBLIC_INVOICE_URL.replace(/\/+$/, '')}/${format}/${encodeURIComponent(String(id))}`, token);
}

export type HistoryState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly page: HistoryPage; readonly search: string }
  | { readonly status: 'error' }
  /** The code to load the history could not be loaded (a deploy since the page loaded): reload. */
  | { readonly status: 'code' };

/** The payment history being shown. */
export const $history = atom<HistoryState>({ status: 'loading' });

/** The partner's invoice data (GET partner invoice), or null until loaded. */
export const $partnerInvoice = atom<Record<string, unknown> | null>(null);

function token(): string | null {
  return $session.get()?.access_token ?? null;
}

function isUnauthorized(result: ApiResult | { kind: 'file' }): boolean {
  return result.kind === 'response' && result.status === 401;
}

let latest = 0;

/**
 * Loads one page of the history, its services named as the site names them (the catalogue is loaded once
 * per page, beside the first page of history); only the newest request's answer is shown.
 */
export async function loadHistory(query: { page: number; search: string }): Promise<void> {
  const bearer = token();
  if (!bearer) return;
  const ticket = ++latest;
  $history.set({ status: 'loading' });
  let answers: [typeof import('./history-answer'), ApiResult, Awaited<ReturnType<typeof loadServices>>];
  try {
    // The reader starts loading with the request, so the answer never waits for it.
    answers = await Promise.all([loadHistoryReader(), getPaymentHistory(query, bearer), loadServices()]);
  } catch (error) {
    if (!isCodeLoadError(error)) throw error;
    if (ticket === latest) $history.set({ status: 'code' });
    return;
  }
  const [{ readHistory }, result, services] = answers;
  if (ticket !== latest) return;
  if (isUnauthorized(result)) return endSession();
  const page = result.kind === 'response' && result.ok ? readHistory(result.body, serviceNamer(services)) : null;
  $history.set(page ? { status: 'ready', page, search: query.search } : { status: 'error' });
}

/** Loads the partner's invoice data (a CodeLoadError is the caller's to show). */
export async function loadPartnerInvoice(): Promise<void> {
  const bearer = token();
  if (!bearer) return;
  const result = await getPartnerInvoice(bearer);
  if (isUnauthorized(result)) return endSession();
  $partnerInvoice.set(result.kind === 'response' && result.ok ? asRecord(pick(result.body, 'data')) : null);
}

/** An invoice file (jpg to view, pdf to download), or null after a failure (401 handled here; a CodeLoadError is thrown). */
export async function fetchInvoice(format: 'pdf' | 'jpg', id: number): Promise<Blob | null> {
  const bearer = token();
  if (!bearer) return null;
  const result = await downloadInvoice(format, id, bearer);
  if (result.kind === 'file') return result.blob;
  if (isUnauthorized(result)) endSession();
  return null;
}
