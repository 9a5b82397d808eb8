import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';

const answer = {
  access_token: 'tok en/1',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'ref&resh',
  user: { name: 'Casey Customer', id: 7, user_type: 5, partner_slug: 'downtown garages' },
};

/** A fresh copy of the store module, with its own window and storages. */
async function loadStore() {
  vi.resetModules();
  return import('../../src/lib/session/store');
}

describe('session store', () => {
  let listeners: Array<(event: { key: string | null }) => void>;

  beforeEach(() => {
    listeners = [];
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', { addEventListener: (_type: string, listener: (event: { key: string | null }) => void) => listeners.push(listener) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts as a visitor when nothing is stored', async () => {
    const { $session } = await loadStore();
    expect($session.get()).toBeNull();
  });

  it('stores the nine keys of a login and exposes the session', async () => {
    const { $session, signIn, SESSION_KEYS } = await loadStore();
    signIn(answer, 1_000_000);
    expect(SESSION_KEYS).toHaveLength(9);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).not.toBeNull();
    expect(localStorage.getItem('username')).toBe('Casey Customer');
    expect(localStorage.getItem('user_type')).toBe('5');
    expect(localStorage.getItem('session_start_time')).toBe('1000000');
    expect($session.get()?.access_token).toBe('tok en/1');
  });

  it('stores an empty partner slug when the server sends none', async () => {
    const { signIn } = await loadStore();
    signIn({ ...answer, user: { ...answer.user, partner_slug: null } });
    expect(localStorage.getItem('partner_slug')).toBe('');
  });

  it('reads a stored session on load and clears an expired one', async () => {
    const { signIn } = await loadStore();
    signIn(answer, Date.now() - 3_599_000);
    expect((await loadStore()).$session.get()).not.toBeNull();

    signIn(answer, Date.now() - 3_601_000);
    const reloaded = await loadStore();
    expect(reloaded.$session.get()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('isExpired compares start + lifetime with now', async () => {
    const { isExpired } = await loadStore();
    expect(isExpired({ session_start_time: 0, expires_in: 10 }, 9_999)).toBe(false);
    expect(isExpired({ session_start_time: 0, expires_in: 10 }, 10_000)).toBe(true);
  });

  it('follows logins and logouts of other tabs through the storage event', async () => {
    const { $session } = await loadStore();
    localStorage.setItem('access_token', 'from-other-tab');
    localStorage.setItem('username', 'Pat');
    // Issue 18: a session without a start time no longer lives forever, so the other tab's login stores one.
    localStorage.setItem('session_start_time', String(Date.now()));
    for (const listener of listeners) listener({ key: 'access_token' });
    expect($session.get()?.username).toBe('Pat');

    localStorage.clear();
    for (const listener of listeners) listener({ key: null });
    expect($session.get()).toBeNull();
  });

  it('signOut clears local and session storage', async () => {
    const { $session, signIn, signOut } = await loadStore();
    signIn(answer);
    sessionStorage.setItem('navigation-state', '{}');
    localStorage.setItem('other', 'x');
    signOut();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect($session.get()).toBeNull();
  });
});

describe('portal address', () => {
  const config = { customerPortalUrl: 'https://portal.example/app/', adminPortalUrl: 'https://admin.example', defaultPartnerSlug: 'brand' };

  it('sends customers to their partner slug with the tokens in the fragment, URL-encoded', async () => {
    const { portalUrl } = await import('../../src/lib/session/portal');
    expect(portalUrl({ user_type: '5', partner_slug: 'downtown garages', access_token: 'a b&c', refresh_token: 'r/1#' }, config)).toBe(
      'https://portal.example/app/downtown%20garages#access_token=a%20b%26c&refresh_token=r%2F1%23',
    );
  });

  it('falls back to the default brand slug when the partner slug is empty', async () => {
    const { portalUrl } = await import('../../src/lib/session/portal');
    expect(portalUrl({ user_type: '5', partner_slug: '', access_token: 't', refresh_token: 'r' }, config)).toBe(
      'https://portal.example/app/brand#access_token=t&refresh_token=r',
    );
  });

  it('gives the portal without tokens for the Dashboard href', async () => {
    const { portalAddress } = await import('../../src/lib/session/portal');
    expect(portalAddress({ user_type: '5', partner_slug: 'downtown garages' }, config)).toBe('https://portal.example/app/downtown%20garages');
    expect(portalAddress({ user_type: '5', partner_slug: '' }, config)).toBe('https://portal.example/app/brand');
    expect(portalAddress({ user_type: '3', partner_slug: 'x' }, config)).toBe('https://admin.example/3');
  });

  it('sends every other user type to the admin portal with the type in the path, and no tokens', async () => {
    const { portalUrl } = await import('../../src/lib/session/portal');
    expect(portalUrl({ user_type: '3', partner_slug: 'x', access_token: 't', refresh_token: 'r' }, config)).toBe('https://admin.example/3');
  });
});

describe('login answer', () => {
  it('reads the tokens at the top level or under data, and rejects an answer without them', async () => {
    const { readLoginAnswer } = await import('../../src/features/account/login');
    expect(readLoginAnswer(answer)?.access_token).toBe('tok en/1');
    expect(readLoginAnswer({ status: 201, data: answer })?.user.name).toBe('Casey Customer');
    expect(readLoginAnswer({ status: 201, data: null })).toBeNull();
    expect(readLoginAnswer('<html>')).toBeNull();
    expect(readLoginAnswer({ access_token: 'x' })).toBeNull();
  });
});
