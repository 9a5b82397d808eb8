/**
 * The built pages' inline scripts and their policies: every script a visitor page runs inline is allowed by that
 * page's meta Content-Security-Policy by its hash (ours from the registry, src/build/inline-scripts.ts, and
 * Astro's own), every inline style by its hash in style-src, and no policy lists a hash of anything else (but the
 * style /testpay's wallet adds), in the meta tag or in the header; every script of the registry is inlined by some page (no hash allowed for nothing).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, readHeaders } from '../../scripts/headers';
import { compileInlineScripts } from '../../src/build/inline-scripts';
import { BUTTON_STYLE } from '../../src/features/commerce';
import { pathWithoutLanguage } from '../../src/i18n/languages';
import { EDITOR_PATH } from '../../src/lib/routes';
import { BUILD_DIR, pagePaths, read } from './dist';

/** The text of every script element a browser runs without loading a file (no src, not data such as JSON-LD). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => text);
}

/** The text of every <style> element of a page. */
const inlineStyles = (html: string): string[] => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);

/** The sources of one directive of a policy. */
function sourcesOf(policy: string, name: 'script-src' | 'style-src'): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

/** A page's meta policy. */
const metaPolicy = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

/** The script-src sources of a page's meta policy. */
const scriptSources = (html: string): string[] => sourcesOf(metaPolicy(html), 'script-src');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const visitorPages = pagePaths().filter((path) => path !== EDITOR_PATH);

describe('inline scripts in the build', () => {
  it('allows every inline script of every visitor page by its hash in that page’s policy', () => {
    for (const path of visitorPages) {
      const html = read(path);
      const allowed = scriptSources(html);
      expect(allowed, path).not.toContain("'unsafe-inline'");
      for (const script of inlineScripts(html)) expect(allowed, `${path}: ${script.slice(0, 60)}`).toContain(sha256(script));
    }
  });

  it('lists, in each page’s meta policy and header, exactly the hashes of the inline scripts and styles it contains', async () => {
    const rules = await readHeaders(BUILD_DIR);
    const hashes = (sources: readonly string[]) => sources.filter((source) => source.startsWith("'sha")).sort();
    for (const path of visitorPages) {
      const html = read(path);
      const scripts = [...new Set(inlineScripts(html).map(sha256))].sort();
      // /testpay's wallet island (in each language) adds the button's styles while it runs: the one style a page allows without containing it.
      const styles = [...new Set([...inlineStyles(html), ...(pathWithoutLanguage(path) === '/testpay' ? [BUTTON_STYLE] : [])].map(sha256))].sort();
      const header = headersFor(rules, path)['Content-Security-Policy'] ?? '';
      for (const policy of [metaPolicy(html), header]) {
        expect(hashes(sourcesOf(policy, 'script-src')), `${path}: script-src`).toEqual(scripts);
        expect(hashes(sourcesOf(policy, 'style-src')), `${path}: style-src`).toEqual(styles);
        expect(sourcesOf(policy, 'style-src'), path).toContain("'self'");
      }
    }
  });

  it('inlines every script of the registry on some page, as compiled', () => {
    const inlined = new Set(visitorPages.flatMap((path) => inlineScripts(read(path))));
    for (const script of compileInlineScripts(new URL('../../src/', import.meta.url)).values()) {
      expect(inlined.has(script.code), script.name).toBe(true);
    }
  });
});
