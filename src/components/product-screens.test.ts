import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawScreen, SCREEN_LABELS, SCREEN_NAMES } from './product-screens';
import {
  CONTACT_MAP,
  colourTokens,
  drawContactMapFile,
  drawPoster,
  drawScreenFile,
  fontStack,
  resolveTokens,
  SCREEN_FILES,
} from '../../scripts/design/draw';

const css = await readFile(new URL('../styles/global.css', import.meta.url), 'utf8');
const tokens = colourTokens(css);

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

  it('the committed hero poster is the one drawn from the screens and the current tokens (npm run draw)', async () => {
    const committed = await readFile(new URL('../assets/hero-poster.svg', import.meta.url), 'utf8');
    expect(committed).toBe(drawPoster(tokens));
    const colours = new Set([...committed.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi)].map((m) => m[1]));
    const values = new Set(tokens.values());
    for (const colour of colours) expect(values, colour).toContain(colour);
  });

  it.each(SCREEN_NAMES)(
    'the committed file of the %s screen is the one drawn from the screens, the tokens and the font stack (npm run draw)',
    async (name) => {
      const committed = await readFile(new URL(`${name}.svg`, SCREEN_FILES), 'utf8');
      expect(committed).toBe(drawScreenFile(name, tokens, fontStack(css)));
      // An image sees neither the page's custom properties nor its fonts: the file carries both.
      expect(committed).not.toMatch(/var\(|class=/);
      expect(committed).toContain(`font-family="${fontStack(css).replaceAll('"', "'")}"`);
    },
  );

  it('the committed contact map is the one drawn from its shapes, the tokens and the font stack (npm run draw)', async () => {
    const committed = await readFile(CONTACT_MAP, 'utf8');
    expect(committed).toBe(drawContactMapFile(tokens, fontStack(css)));
    expect(committed).not.toMatch(/var\(|class=/);
  });

  it('reads the page font stack from the design tokens', () => {
    expect(fontStack(css)).toMatch(/^system-ui,.*sans-serif$/);
    expect(() => fontStack(':root { --color-ink: #000; }')).toThrow('--font-sans');
  });
});
