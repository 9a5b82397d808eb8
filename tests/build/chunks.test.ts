/**
 * The files the browser's modules are cut into (src/build/chunks.ts), read in the build: the groups that scripts
 * without React load, at once or on their first idle moment, reach no React; and a page's import map stays short.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, read } from './dist';

const ASSETS = join(BUILD_DIR, '_astro');
const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

/** The built file of a group (its name is the group's, then the hash). */
function groupFile(group: string): string {
  const found = files.filter((file) => file.startsWith(`${group}.`));
  expect(found, `one ${group}.*.js`).toHaveLength(1);
  return found[0] ?? '';
}

/** Every file a module loads before it runs: its static imports, followed through theirs. */
function staticGraph(file: string): string[] {
  const seen = new Set<string>();
  const queue = [file];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const code = readFileSync(join(ASSETS, next), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([\w.~-]+\.js)"/g))
      if (match[1]) queue.push(match[1]);
  }
  return [...seen];
}

describe('the groups of modules', () => {
  it.each(['boot', 'plain', 'measurement', 'configuration'])('%s reaches no React, so the pages whose scripts import it load none', (group) => {
    const graph = staticGraph(groupFile(group));
    expect(graph.filter((file) => file.startsWith('react.'))).toEqual([]);
  });

  it('React and the kernel are files of their own', () => {
    expect(groupFile('react')).toMatch(/^react\./);
    expect(groupFile('kernel')).toMatch(/^kernel\./);
  });

  it("a content page's import map lists at most 20 modules", () => {
    const map = /<script type="importmap">(.*?)<\/script>/s.exec(read('/about-us'))?.[1] ?? '{}';
    const entries = Object.keys((JSON.parse(map) as { integrity?: Record<string, string> }).integrity ?? {});
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(20);
  });
});
