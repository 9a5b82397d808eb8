/**
 * The built pages' inline scripts and their policies: every script a visitor page runs inline is allowed by that
 * page's meta Content-Security-Policy by its hash (ours from the registry, src/build/inline-scripts.ts, and
 * Astro's own), and every script of the registry is inlined by some page (no hash allowed for nothing).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compileInlineScripts } from '../../src/build/inline-scripts';
import { EDITOR_PATH } from '../../src/lib/routes';
import { pagePaths, read } from './dist';

/** The text of every script element a browser runs without loading a file (no src, not data such as JSON-LD). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => text);
}

/** The script-src sources of a page's meta policy. */
function scriptSources(html: string): string[] {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

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

  it('inlines every script of the registry on some page, as compiled', () => {
    const inlined = new Set(visitorPages.flatMap((path) => inlineScripts(read(path))));
    for (const script of compileInlineScripts(new URL('../../src/', import.meta.url)).values()) {
      expect(inlined.has(script.code), script.name).toBe(true);
    }
  });
});
