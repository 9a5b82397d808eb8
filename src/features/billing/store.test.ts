import { describe, expect, it, vi } from 'vitest';
import { CodeLoadError } from '../../lib/lazy';

// The HTTP client's code is gone (a deploy since the page loaded): every call throws what loadCode throws.
vi.mock('astro:env/client', () => ({ PUBLIC_INVOICE_URL: 'http://127.0.0.1/invoice' }));
vi.mock('../../lib/api/http', () => ({
  call: () => Promise.reject(new CodeLoadError('gone')),
  download: () => Promise.reject(new CodeLoadError('gone')),
}));
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
});
