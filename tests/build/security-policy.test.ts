/**
 * Every built page's policy and scripts: each visitor page's policy (its meta tag, and the header dist/_headers
 * gives it) starts from `default-src 'none'`, allows no unsafe-* source, enforces Trusted Types and names only
 * the site's own policies; every script src and module preload carries the integrity of the file the build
 * wrote, and the page's import map covers every module it can reach that no tag of its own checks, allowed by its
 * hash. The editor's page (/admin) keeps its own policy and gets integrity on its script.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, readHeaders } from '../../scripts/headers';
import { EDITOR_PATH } from '../../src/lib/routes';
import { namedModules, reachableModules } from '../../src/build/integrity';
import { TRUSTED_TYPES_POLICIES } from '../../src/lib/security';
import { LANGUAGE_CODES, pathInLanguage } from '../../src/i18n/languages';
import { BUILD_DIR, pagePaths, read, readBytes } from './dist';

const visitorPages = pagePaths().filter((path) => path !== EDITOR_PATH);
const OWN_POLICIES: readonly string[] = Object.values(TRUSTED_TYPES_POLICIES);

/** A policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

const metaPolicy = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const sha = (algorithm: 'sha256', bytes: Buffer | string) => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

describe('the policy of every visitor page', () => {
  it('has pages to check', () => expect(visitorPages.length).toBeGreaterThan(30));

  it('allows nothing unless written out, with no unsafe source, in its meta tag and in its header', async () => {
    const rules = await readHeaders(BUILD_DIR);
    for (const path of visitorPages) {
      const header = headersFor(rules, path)['Content-Security-Policy'] ?? '';
      for (const policy of [metaPolicy(read(path)), header]) {
        const parsed = directives(policy);
        expect(parsed.get('default-src'), path).toEqual(["'none'"]);
        expect(policy, path).not.toMatch(/'unsafe-|'strict-dynamic'|\*/);
        expect(parsed.get('base-uri'), path).toEqual(["'none'"]);
        expect(parsed.get('form-action'), path).toEqual(["'self'"]);
        expect(parsed.get('script-src'), path).toContain("'self'");
        expect(parsed.get('object-src'), path).toBeUndefined();
      }
      expect(directives(header).get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it("enforces Trusted Types and names only the site's own policies", () => {
    for (const path of visitorPages) {
      const parsed = directives(metaPolicy(read(path)));
      expect(parsed.get('require-trusted-types-for'), path).toEqual(["'script'"]);
      const names = parsed.get('trusted-types') ?? [];
      expect(names, path).toContain(TRUSTED_TYPES_POLICIES.notyf);
      for (const name of names) expect(OWN_POLICIES, `${path}: ${name}`).toContain(name);
    }
    // Google's wallet script is given to one page only (in each language).
    const withWallet = visitorPages.filter((path) =>
      directives(metaPolicy(read(path)))
        .get('trusted-types')
        ?.includes(TRUSTED_TYPES_POLICIES.googlePay),
    );
    expect(withWallet.sort()).toEqual(LANGUAGE_CODES.map((language) => pathInLanguage('/testpay', language)).sort());
  });

  it('registers no service worker; the retired one at /sw.js only unregisters itself, and may load nothing', async () => {
    for (const path of visitorPages) expect(read(path), path).not.toMatch(/serviceWorker|worker-src/);
    const worker = readBytes('/sw.js').toString('utf8');
    expect(worker).toContain('self.registration.unregister()');
    expect(worker).not.toMatch(/addEventListener\(\s*'fetch'/);
    expect(headersFor(await readHeaders(BUILD_DIR), '/sw.js')['Content-Security-Policy']).toBe("default-src 'none'");
  });
});

describe('Subresource Integrity on every page', () => {
  /** Each script src and module preload of a page, with its integrity attribute. */
  const loads = (html: string) =>
    [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)].map((match) => ({
      url: match[1] ?? match[2] ?? '',
      integrity: /\bintegrity="([^"]+)"/.exec(match[0])?.[1],
    }));

  it('every script src and module preload carries the sha256 of the file the build wrote', () => {
    let checked = 0;
    for (const path of pagePaths()) {
      for (const { url, integrity } of loads(read(path))) {
        expect(integrity, `${path}: ${url}`).toBe(sha('sha256', readBytes(url)));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(visitorPages.length);
  });

  it('every module a page can reach is checked: by the exact hash in its import map, or by its own tag alone; its policy allows the map', () => {
    for (const path of visitorPages) {
      const html = read(path);
      const map = /<script type="importmap">([^<]*)<\/script>/.exec(html)?.[1];
      const modules = reachableModules(html, BUILD_DIR);
      if (modules.length === 0) continue;
      expect(map, path).toBeDefined();
      const listed = (JSON.parse(map ?? '{}') as { integrity: Record<string, string> }).integrity;
      const tagged = new Map(loads(html).map(({ url, integrity }) => [url, integrity]));
      const imported = new Set(modules.flatMap((url) => namedModules(readBytes(url).toString('utf8'))));
      for (const url of modules) {
        if (url in listed) continue;
        // Left out of the map only when its own tag loads it, with its hash, and no module imports it.
        expect(tagged.get(url), `${path}: ${url}, neither in the map nor loaded by its own tag`).toBe(sha('sha256', readBytes(url)));
        expect(imported.has(url), `${path}: ${url} is imported, so the map must name it`).toBe(false);
      }
      // The components and renderers of islands load by import(): always in the map.
      for (const match of html.matchAll(/\b(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g))
        expect(Object.keys(listed), path).toContain(match[1]);
      for (const [url, integrity] of Object.entries(listed)) expect(integrity, `${path}: ${url}`).toBe(sha('sha256', readBytes(url)));
      expect(directives(metaPolicy(html)).get('script-src'), path).toContain(`'${sha('sha256', map ?? '')}'`);
      // Before the first module (a map after one is ignored), after the meta policy that governs it.
      expect(html.indexOf('type="importmap"'), path).toBeLessThan(html.search(/type="module"|rel="modulepreload"/));
      expect(html.indexOf('type="importmap"'), path).toBeGreaterThan(html.indexOf('http-equiv="content-security-policy"'));
    }
  });

  it("the editor's page has no import map its own policy would refuse", () => {
    expect(read(EDITOR_PATH)).not.toContain('importmap');
  });
});
