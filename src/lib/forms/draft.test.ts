import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage';
import { draftKey, keepable, readDraft, saveDraft } from './draft';
import fc from 'fast-check';
import { storedText } from '../../../tests/support/hostile';

describe('drafts keep only the fields each form lists', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('writes only the listed fields: a field the form gained later is not kept until listed', () => {
    const values = { email: 'ada@example.com', nickname: 'Ada', referral_code: 'X1' };
    expect(keepable(values, ['email'])).toEqual({ email: 'ada@example.com' });
    const key = draftKey('newsletter', '/');
    saveDraft(key, values, ['email']);
    expect(JSON.parse(sessionStorage.getItem(key) ?? '')).toEqual({ email: 'ada@example.com' });
  });

  it('reads back only the listed fields of the form, of their kinds', () => {
    const key = draftKey('contact', '/contact-us');
    sessionStorage.setItem(key, JSON.stringify({ first_name: 'Ada', unlisted: 'x', city: 7, terms: true }));
    expect(readDraft(key, { first_name: '', unlisted: '', city: '', terms: false }, ['first_name', 'city', 'terms'])).toEqual({
      first_name: 'Ada',
      terms: true,
    });
    expect(readDraft(key, { first_name: '', unlisted: '' }, [])).toBeNull();
  });

  it('never keeps a secret, even one a form lists by mistake', () => {
    const secrets = ['password', 'password_confirmation', 'name_on_card', 'card_number', 'expiration_date', 'security_code', 'zip_code', 'token'];
    const values = Object.fromEntries(secrets.map((name) => [name, 'secret']));
    expect(keepable({ ...values, email: 'a@b.co' }, [...secrets, 'email'])).toEqual({ email: 'a@b.co' });
    const key = draftKey('trial', '/request-trial');
    sessionStorage.setItem(key, JSON.stringify(values));
    expect(readDraft(key, Object.fromEntries(secrets.map((name) => [name, ''])), secrets)).toBeNull();
  });
});

describe('a draft, whatever the storage holds', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is read as the listed fields of their kinds, or as no draft, never a crash', () => {
    const initial = { email: '', first_name: '', terms: false, password: '' };
    const fields = ['email', 'first_name', 'terms', 'password'];
    const key = draftKey('contact', '/contact-us');
    fc.assert(
      fc.property(storedText({ email: 'ada@example.com', first_name: 'Ada', terms: true, password: 'secret' }), (text) => {
        sessionStorage.setItem(key, text);
        const draft = readDraft(key, initial, fields);
        if (draft === null) return;
        expect(Object.keys(draft).length).toBeGreaterThan(0);
        for (const [name, value] of Object.entries(draft)) {
          expect(['email', 'first_name', 'terms']).toContain(name);
          expect(typeof value).toBe(typeof initial[name as keyof typeof initial]);
        }
        expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
      }),
    );
  });
});
