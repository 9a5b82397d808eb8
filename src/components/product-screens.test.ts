import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawScreen, SCREEN_LABELS, SCREEN_NAMES } from './product-screens';
import { colourTokens, drawPoster, resolveTokens } from '../../scripts/design/draw-poster';

const tokens = colourTokens(await readFile(new URL('../styles/global.css', import.meta.url), 'utf8'));

describe('product screens', () => {
  it('reads the colour tokens of the design system', () => {
    expect(tokens.get('brand')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokens.size).toBeGreaterThan(10);
  });

  it.each(SCREEN_NAMES)('%s is painted only with design tokens and has a label', (name) => {
    const svg = drawScreen(name);
    expect(svg).not.toMatch(/(fill|stroke)="#/);
    expect(svg).not.toMatch(/style=/);
    expect(() => resolveTokens(svg, tokens)).not.toThrow();
    expect(SCREEN_LABELS[name]).toMatch(/^Drawing of .{20,}/);
  });

  it('refuses a class that is not a colour token', () => {
    expect(() => resolveTokens('<rect class="c-brand c-hotpink"/>', tokens)).toThrow('c-hotpink');
  });

  it('the committed hero poster is the one drawn from the screens and the current tokens (npm run draw:poster)', async () => {
    const committed = await readFile(new URL('../assets/hero-poster.svg', import.meta.url), 'utf8');
    expect(committed).toBe(drawPoster(tokens));
    const colours = new Set([...committed.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi)].map((m) => m[1]));
    const values = new Set(tokens.values());
    for (const colour of colours) expect(values, colour).toContain(colour);
  });
});
