import { describe, expect, it } from 'vitest';
import { expectNoPersonalData, PERSON } from '../../../tests/support/personal-data';
import { collectorEvent, eventEndpoint, mayMeasure, pageUrl, referrerOf, SEARCH, wherePropsOf, type SearchResults, type Where } from './events';
import fc from 'fast-check';
import { hostileText } from '../../../tests/support/hostile';

const page = { href: 'https://www.parkcloud.com/services/monthly-parking-system', referrer: '', siteUrl: 'https://www.parkcloud.com' };

describe('the events sent to the collector (Plausible’s Events API)', () => {
  it('carries name, url, domain, referrer and props, and revenue only for a purchase', () => {
    expect(collectorEvent('pageview', {}, page)).toEqual({
      name: 'pageview',
      url: 'https://www.parkcloud.com/services/monthly-parking-system',
      domain: 'www.parkcloud.com',
      referrer: null,
      props: {},
    });
    const purchase = collectorEvent('Plan Purchase', { form: 'payment', service_id: 1, plan_id: 7, plan_type: 2 }, page, {
      currency: 'USD',
      amount: 1188,
    });
    expect(purchase.props).toEqual({ form: 'payment', service_id: 1, plan_id: 7, plan_type: 2 });
    expect(purchase.revenue).toEqual({ currency: 'USD', amount: 1188 });
  });

  it('counts a search by its number of results, and nothing typed reaches the event', () => {
    const typed = { results: 4, query: 'monthly parking jane.roe@example.com', term: 'x' } as unknown as SearchResults;
    expect(collectorEvent(SEARCH, typed, page)).toEqual({
      name: 'Search',
      url: 'https://www.parkcloud.com/services/monthly-parking-system',
      domain: 'www.parkcloud.com',
      referrer: null,
      props: { results: 4 },
    });
  });

  it('posts to {collector}/api/event on the collector’s origin', () => {
    expect(eventEndpoint('https://plausible.io')).toBe('https://plausible.io/api/event');
    expect(eventEndpoint('https://stats.example.com/')).toBe('https://stats.example.com/api/event');
  });

  it('keeps only the props that say where, and only short names and numbers in them', () => {
    const smuggled = { form: 'footer-demo', service_id: 3, ...PERSON, message: 'Call me on 2125550147' } as unknown as Where;
    expect(wherePropsOf(smuggled)).toEqual({ form: 'footer-demo', service_id: 3 });
    expect(wherePropsOf({ form: 'jane.roe@example.com' })).toEqual({});
    expect(wherePropsOf({ form: 'a name with spaces' })).toEqual({});
    expect(wherePropsOf({ service_id: Number.NaN })).toEqual({});
    expect(wherePropsOf({ LCP: 1234, INP: 56, CLS: 0.0123 })).toEqual({ LCP: 1234, INP: 56, CLS: 0.0123 });
  });

  it('sends the page address without its fragment, its query (but the campaign) or a password link’s token', () => {
    expect(pageUrl('https://www.parkcloud.com/contact-us?email=jane.roe%40example.com&utm_source=newsletter#form')).toBe(
      'https://www.parkcloud.com/contact-us?utm_source=newsletter',
    );
    expect(pageUrl('https://www.parkcloud.com/reset-password/0123456789abcdef')).toBe('https://www.parkcloud.com/reset-password/:token');
    expect(pageUrl('https://www.parkcloud.com/generate-new-password/abc?x=1')).toBe('https://www.parkcloud.com/generate-new-password/:token');
    expect(pageUrl('https://www.parkcloud.com/reset-password')).toBe('https://www.parkcloud.com/reset-password');
  });

  it('keeps the token of a password link out of the address in every language', () => {
    expect(pageUrl('https://www.parkcloud.com/fr/reset-password/0123456789abcdef')).toBe('https://www.parkcloud.com/fr/reset-password/:token');
    expect(pageUrl('https://www.parkcloud.com/es/generate-new-password/abc#x')).toBe('https://www.parkcloud.com/es/generate-new-password/:token');
    expect(pageUrl('https://www.parkcloud.com/fr/reset-password')).toBe('https://www.parkcloud.com/fr/reset-password');
    // Wherever a token page's name stands, what follows it is not sent.
    expect(pageUrl('https://www.parkcloud.com/french/reset-password/abc/def')).toBe('https://www.parkcloud.com/french/reset-password/:token');
  });

  it('sends the referrer as its origin only', () => {
    expect(referrerOf('https://www.google.com/search?q=jane+roe')).toBe('https://www.google.com/');
    expect(referrerOf('')).toBeNull();
    expect(referrerOf('not a url')).toBeNull();
  });

  it('puts nothing about the person in any event, whatever reaches it', () => {
    const href = `https://www.parkcloud.com/reset-password/${PERSON.access_token}?email=${encodeURIComponent(PERSON.email)}#${PERSON.phone}`;
    const referrer = `https://mail.example/inbox/${PERSON.email}`;
    const event = collectorEvent('Demo Request', { ...PERSON, form: 'demo', service_id: 2 }, { ...page, href, referrer });
    expectNoPersonalData(event);
  });

  it('measures nobody whose browser signals Global Privacy Control or Do Not Track', () => {
    expect(mayMeasure({})).toBe(true);
    expect(mayMeasure({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(true);
    expect(mayMeasure({ globalPrivacyControl: true })).toBe(false);
    expect(mayMeasure({ doNotTrack: '1' })).toBe(false);
    expect(mayMeasure({ doNotTrack: 'yes' })).toBe(false);
  });
});

describe('the page address sent, whatever the address holds', () => {
  it('is the page’s origin and path with only the campaign parameters, never a crash', () => {
    const address = fc
      .tuple(fc.oneof(fc.webPath(), hostileText()), fc.webQueryParameters(), hostileText(), fc.webFragments())
      .map(([path, query, campaign, fragment]) => {
        const url = new URL('https://www.parkcloud.com');
        url.pathname = path;
        url.search = `${query}&utm_source=${encodeURIComponent(campaign.replace(/[\uD800-\uDFFF]/gu, ''))}`;
        url.hash = fragment;
        return url.href;
      });
    fc.assert(
      fc.property(address, (href) => {
        const sent = new URL(pageUrl(href));
        expect(sent.origin).toBe('https://www.parkcloud.com');
        expect(sent.hash).toBe('');
        for (const key of sent.searchParams.keys()) expect(key).toMatch(/^utm_(source|medium|campaign|term|content)$/);
      }),
    );
  });
});
