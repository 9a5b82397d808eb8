/**
 * Each page's stylesheet split by position (src/build/critical-css.ts): the first screen's rules inline in the head,
 * the whole stylesheet linked at the very end of the body, with the integrity of the file the build wrote, and every
 * inline rule also in that file, so the file's arrival changes nothing the inline rules drew.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { EDITOR_PATH } from '../../src/lib/routes';
import { pagePaths, read, readBytes } from './dist';

const LINK = /<link rel="stylesheet" href="(\/_astro\/page\.[\w-]+\.css)" integrity="(sha256-[^"]+)"><\/body>/;
const visitorPages = pagePaths().filter((path) => path !== EDITOR_PATH);

/** Every style rule of a stylesheet, with the at-rules around it, as text. */
const rules = (css: string): string[] => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const parents: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) parents.unshift(`@${parent.name} ${parent.params}`);
    found.push([...parents, rule.toString()].join(' '));
  });
  return found;
};

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
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html.slice(0, html.indexOf('</head>')))?.[1] ?? '';
      const kept = rules(inline);
      expect(kept.length, path).toBeGreaterThan(10);
      expect(kept.length, path).toBeLessThan(whole.size);
      for (const rule of kept) expect(whole.has(rule), `${path}: ${rule}`).toBe(true);
    }
  });
});
