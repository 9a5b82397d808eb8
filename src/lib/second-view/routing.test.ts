/** What the service worker answers: a navigation to a page with a second view takes it when the stylesheet is cached. */
import { describe, expect, it } from 'vitest';
import { answer, type Manifest, type Surroundings } from './routing';

const ORIGIN = 'https://park.example';
const MANIFEST: Manifest = { pages: ['/', '/about-us', '/services/analytics-system'], stylesheet: '/_astro/site.abc123.css' };

/** A worker's surroundings with the stylesheet cached or not, and the network's answers by address. */
function surroundings(cachedStylesheet: boolean, network: Record<string, Response | Error> = {}) {
  const asked: string[] = [];
  const around: Surroundings = {
    origin: ORIGIN,
    fetch: (request) => {
      const url = typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
      asked.push(url.replace(ORIGIN, ''));
      const reply = network[url.replace(ORIGIN, '')] ?? new Response('page', { status: 200 });
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply.clone());
    },
    cached: (url) => Promise.resolve(cachedStylesheet && url === MANIFEST.stylesheet ? new Response('css') : undefined),
  };
  return { around, asked };
}

/** A request as a browser makes it; `mode: 'navigate'` cannot be set from script, so it is given as the browser does. */
function request(path: string, { navigate = true, method = 'GET', origin = ORIGIN } = {}): Request {
  const made = new Request(`${origin}${path}`, { method });
  Object.defineProperty(made, 'mode', { value: navigate ? 'navigate' : 'cors' });
  return made;
}

describe('the service worker of second views', () => {
  it('answers a navigation to a page with a second view with the view, its query kept, once the stylesheet is cached', async () => {
    const { around, asked } = surroundings(true);
    const response = await answer(request('/services/analytics-system?plan=2'), MANIFEST, around);
    expect(await response?.text()).toBe('page');
    expect(asked).toEqual(['/_views/services/analytics-system?plan=2']);
    await answer(request('/'), MANIFEST, around);
    expect(asked.at(-1)).toBe('/_views/home');
  });

  it('asks for the page itself while the stylesheet is not cached', async () => {
    const { around, asked } = surroundings(false);
    await answer(request('/about-us'), MANIFEST, around);
    expect(asked).toEqual(['/about-us']);
  });

  it('asks for the page itself when the view is gone, redirected or unreachable', async () => {
    for (const reply of [new Response('gone', { status: 404 }), Response.error(), new Error('offline')]) {
      const { around, asked } = surroundings(true, { '/_views/about-us': reply });
      const response = await answer(request('/about-us'), MANIFEST, around);
      expect(await response?.text()).toBe('page');
      expect(asked).toEqual(['/_views/about-us', '/about-us']);
    }
  });

  it('serves the stylesheet from its cache, and from the network when the cache lost it', async () => {
    const cached = surroundings(true);
    expect(await (await answer(request(MANIFEST.stylesheet, { navigate: false }), MANIFEST, cached.around))?.text()).toBe('css');
    expect(cached.asked).toEqual([]);
    const lost = surroundings(false);
    await answer(request(MANIFEST.stylesheet, { navigate: false }), MANIFEST, lost.around);
    expect(lost.asked).toEqual([MANIFEST.stylesheet]);
  });

  it('leaves everything else to the network: other pages, other files, other origins, a POST', () => {
    const { around } = surroundings(true);
    expect(answer(request('/admin'), MANIFEST, around)).toBeUndefined();
    expect(answer(request('/about-us.html'), MANIFEST, around)).toBeUndefined();
    expect(answer(request('/about-us', { navigate: false }), MANIFEST, around)).toBeUndefined();
    expect(answer(request('/_astro/Base.js', { navigate: false }), MANIFEST, around)).toBeUndefined();
    expect(answer(request('/about-us', { origin: 'https://api.example' }), MANIFEST, around)).toBeUndefined();
    expect(answer(request('/about-us', { method: 'POST' }), MANIFEST, around)).toBeUndefined();
  });
});
