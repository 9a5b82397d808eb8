import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectorEvent } from './events';
import { sendEvent } from './send';

const event = collectorEvent(
  'Contact',
  { form: 'contact' },
  { href: 'https://www.parkcloud.com/contact-us', referrer: '', siteUrl: 'https://www.parkcloud.com' },
);

/** A browser with these privacy signals and this fetch. */
function browser(signals: { globalPrivacyControl?: boolean; doNotTrack?: string | null }, fetch: (...args: unknown[]) => unknown) {
  vi.stubGlobal('navigator', { ...signals });
  vi.stubGlobal('window', {});
  vi.stubGlobal('fetch', vi.fn(fetch));
  return globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending an event', () => {
  it('posts the JSON with keepalive, without cookies or a referrer, and never waits for the answer', () => {
    const fetch = browser({}, () => new Promise(() => undefined));
    expect(sendEvent('https://stats.example.com', event)).toBeUndefined();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('https://stats.example.com/api/event', expect.anything());
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'no-cors' });
    expect(JSON.parse(init.body as string)).toEqual(event);
  });

  it('sends nothing under Global Privacy Control or Do Not Track', () => {
    for (const signals of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const fetch = browser(signals, () => Promise.resolve());
      sendEvent('https://stats.example.com', event);
      expect(fetch, JSON.stringify(signals)).not.toHaveBeenCalled();
    }
  });

  it('lets a collector that is down, or a browser that refuses the request, break nothing', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    browser({}, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => sendEvent('https://stats.example.com', event)).not.toThrow();
    browser({}, () => {
      throw new TypeError('keepalive quota');
    });
    expect(() => sendEvent('https://stats.example.com', event)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
