import { describe, expect, it } from 'vitest';
import { portalAddress, portalUrl } from './portal';
import fc from 'fast-check';
import { hostileText } from '../../../tests/support/hostile';

describe('portal address', () => {
  const config = { customerPortalUrl: 'https://portal.example/app/', adminPortalUrl: 'https://admin.example', defaultPartnerSlug: 'brand' };

  it('sends customers to their partner slug with the tokens in the fragment, URL-encoded', () => {
    expect(portalUrl({ user_type: '5', partner_slug: 'downtown garages', access_token: 'a b&c', refresh_token: 'r/1#' }, config)).toBe(
      'https://portal.example/app/downtown%20garages#access_token=a%20b%26c&refresh_token=r%2F1%23',
    );
  });

  it('falls back to the default brand slug when the partner slug is empty', () => {
    expect(portalUrl({ user_type: '5', partner_slug: '', access_token: 't', refresh_token: 'r' }, config)).toBe(
      'https://portal.example/app/brand#access_token=t&refresh_token=r',
    );
  });

  it('gives the portal without tokens for the Dashboard href', () => {
    expect(portalAddress({ user_type: '5', partner_slug: 'downtown garages' }, config)).toBe('https://portal.example/app/downtown%20garages');
    expect(portalAddress({ user_type: '5', partner_slug: '' }, config)).toBe('https://portal.example/app/brand');
    expect(portalAddress({ user_type: '3', partner_slug: 'x' }, config)).toBe('https://admin.example/3');
  });

  it('writes half a surrogate pair as U+FFFD rather than failing to make the link', () => {
    expect(portalUrl({ user_type: '5', partner_slug: '', access_token: '', refresh_token: '\ud800' }, config)).toBe(
      'https://portal.example/app/brand#access_token=&refresh_token=%EF%BF%BD',
    );
    expect(portalAddress({ user_type: '5', partner_slug: 'a\udc00😀' }, config)).toBe('https://portal.example/app/a%EF%BF%BD%F0%9F%98%80');
  });

  it('sends every other user type to the admin portal with the type in the path, and no tokens', () => {
    expect(portalUrl({ user_type: '3', partner_slug: 'x', access_token: 't', refresh_token: 'r' }, config)).toBe('https://admin.example/3');
  });
});

describe('the portal address of whatever the session holds', () => {
  const config = { customerPortalUrl: 'https://portal.example/app/', adminPortalUrl: 'https://admin.example', defaultPartnerSlug: 'brand' };

  it('is the configured portal with every stored value URL-encoded, never a crash', () => {
    const session = fc.record({
      user_type: fc.oneof(fc.constant('5'), hostileText()),
      partner_slug: hostileText(),
      access_token: hostileText(),
      refresh_token: hostileText(),
    });
    fc.assert(
      fc.property(session, (stored) => {
        const url = portalUrl(stored, config);
        expect(url.startsWith(stored.user_type === '5' ? 'https://portal.example/app/' : 'https://admin.example/')).toBe(true);
        // Nothing the session holds can leave the portal's path or add to the fragment: every value is escaped.
        expect(url.slice(url.indexOf('/', 'https://'.length))).toMatch(/^[A-Za-z0-9\-_.!~*'()%/#&=]*$/);
        expect(portalAddress(stored, config)).toBe(url.split('#')[0]);
      }),
    );
  });
});
