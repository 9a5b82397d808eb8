/** Subresource Integrity at build: the hashes of the files written, on each script and in each page's import map. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptHash } from './csp';
import { integrityOfFiles, reachableModules, securePage, sri } from './integrity';

const dist = mkdtempSync(join(tmpdir(), 'integrity-'));
mkdirSync(join(dist, '_astro'));
const FILES = {
  'entry.js': 'import{a}from"./shared.js";document.addEventListener(`click`,()=>import(`./lazy.js`));',
  'shared.js': 'export const a=1;',
  'lazy.js': 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/deeper.js"])))=>i.map(i=>d[i]);',
  'deeper.js': 'export {};',
  'island.js': 'export default 1;',
  'unused.js': 'export {};',
};
for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dist, '_astro', name), text);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const META = `<meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self' 'sha256-x='; style-src 'self'">`;
const page = (head: string) =>
  `<html><head><meta charset="utf-8">${head}</head><body><astro-island component-url="/_astro/island.js"></astro-island><script type="module" src="/_astro/entry.js"></script></body></html>`;

describe('securePage', () => {
  const integrity = integrityOfFiles(dist);

  it('puts the hash of the file the build wrote on each script', () => {
    const { html } = securePage(page(META), dist, integrity);
    expect(html).toContain(`<script type="module" src="/_astro/entry.js" integrity="${sri(FILES['entry.js'])}">`);
  });

  it('lists every module the page can reach but its own script, and only those, in an import map after the policy and allowed by it', () => {
    expect(reachableModules(page(''), dist)).toEqual([
      '/_astro/deeper.js',
      '/_astro/entry.js',
      '/_astro/island.js',
      '/_astro/lazy.js',
      '/_astro/shared.js',
    ]);
    const { html, importMapHash } = securePage(page(META), dist, integrity);
    const map = /<script type="importmap">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const listed = (JSON.parse(map) as { integrity: Record<string, string> }).integrity;
    // entry.js is loaded by its own tag alone, which carries its integrity: the map leaves it out.
    expect(Object.keys(listed).sort()).toEqual(reachableModules(page(''), dist).filter((path) => path !== '/_astro/entry.js'));
    for (const [path, value] of Object.entries(listed)) expect(value).toBe(sri(FILES[path.slice('/_astro/'.length) as keyof typeof FILES]));
    expect(importMapHash).toBe(scriptHash(map));
    expect(html).toContain(`script-src '${scriptHash(map)}' 'self' 'sha256-x='`);
    expect(html.indexOf('type="importmap"')).toBeGreaterThan(html.indexOf('http-equiv="content-security-policy"'));
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('names a module its own tag loads when another module imports it as well', () => {
    const both = page(META).replace('</body>', '<script type="module" src="/_astro/shared.js"></script></body>');
    const { html } = securePage(both, dist, integrity);
    const map = /<script type="importmap">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const listed = Object.keys((JSON.parse(map) as { integrity: Record<string, string> }).integrity);
    expect(listed).toContain('/_astro/shared.js');
    expect(listed).not.toContain('/_astro/entry.js');
    expect(html).toContain(`<script type="module" src="/_astro/shared.js" integrity="${sri(FILES['shared.js'])}">`);
  });

  it('gives a page without a meta policy (the editor’s) integrity attributes but no import map', () => {
    const { html, importMapHash } = securePage(page(''), dist, integrity);
    expect(html).toContain(`integrity="${sri(FILES['entry.js'])}"`);
    expect(html).not.toContain('importmap');
    expect(importMapHash).toBeUndefined();
  });

  it('fails the build when a module loads before the policy, where no import map can precede it', () => {
    const early = page(`<script type="module" src="/_astro/shared.js"></script>${META}`);
    expect(() => securePage(early, dist, integrity)).toThrow('A module loads before the meta policy');
  });
});
