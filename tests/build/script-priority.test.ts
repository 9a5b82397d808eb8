/**
 * No module script competes with the first screen: every built page fetches its module scripts at low priority
 * (src/build/script-priority.ts), and keeps the preloads of the islands that hydrate at once as they are.
 */
import { describe, expect, it } from 'vitest';
import { pagePaths, read } from './dist';

const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="[^"]+"[^>]*>/g;

describe('module scripts', () => {
  it('are fetched at low priority on every page', () => {
    let checked = 0;
    for (const path of pagePaths()) {
      for (const [tag] of read(path).matchAll(MODULE_SCRIPT)) {
        expect(tag, path).toContain(' fetchpriority="low"');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('leave the preloads of islands that hydrate at once at their own priority', () => {
    const preloads = pagePaths().flatMap((path) => [...read(path).matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag));
    expect(preloads.length).toBeGreaterThan(0);
    for (const tag of preloads) expect(tag).not.toContain('fetchpriority');
  });
});
