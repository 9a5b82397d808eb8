/**
 * The inline-script registry: every source compiles, and each compiled script, run as the browser runs it (its
 * own text, against stand-ins for the page and the storage), does what the functions it imports say. The session
 * mark and isExpired(), the account menu and portalAddress() can no longer drift apart.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../tests/support/memory-storage';
import { thankYouPage } from '../../tests/support/thank-you-page';
import { isExpired } from '../lib/session/expiry';
import { portalAddress } from '../lib/session/portal';
import { scriptHash } from './csp';
import { compileInlineScripts } from './inline-scripts';

const SRC = new URL('../', import.meta.url);
const scripts = compileInlineScripts(SRC);

/** A compiled script's code. */
function code(name: string): string {
  const script = scripts.get(name);
  if (!script) throw new Error(`No inline script named ${name}`);
  return script.code;
}

/** Runs a compiled script with these globals in place of the browser's. */
function run(name: string, globals: Record<string, unknown>): void {
  const names = Object.keys(globals);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the shipped script text is the point of these tests
  (new Function(...names, code(name)) as (...values: unknown[]) => void)(...names.map((key) => globals[key]));
}

/** A page's <html> with its dataset. */
const htmlWith = (session?: string) => ({ dataset: session === undefined ? ({} as Record<string, string>) : { session } });

describe('the registry', () => {
  it('finds every inline script of src/ and compiles each into a minified IIFE, with the hash of its text', () => {
    expect([...scripts.keys()].sort()).toEqual([
      'fill-account-menu',
      'footer-disclosure',
      'logged-in-form',
      'mark-session',
      'payment-order',
      'thank-you-message',
      'visitor-redirect',
    ]);
    for (const script of scripts.values()) {
      expect(script.code, script.name).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
      expect(script.code, script.name).not.toMatch(/\n|\bimport\b|\bexport\b|\brequire\(/);
      // Parses as a classic script (compiled, not run).
      expect(() => new Script(script.code), script.name).not.toThrow();
      expect(script.hash).toBe(scriptHash(script.code));
      expect(
        script.inputs.some((input) => input.endsWith(script.source)),
        script.name,
      ).toBe(true);
    }
  });

  it('compiles the functions the scripts import, not copies of them', () => {
    const mark = scripts.get('mark-session');
    const menu = scripts.get('fill-account-menu');
    expect(mark?.inputs.some((input) => input.endsWith(join('lib', 'session', 'expiry.ts')))).toBe(true);
    expect(menu?.inputs.some((input) => input.endsWith(join('lib', 'session', 'portal.ts')))).toBe(true);
  });

  it('stays the size of the hand-written scripts it replaced (they run before the first paint)', () => {
    // Hand-written before the registry: 222, 522, 76, 105 and 124 bytes; compiled from the real functions they are
    // larger (property names and the functions' own checks), and must stay under a kilobyte.
    const limits: Record<string, number> = {
      'mark-session': 450,
      'fill-account-menu': 800,
      // With the page's language prefix kept on the way (src/i18n/here.ts, 90 bytes).
      'visitor-redirect': 250,
      // It also brings the form back after a logout in another tab.
      'logged-in-form': 400,
      'footer-disclosure': 200,
      // The navigation state's reader and the state's message and steps, found by comparison (never a selector built from storage).
      'thank-you-message': 1000,
      // The /payment order's reading without its schema (order-kept.ts; with it, 5.5 KB): the navigation state's
      // reader, the load's kind, the token's end; the page's language prefix kept on the way (src/i18n/here.ts).
      'payment-order': 1200,
    };
    for (const script of scripts.values()) expect(Buffer.byteLength(script.code), script.name).toBeLessThanOrEqual(limits[script.name] ?? 0);
  });

  // Data is not code: JSON-LD, which no policy governs, and the speculation rules, allowed by their own hash (astro.config.mjs).
  it('is what every page inlines: no .astro file writes an inline script of its own', () => {
    const dir = new URL('../', import.meta.url).pathname;
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
    const own = files.filter((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const inline = [...text.matchAll(/<script\b[^>]*\bis:inline\b[^>]*>/g)].map(([tag]) => tag);
      // Data, not code: structured data, the speculation rules, the page's phrasebook (type="application/json").
      const data = (tag: string) =>
        tag.includes('application/ld+json') || tag.includes('type="speculationrules"') || tag.includes('type="application/json"');
      return inline.some((tag) => !data(tag)) && !file.endsWith('InlineScript.astro');
    });
    expect(own).toEqual([]);
  });
});

describe('mark-session: the head marks a live session exactly when the store reads one', () => {
  const NOW = 1_800_000_000_000;
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // Stored values as the login (or an older version, or a hand) may have left them.
  const cases: Array<[string, Record<string, string>]> = [
    ['nothing stored', {}],
    ['no token', { session_start_time: String(NOW - 1000), expires_in: '3600' }],
    ['an empty token', { access_token: '', session_start_time: String(NOW - 1000), expires_in: '3600' }],
    ['a live session', { access_token: 't', session_start_time: String(NOW - 1000), expires_in: '3600' }],
    ['a session expiring now', { access_token: 't', session_start_time: String(NOW - 3_600_000), expires_in: '3600' }],
    ['a session one millisecond from expiry', { access_token: 't', session_start_time: String(NOW - 3_599_999), expires_in: '3600' }],
    ['an expired session', { access_token: 't', session_start_time: String(NOW - 7_200_000), expires_in: '3600' }],
    ['no expires_in', { access_token: 't', session_start_time: String(NOW - 7_200_000) }],
    ['an empty expires_in', { access_token: 't', session_start_time: String(NOW - 7_200_000), expires_in: '' }],
    ['a zero expires_in', { access_token: 't', session_start_time: String(NOW - 7_200_000), expires_in: '0' }],
    ['a negative expires_in', { access_token: 't', session_start_time: String(NOW - 7_200_000), expires_in: '-5' }],
    ['an expires_in that is no number', { access_token: 't', session_start_time: String(NOW - 7_200_000), expires_in: 'soon' }],
    ['an expires_in of Infinity', { access_token: 't', session_start_time: String(NOW - 7_200_000), expires_in: 'Infinity' }],
    ['no session_start_time', { access_token: 't', expires_in: '3600' }],
    ['a zero session_start_time', { access_token: 't', session_start_time: '0', expires_in: '3600' }],
    ['a session_start_time that is no number', { access_token: 't', session_start_time: 'yesterday', expires_in: '3600' }],
    ['a session_start_time in the future', { access_token: 't', session_start_time: String(NOW + 60_000), expires_in: '3600' }],
  ];

  it.each(cases)('%s', async (_label, stored) => {
    vi.useFakeTimers({ now: NOW });
    const storage = new MemoryStorage();
    for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
    const documentElement = htmlWith();
    run('mark-session', { document: { documentElement }, localStorage: storage });

    const live =
      Boolean(stored['access_token']) &&
      !isExpired({ session_start_time: Number(stored['session_start_time'] ?? ''), expires_in: Number(stored['expires_in'] ?? '') });
    expect(documentElement.dataset['session']).toBe(live ? 'in' : undefined);
    // The store, loaded on the same storage, reads a session exactly when the head marked one.
    vi.stubGlobal('localStorage', storage);
    const { readSession } = await import('../lib/session/store');
    expect(readSession(NOW) !== null).toBe(live);
  });

  it('leaves a visitor unmarked when storage is blocked', () => {
    const documentElement = htmlWith();
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(() => run('mark-session', { document: { documentElement }, localStorage: blocked })).not.toThrow();
    expect(documentElement.dataset['session']).toBeUndefined();
  });
});

describe('fill-account-menu: the header before the first paint', () => {
  const config = { customerPortalUrl: 'https://portal.example/app/', adminPortalUrl: 'https://admin.example', defaultPartnerSlug: 'brand' };

  /** Runs the script against a header with one greeting and one Dashboard link; what they show. */
  function runScript(stored: Record<string, string>, session: 'in' | 'out' = 'in', there = 'there') {
    const storage = new MemoryStorage();
    for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
    const name = { textContent: there, getAttribute: (attribute: string) => (attribute === 'data-session-name' ? there : null) };
    const link = {
      href: '/login',
      dataset: { customerPortal: config.customerPortalUrl, adminPortal: config.adminPortalUrl, defaultSlug: config.defaultPartnerSlug },
    };
    const document = {
      documentElement: htmlWith(session),
      querySelectorAll: (selector: string) => (selector === '[data-session-name]' ? [name] : selector === '[data-dashboard]' ? [link] : []),
    };
    run('fill-account-menu', { document, localStorage: storage });
    return { name: name.textContent, href: link.href };
  }

  it('shows the stored name and the same portal address as portalAddress(), without tokens', () => {
    const customer = {
      username: 'Casey <b>Customer</b>',
      user_type: '5',
      partner_slug: 'downtown garages',
      access_token: 'secret',
      refresh_token: 'secret2',
    };
    expect(runScript(customer)).toEqual({ name: 'Casey <b>Customer</b>', href: portalAddress(customer, config) });
    expect(runScript(customer).href).toBe('https://portal.example/app/downtown%20garages');
    const noSlug = { ...customer, partner_slug: '' };
    expect(runScript(noSlug).href).toBe(portalAddress(noSlug, config));
    expect(runScript(noSlug).href).toBe('https://portal.example/app/brand');
    const partner = { username: 'Pat', user_type: '3', partner_slug: 'x', access_token: 'secret' };
    expect(runScript(partner)).toEqual({ name: 'Pat', href: portalAddress(partner, config) });
    expect(runScript(partner).href).toBe('https://admin.example/3');
  });

  it('greets a session without a stored name as "there", in the page\'s language', () => {
    expect(runScript({ user_type: '3', access_token: 'secret' }).name).toBe('there');
    // A French page's greeting says its own word (data-session-name), not the English one.
    expect(runScript({ user_type: '3', access_token: 'secret' }, 'in', 'cher client').name).toBe('cher client');
  });

  it('leaves the header of a visitor alone', () => {
    expect(runScript({ username: 'Old Name', user_type: '3' }, 'out')).toEqual({ name: 'there', href: '/login' });
  });
});

describe('the scripts that read the mark', () => {
  it('visitor-redirect sends a visitor to /page (in the page language) and lets a logged-in user stay', () => {
    const replace = vi.fn();
    const location = { pathname: '/billing', replace };
    run('visitor-redirect', { document: { documentElement: htmlWith() }, location });
    expect(replace).toHaveBeenCalledWith('/page');
    replace.mockClear();
    run('visitor-redirect', { document: { documentElement: htmlWith('out') }, location });
    expect(replace).toHaveBeenCalledWith('/page');
    replace.mockClear();
    run('visitor-redirect', { document: { documentElement: htmlWith('in') }, location });
    expect(replace).not.toHaveBeenCalled();
    // From /fr/billing to /fr/page, which the route table sends on to /fr.
    run('visitor-redirect', { document: { documentElement: htmlWith('out') }, location: { pathname: '/fr/billing', replace } });
    expect(replace).toHaveBeenCalledWith('/fr/page');
  });

  it('logged-in-form removes the form before it for a live session only', () => {
    for (const [session, removed] of [
      ['in', true],
      [undefined, false],
    ] as const) {
      const remove = vi.fn();
      const form = { remove, cloneNode: () => ({}) };
      run('logged-in-form', {
        document: { documentElement: htmlWith(session), currentScript: { previousElementSibling: form, before: vi.fn() } },
        MutationObserver: class {
          observe = vi.fn();
        },
      });
      expect(remove.mock.calls.length > 0, String(session)).toBe(removed);
    }
  });

  it('logged-in-form puts a copy of the form back when the session ends in another tab, and only then, as an element', () => {
    const documentElement = htmlWith('in');
    const before = vi.fn();
    const insertAdjacentHTML = vi.fn();
    const observers: Array<{ callback: (changes: unknown[], observer: { disconnect: () => void }) => void; target: unknown; options: unknown }> = [];
    const disconnect = vi.fn();
    // The copy taken as the page was parsed: a new element, whose island hydrates when it comes back.
    const copy = { id: 'copy of the form' };
    const cloneNode = vi.fn(() => copy);
    run('logged-in-form', {
      document: { documentElement, currentScript: { previousElementSibling: { remove: vi.fn(), cloneNode }, before, insertAdjacentHTML } },
      MutationObserver: class {
        constructor(callback: (typeof observers)[number]['callback']) {
          observers.push({ callback, target: null, options: null });
        }
        observe(target: unknown, options: unknown) {
          Object.assign(observers[0] ?? {}, { target, options });
        }
      },
    });
    expect(observers).toHaveLength(1);
    expect(observers[0]?.target).toBe(documentElement);
    expect(observers[0]?.options).toEqual({ attributeFilter: ['data-session'] });
    expect(cloneNode).toHaveBeenCalledWith(true);
    // Still logged in: nothing comes back.
    observers[0]?.callback([], { disconnect });
    expect(before).not.toHaveBeenCalled();
    // Logged out elsewhere: the form comes back where it was, once, and never through an HTML string.
    documentElement.dataset['session'] = 'out';
    observers[0]?.callback([], { disconnect });
    expect(before).toHaveBeenCalledWith(copy);
    expect(before).toHaveBeenCalledTimes(1);
    expect(insertAdjacentHTML).not.toHaveBeenCalled();
    expect(disconnect).toHaveBeenCalled();
  });

  it('footer-disclosure closes the disclosure before it on a phone only', () => {
    class Details {
      open = true;
    }
    for (const [phone, open] of [
      [true, false],
      [false, true],
    ] as const) {
      const details = new Details();
      const matchMedia = vi.fn(() => ({ matches: phone }));
      run('footer-disclosure', { document: { currentScript: { previousElementSibling: details } }, matchMedia, HTMLDetailsElement: Details });
      expect(details.open, `phone: ${phone}`).toBe(open);
      expect(matchMedia).toHaveBeenCalledWith('(max-width: 47.99rem)');
    }
  });
});

describe('thank-you-message: /thank-you before the first paint', () => {
  const carried = (state: unknown) => {
    const storage = new MemoryStorage();
    storage.setItem('navigation-state', JSON.stringify({ path: '/thank-you', state }));
    return storage;
  };

  it("shows the carried state's message and steps, and leaves the state for the module script to take", () => {
    const { root, message, steps } = thankYouPage();
    const sessionStorage = carried({ kind: 'Trial' });
    run('thank-you-message', { document: { currentScript: { previousElementSibling: root } }, sessionStorage });
    expect(message.textContent).toBe('Your request for Trial has been submitted successfully');
    expect([steps.default.hidden, steps.trial.hidden, steps.payment.hidden]).toEqual([true, false, true]);
    expect(sessionStorage.getItem('navigation-state')).not.toBeNull();
  });

  it('leaves the default for a direct visit, a state for another page, or storage that is refused', () => {
    const other = new MemoryStorage();
    other.setItem('navigation-state', JSON.stringify({ path: '/payment', state: { kind: 'payment' } }));
    const refused = {
      getItem: () => {
        throw new Error('refused');
      },
    };
    for (const sessionStorage of [new MemoryStorage(), other, refused]) {
      const { root, message, steps } = thankYouPage();
      run('thank-you-message', { document: { currentScript: { previousElementSibling: root } }, sessionStorage });
      expect(message.textContent).toBe('We have received your request.');
      expect(steps.default.hidden).toBe(false);
    }
  });
});

describe('payment-order: /payment without an order leaves from its head', () => {
  const NOW = 1_800_000_000_000;
  const ORDER = { serviceId: 1, serviceName: 'Monthly Parking', planId: 102, planName: 'Standard', plan_type: 1, no_of_days: 30, amount: 49 };

  /** Runs the script on a tab holding `stored`, loaded as `type`; where it sent the page (null: it stayed) and what the tab keeps. */
  function runScript(stored: Record<string, unknown>, type = 'navigate', now = NOW, pathname = '/payment') {
    const sessionStorage = new MemoryStorage();
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, JSON.stringify(value));
    const replace = vi.fn();
    const performance = { getEntriesByType: (kind: string) => (kind === 'navigation' ? [{ type }] : []) };
    run('payment-order', { sessionStorage, performance, location: { pathname, replace }, Date: { now: () => now } });
    return {
      went: (replace.mock.calls[0]?.[0] as string | undefined) ?? null,
      state: sessionStorage.getItem('navigation-state'),
      kept: sessionStorage.getItem('payment-order'),
    };
  }

  it('lets a page with an order handed to it or kept for a reload stay, and takes nothing', () => {
    const handed = { path: '/payment', state: { ...ORDER, token: 't', tokenExpiresAt: NOW + 1 } };
    expect(runScript({ 'navigation-state': handed })).toEqual({ went: null, state: JSON.stringify(handed), kept: null });
    expect(runScript({ 'navigation-state': { ...handed, path: '/make-Payment' } }).went).toBeNull();
    for (const type of ['reload', 'back_forward']) expect(runScript({ 'payment-order': ORDER }, type).went, type).toBeNull();
  });

  it('sends the page to /request-trial without one, dropping the abandoned order and a handed state that cannot be paid', () => {
    expect(runScript({})).toEqual({ went: '/request-trial', state: null, kept: null });
    expect(runScript({ 'payment-order': ORDER })).toEqual({ went: '/request-trial', state: null, kept: null });
    const expired = { path: '/payment', state: { ...ORDER, token: 't', tokenExpiresAt: NOW } };
    expect(runScript({ 'navigation-state': expired })).toEqual({ went: '/request-trial', state: null, kept: null });
    expect(runScript({ 'payment-order': { ...ORDER, token: 't', tokenExpiresAt: NOW } }, 'reload').went).toBe('/request-trial');
    // A state for another page is left for it.
    const other = { path: '/thank-you', state: { kind: 'Trial' } };
    expect(runScript({ 'navigation-state': other })).toEqual({ went: '/request-trial', state: JSON.stringify(other), kept: null });
  });

  it("sends it to the request-trial page of the page's language: /fr/payment to /fr/request-trial, /es/make-Payment to /es/request-trial", () => {
    expect(runScript({}, 'navigate', NOW, '/fr/payment').went).toBe('/fr/request-trial');
    expect(runScript({}, 'navigate', NOW, '/es/make-Payment').went).toBe('/es/request-trial');
    const handed = { path: '/payment', state: { ...ORDER, token: 't', tokenExpiresAt: NOW + 1 } };
    expect(runScript({ 'navigation-state': handed }, 'navigate', NOW, '/fr/payment').went).toBeNull();
  });
});
