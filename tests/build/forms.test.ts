/**
 * What the forms' pages carry in their built HTML and files, read without a browser: the footer's "Request a
 * demo" disclosure open or closed in each page, the markup of /thank-you (the default lead in a polite status,
 * every state laid out invisibly), the service names file, and the map provider in frame-src on /contact-us
 * only. What needs a browser (hydration, keyboard, accessible names) is in tests/e2e: request-a-demo.spec.ts,
 * read-the-thank-you-page.spec.ts, send-a-message.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BUILD_ENV } from '../env';
import { contentField, SITE_SERVICE_NAMES } from '../support/content';
import { pagePaths, read, readBytes, serve, type Served } from './dist';
import { pathInLanguage, pathWithoutLanguage, PREFIXED_LANGUAGES } from '../../src/i18n/languages';

describe('the footer demo disclosure (one demo form in view at a time)', () => {
  /** Pages with a demo form of their own, or right after one was sent. */
  const OWN_DEMO = ['/request-a-demo', '/whitelabel', '/software-defined-parcs', '/thank-you', '/logout', '/log-out'];

  it('is open in the built pages by default (a phone closes it before the first paint)', () => {
    for (const path of ['/', '/about-us', '/contact-us', '/services']) {
      expect(read(path), path).toMatch(/<details class="footer-demo" open data-footer-demo="auto"/);
    }
  });

  it('is closed in the built pages with a demo form of their own or just taken', () => {
    for (const path of OWN_DEMO) expect(read(path), path).toMatch(/<details class="footer-demo" data-footer-demo="collapsed"/);
  });
});

describe('/thank-you', () => {
  const html = read('/thank-you');
  const DEFAULT = contentField('pages/thank-you.md', 'lead');
  /** [§8](docs/CONTRACT.md#8-notices)'s messages of the four states. */
  const MESSAGES = [
    'Your request has been submitted successfully',
    'Your request for Trial has been submitted successfully',
    'Payment has been done successfully',
  ];

  it('shows the default lead in a polite status under the heading', () => {
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(contentField('pages/thank-you.md', 'heading'));
    const status = /<p class="lead thank-you__message" role="status" aria-live="polite" data-thank-you[^>]*>([^<]*)<\/p>/.exec(html);
    expect(status?.[1]?.trim()).toBe(DEFAULT);
    // The default steps show; every state's own steps wait hidden for the page's script.
    expect(html).toMatch(/<div data-steps="default"(?! hidden)[^>]*>/);
    for (const kind of ['contactus', 'demo', 'trial', 'payment']) expect(html).toMatch(new RegExp(`<div data-steps="${kind}" hidden[^>]*>`));
  });

  it('keeps every message state laid out in one place, hidden from assistive technology, so nothing moves', () => {
    const copies = [...html.matchAll(/<div class="thank-you__size" aria-hidden="true" inert[^>]*><p class="lead"[^>]*>([^<]*)<\/p>/g)].map(
      (match) => match[1],
    );
    // In the order the features declare their states (folder order), which says nothing to a visitor.
    expect(copies.sort()).toEqual([DEFAULT, MESSAGES[0], MESSAGES[0], MESSAGES[1], MESSAGES[2]].sort());
  });
});

describe('/service-names.json', () => {
  let site: Served;
  beforeAll(async () => {
    site = await serve();
  });
  afterAll(() => site.close());

  /** The site's names of the API ids that have a page, from the Markdown (ids 10 and 16 have none: the API's names stay). */
  const NAMES = SITE_SERVICE_NAMES;

  it('is small JSON built from the Markdown: one name per API id, nothing else', () => {
    const text = read('/service-names.json');
    expect(JSON.parse(text)).toEqual(Object.fromEntries(Object.entries(NAMES)));
    // Written compactly: no page grows with the catalogue, and the file stays a few hundred bytes.
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(readBytes('/service-names.json').length).toBeLessThan(1024);
  });

  it("is served as JSON from the site's own origin", async () => {
    const response = await site.get('/service-names.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(Object.fromEntries(Object.entries(NAMES)));
  });
});

describe("the map provider's origin in frame-src", () => {
  const PROVIDER = new URL(TEST_BUILD_ENV.PUBLIC_MAP_EMBED_URL).origin;

  /** The frame-src of a built page's meta policy. */
  const frameSrc = (html: string): string[] => {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    return /frame-src ([^;]+)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  };

  it('is allowed on /contact-us, which shows the map, in every language', () => {
    expect(frameSrc(read('/contact-us'))).toContain(PROVIDER);
    for (const language of PREFIXED_LANGUAGES) expect(frameSrc(read(pathInLanguage('/contact-us', language))), language).toContain(PROVIDER);
  });

  it('is allowed on no other page', () => {
    const others = pagePaths().filter((path) => pathWithoutLanguage(path) !== '/contact-us');
    expect(others).toEqual(expect.arrayContaining(['/', '/about-us', '/request-a-demo']));
    for (const path of others) expect(frameSrc(read(path)), path).not.toContain(PROVIDER);
  });
});
