import { describe, expect, it, vi } from 'vitest';
import { CodeLoadError } from '../../lib/lazy';

// Code loaded on first use is gone. While `client.gone`, the HTTP client's code is (a deploy since the page
// loaded): every call throws what loadCode throws. Otherwise the history answers, and the code that reads the
// answer (./history-answer, loaded beside the request) is what the network cut off.
const client = vi.hoisted(() => ({ gone: true }));
vi.mock('astro:env/client', () => ({ PUBLIC_INVOICE_URL: 'http://127.0.0.1/invoice' }));
vi.mock('../../lib/api/http', () => ({
  call: () =>
    client.gone
      ? Promise.reject(new CodeLoadError('gone'))
      : Promise.resolve({ kind: 'response', ok: true, status: 200, body: { data: [{ id: 1001 }], per_page: 10, current_page: 1, total: 1 } }),
  download: () => Promise.reject(new CodeLoadError('gone')),
}));
vi.mock('./history-answer', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../lib/api/catalogue', () => ({ loadServices: () => Promise.resolve(null) }));
vi.mock('../../lib/session/store', async () => {
  const { atom } = await import('nanostores');
  return { $session: atom({ access_token: 'token' }) };
});
vi.mock('../../lib/session/login-dialog', () => ({ endSession: vi.fn() }));

const { $history, fetchInvoice, loadHistory, loadPartnerInvoice } = await import('./store');

describe('billing when the code it loads on first use is gone', () => {
  it("the history says 'code' (the Reload message) instead of loading for ever", async () => {
    await loadHistory({ page: 1, search: '' });
    expect($history.get()).toEqual({ status: 'code' });
  });

  it('the account card, View and Download hand the CodeLoadError to the page, which shows the Reload message', async () => {
    await expect(loadPartnerInvoice()).rejects.toBeInstanceOf(CodeLoadError);
    await expect(fetchInvoice('jpg', 1001)).rejects.toBeInstanceOf(CodeLoadError);
    await expect(fetchInvoice('pdf', 1001)).rejects.toBeInstanceOf(CodeLoadError);
  });

  it("a history whose reader could not be loaded says 'code' too: the table's failure row and the Reload message, not a crash", async () => {
    client.gone = false;
    await loadHistory({ page: 1, search: '' });
    expect($history.get()).toEqual({ status: 'code' });
  });
});
