import ISLAND from 'astro/runtime/server/astro-island.prebuilt.js';
import LOAD from 'astro/runtime/client/load.prebuilt.js';
import ONLY from 'astro/runtime/client/only.prebuilt.js';
import VISIBLE from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { ISLAND_RUNTIME, LEFT_INLINE, islandRuntimePath, withIslandRuntime } from './island-runtime';

const SRC = '/_astro/astro-island.abc.js';
const island = (client: string, component: string) =>
  `<astro-island uid="1" component-url="${component}" renderer-url="/_astro/client.js" client="${client}" opts="{}"></astro-island>`;
const page = (body: string) => `<html><head><script>mark()</script><style>a{}</style></head><body>${body}</body></html>`;

describe('the island runtime module', () => {
  it("holds the element's definition after every directive, so a directive is there before any island starts", () => {
    for (const script of [LOAD, ONLY, VISIBLE, ISLAND]) expect(ISLAND_RUNTIME).toContain(script);
    expect(ISLAND_RUNTIME.indexOf(ISLAND)).toBeGreaterThan(ISLAND_RUNTIME.indexOf(VISIBLE));
    expect(LEFT_INLINE.test(ISLAND_RUNTIME)).toBe(true);
  });

  it('is named by its content, as Vite names the files it caches for a year', () => {
    expect(islandRuntimePath()).toMatch(/^\/_astro\/astro-island\.[\w-]{8}\.js$/);
    expect(islandRuntimePath('other')).not.toBe(islandRuntimePath());
  });
});

describe('withIslandRuntime', () => {
  it("takes Astro's inline runtime out of a page and loads the module from the end of its body", () => {
    const html = page(`<p>x</p><script>${VISIBLE}</script><script>${ISLAND}</script>${island('visible', '/_astro/Form.js')}<p>y</p>`);
    expect(withIslandRuntime(html, SRC)).toBe(
      `<html><head><script>mark()</script><style>a{}</style></head><body><p>x</p>${island('visible', '/_astro/Form.js')}<p>y</p><script type="module" src="${SRC}"></script></body></html>`,
    );
  });

  it('preloads the component and renderer of each island that hydrates at once, each once', () => {
    const html = page(
      `<script>${LOAD}</script><script>${ISLAND}</script>${island('load', '/_astro/Pay.js')}<script>${ONLY}</script>${island('only', '/_astro/Bills.js')}${island('visible', '/_astro/Later.js')}`,
    );
    const end = withIslandRuntime(html, SRC).split('</astro-island>').at(-1) ?? '';
    expect(end).toContain(
      `<link rel="modulepreload" href="/_astro/Pay.js"><link rel="modulepreload" href="/_astro/client.js"><link rel="modulepreload" href="/_astro/Bills.js"><script type="module" src="${SRC}"></script>`,
    );
    expect(end).not.toContain('Later.js');
    expect(LEFT_INLINE.test(withIslandRuntime(html, SRC))).toBe(false);
  });

  it('leaves a page without islands as it is', () => {
    const html = page('<p>x</p>');
    expect(withIslandRuntime(html, SRC)).toBe(html);
  });

  it('refuses a page whose inline runtime it does not recognise, rather than leave it there twice', () => {
    const html = page(`<script>(self.Astro||(self.Astro={})).soon=()=>{}</script>${island('visible', '/_astro/Form.js')}`);
    expect(() => withIslandRuntime(html, SRC)).toThrow(/inline island runtime/);
  });
});
