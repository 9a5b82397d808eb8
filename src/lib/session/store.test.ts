import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage';
import fc from 'fast-check';
import { LONGEST_SESSION_SECONDS } from './expiry';
import { hostileText } from '../../../tests/support/hostile';

const answer = {
  access_token: 'tok en/1',
  token_type: 'Bearer',
  expires_in: 3600 as unknown,
  refresh_token: 'ref&resh',
  user: { name: 'Casey Customer', id: 7, user_type: 5, partner_slug: 'downtown garages' as string | null },
};

/** A fresh copy of the store module and the dialog's actions, on this test's storages. */
async function load() {
  vi.resetModules();
  const store = await import('./store');
  const dialog = await import('./login-dialog');
  return { ...store, ...dialog };
}

describe('the session store', () => {
  /** What the store listens to on window: the storage events of other tabs. */
  let listeners: Array<(event: { key: string | null }) => void>;

  beforeEach(() => {
    listeners = [];
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', { addEventListener: (_type: string, listener: (event: { key: string | null }) => void) => listeners.push(listener) });
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

  it('a logout (signOut) clears all local and session storage, as §2 says', async () => {
    const { $session, signIn, signOut } = await load();
    signIn(answer);
    sessionStorage.setItem('payment-order', '{}');
    sessionStorage.setItem('navigation-state', '{}');
    localStorage.setItem('other', 'x');
    signOut();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect($session.get()).toBeNull();
  });

  it('starts as a visitor when nothing is stored', async () => {
    const { $session } = await load();
    expect($session.get()).toBeNull();
  });

  it('stores the nine keys of a login and exposes the session', async () => {
    const { $session, signIn, SESSION_KEYS } = await load();
    signIn(answer, 1_000_000);
    expect(SESSION_KEYS).toHaveLength(9);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key), key).not.toBeNull();
    expect(localStorage.getItem('username')).toBe('Casey Customer');
    expect(localStorage.getItem('user_type')).toBe('5');
    expect(localStorage.getItem('session_start_time')).toBe('1000000');
    expect($session.get()?.access_token).toBe('tok en/1');
  });

  it('stores an empty partner slug when the server sends none', async () => {
    const { signIn } = await load();
    signIn({ ...answer, user: { ...answer.user, partner_slug: null } });
    expect(localStorage.getItem('partner_slug')).toBe('');
  });

  it('reads a stored session on load and clears an expired one', async () => {
    const { signIn } = await load();
    signIn(answer, Date.now() - 3_599_000);
    expect((await load()).$session.get()).not.toBeNull();

    signIn(answer, Date.now() - 3_601_000);
    const reloaded = await load();
    expect(reloaded.$session.get()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('follows logins and logouts of other tabs through the storage event', async () => {
    const { $session } = await load();
    localStorage.setItem('access_token', 'from-other-tab');
    localStorage.setItem('username', 'Pat');
    // A session without a start time would never end, so the other tab's login stores one.
    localStorage.setItem('session_start_time', String(Date.now()));
    for (const listener of listeners) listener({ key: 'access_token' });
    expect($session.get()?.username).toBe('Pat');

    localStorage.clear();
    for (const listener of listeners) listener({ key: null });
    expect($session.get()).toBeNull();
  });
});

describe('the session, whatever the storage holds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read as a live session or as a visitor, never a crash; a session read as over is cleared', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    const { readSession, SESSION_KEYS } = await load();
    const now = 1_800_000_000_000;
    /** A stored value: none, hostile text, or a number near what a real session holds. */
    const stored = fc.option(
      fc.oneof(hostileText(), fc.integer({ min: now - 10 ** 9, max: now + 10 ** 6 }).map(String), fc.constantFrom('3600', '-1', 'NaN', '1e999', '')),
    );
    const storage = fc.record(Object.fromEntries(SESSION_KEYS.map((key) => [key, stored])) as Record<(typeof SESSION_KEYS)[number], typeof stored>);
    fc.assert(
      fc.property(storage, (values) => {
        const local = new MemoryStorage();
        for (const [key, value] of Object.entries(values)) if (value !== null) local.setItem(key, value);
        vi.stubGlobal('localStorage', local);
        const session = readSession(now);
        if (session === null) {
          if (values.access_token) for (const key of SESSION_KEYS) expect(local.getItem(key)).toBeNull();
          return;
        }
        expect(session.access_token).toBe(values.access_token);
        expect(session.expires_in > 0 && session.expires_in <= LONGEST_SESSION_SECONDS).toBe(true);
        expect(session.session_start_time + session.expires_in * 1000).toBeGreaterThan(now);
        for (const key of ['token_type', 'refresh_token', 'username', 'user_id', 'user_type', 'partner_slug'] as const)
          expect(session[key]).toBe(values[key] ?? '');
      }),
    );
  });
});
