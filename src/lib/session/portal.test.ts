import { describe, expect, it } from 'vitest';
import { portalAddress, portalUrl } from './portal';

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

  it('sends every other user type to the admin portal with the type in the path, and no tokens', () => {
    expect(portalUrl({ user_type: '3', partner_slug: 'x', access_token: 't', refresh_token: 'r' }, config)).toBe('https://admin.example/3');
  });
});
