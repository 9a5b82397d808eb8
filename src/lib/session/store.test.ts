import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/unit/memory-storage';

const answer = {
  access_token: 'token-1',
  token_type: 'Bearer',
  expires_in: 3600 as unknown,
  refresh_token: 'refresh-1',
  user: { name: 'Casey Customer', id: 7, user_type: 5, partner_slug: 'downtown' },
};

/** A fresh copy of the store module and the dialog's actions, on this test's storages. */
async function load() {
  vi.resetModules();
  const store = await import('./store');
  const dialog = await import('./login-dialog');
  return { ...store, ...dialog };
}

describe('the session store', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('document', { activeElement: null });
    vi.stubGlobal('HTMLElement', class {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['zero', 0],
    ['negative', -60],
    ['not a number', 'an hour'],
    ['over 30 days', 31 * 24 * 60 * 60],
    ['missing', undefined],
  ])('stores the default lifetime for an expires_in that is %s, and the session ends then', async (_label, expires_in) => {
    const { signIn, readSession, DEFAULT_SESSION_SECONDS } = await load();
    const start = 5_000_000;
    signIn({ ...answer, expires_in }, start);
    expect(localStorage.getItem('expires_in')).toBe(String(DEFAULT_SESSION_SECONDS));
    expect(readSession(start + DEFAULT_SESSION_SECONDS * 1000 - 1)).not.toBeNull();
    expect(readSession(start + DEFAULT_SESSION_SECONDS * 1000)).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('reads an unusable stored lifetime (left by an older version) as the default one', async () => {
    const { readSession, DEFAULT_SESSION_SECONDS } = await load();
    localStorage.setItem('access_token', 't');
    localStorage.setItem('session_start_time', '0');
    localStorage.setItem('expires_in', '0');
    expect(readSession(DEFAULT_SESSION_SECONDS * 1000 - 1)?.expires_in).toBe(DEFAULT_SESSION_SECONDS);
    expect(readSession(DEFAULT_SESSION_SECONDS * 1000)).toBeNull();
  });

  it('a 401 (endSession) clears only the session keys: drafts, the /payment order and other keys stay', async () => {
    const { signIn, endSession, $session, $loginOpen, SESSION_KEYS } = await load();
    signIn(answer);
    localStorage.setItem('other', 'kept');
    sessionStorage.setItem('draft:/contact-us#contact', '{"first_name":"Ada"}');
    sessionStorage.setItem('payment-order', '{"planId":1}');
    endSession();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(sessionStorage.getItem('draft:/contact-us#contact')).toBe('{"first_name":"Ada"}');
    expect(sessionStorage.getItem('payment-order')).toBe('{"planId":1}');
    expect($session.get()).toBeNull();
    expect($loginOpen.get()).toBe(true);
  });

  it('a logout (signOut) still clears all local and session storage, as §2 says', async () => {
    const { signIn, signOut } = await load();
    signIn(answer);
    sessionStorage.setItem('payment-order', '{}');
    signOut();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
