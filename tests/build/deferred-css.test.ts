/**
 * Each page's stylesheet split by position (src/build/critical-css.ts): the first screen's rules inline in the head,
 * and the site's one stylesheet (Vite's, `build.cssCodeSplit: false`) linked at the very end of the body, with the
 * integrity of the file the build wrote, and every inline rule also in that file, in the file's order, so the file's
 * arrival changes nothing the inline rules drew.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { EDITOR_PATH } from '../../src/lib/routes';
import { pagePaths, read, readBytes } from './dist';

const LINK = /<link rel="stylesheet" href="(\/_astro\/style\.[\w-]+\.css)" integrity="(sha256-[^"]+)" fetchpriority="low"><\/body>/;
const visitorPages = pagePaths().filter((path) => path !== EDITOR_PATH);

/** Every style rule of a stylesheet, inside the at-rules around it, as text. */
const rules = (css: string): string[] => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    let text = rule.toString().trim();
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) text = `@${parent.name} ${parent.params}{${text}}`;
    found.push(text);
  });
  return found;
};

/** The page's inline stylesheet, Astro's, in its head. */
const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html.slice(0, html.indexOf('</head>')))?.[1] ?? '';

describe('the deferred stylesheet', () => {
  const split = visitorPages.filter((path) => LINK.test(read(path)));

  it('is linked at the end of the body of nearly every page', () => {
    expect(split.length).toBeGreaterThan(visitorPages.length * 0.9);
  });

  it("carries the integrity of the file, which holds every rule the page's head inlines", () => {
    for (const path of split) {
      const html = read(path);
      const [, href = '', integrity] = LINK.exec(html) ?? [];
      expect(integrity, path).toBe(`sha256-${createHash('sha256').update(readBytes(href)).digest('base64')}`);
      const whole = new Set(rules(readBytes(href).toString('utf8')));
      const kept = rules(inlineCss(html));
      expect(kept.length, path).toBeGreaterThan(10);
      expect(kept.length, path).toBeLessThan(whole.size);
      for (const rule of kept) expect(whole.has(rule), `${path}: ${rule}`).toBe(true);
    }
  });

  it('is one file, the same for every page', () => {
    expect(new Set(split.map((path) => LINK.exec(read(path))?.[1])).size).toBe(1);
  });

  it("holds each page's inline rules in their order, so that no two of them change places when it arrives", () => {
    const [, href = ''] = LINK.exec(read(split[0] ?? '/')) ?? [];
    // Where each rule takes effect: its last place in the site stylesheet.
    const at = new Map(rules(readBytes(href).toString('utf8')).map((rule, index) => [rule, index]));
    for (const path of split) {
      const places = rules(inlineCss(read(path))).map((rule) => at.get(rule) ?? -1);
      expect(places, path).toEqual([...places].sort((a, b) => a - b));
    }
  });

  it('is linked by no other tag of any page, and the editor takes no site style', () => {
    expect(split).toEqual(visitorPages);
    for (const path of visitorPages) expect(read(path).match(/\/_astro\/style\.[\w-]+\.css/g) ?? [], path).toHaveLength(1);
    expect(read(EDITOR_PATH)).not.toMatch(/\/_astro\/[^"]+\.css/);
  });
});
