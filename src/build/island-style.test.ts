import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_ELEMENT, withIslandStyleInHead } from './island-style';

describe("the islands' style", () => {
  it("is Astro's rule for its island elements", () => {
    expect(ISLAND_STYLE_ELEMENT).toBe('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
  });

  it('moves from before the first island to the end of the head, unchanged, and the page keeps its length', () => {
    const page = `<html><head><title>t</title><style>a{}</style></head><body><p>x</p>${ISLAND_STYLE_ELEMENT}<astro-island></astro-island></body></html>`;
    const moved = withIslandStyleInHead(page);
    expect(moved).toBe(
      `<html><head><title>t</title><style>a{}</style>${ISLAND_STYLE_ELEMENT}</head><body><p>x</p><astro-island></astro-island></body></html>`,
    );
    expect(moved).toHaveLength(page.length);
  });

  it('leaves a page without islands, or with the style already in its head, as it is', () => {
    const plain = '<html><head><title>t</title></head><body><p>x</p></body></html>';
    expect(withIslandStyleInHead(plain)).toBe(plain);
    const done = `<html><head>${ISLAND_STYLE_ELEMENT}</head><body><astro-island></astro-island></body></html>`;
    expect(withIslandStyleInHead(done)).toBe(done);
  });
});
