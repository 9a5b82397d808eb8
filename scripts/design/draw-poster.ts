/**
 * Draws the home hero's video poster (src/assets/hero-poster.svg) from the product's screen drawings
 * (src/components/product-screens.ts), with every token class resolved to its value in
 * src/styles/global.css, so the poster and the service pages share one style. Run after changing a
 * drawing or a colour token:  npm run draw:poster
 * src/components/product-screens.test.ts fails while the committed poster differs from what this draws.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { drawScreen, SCREEN_SIZE } from '../../src/components/product-screens.ts';

const POSTER = new URL('../../src/assets/hero-poster.svg', import.meta.url);
const TOKENS = new URL('../../src/styles/global.css', import.meta.url);

/** The colour tokens of global.css: name (without --color-) → value. */
export function colourTokens(css: string): Map<string, string> {
  return new Map([...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The markup with each `c-<token>` / `s-<token>` class replaced by a fill / stroke of the token's value. */
export function resolveTokens(svg: string, tokens: ReadonlyMap<string, string>): string {
  return svg.replace(/class="([^"]+)"/g, (_, classes: string) =>
    classes
      .split(' ')
      .map((name) => {
        const token = /^([cs])-(.+)$/.exec(name);
        const value = token ? tokens.get(token[2] ?? '') : undefined;
        if (!token || !value) throw new Error(`No colour token for class "${name}"`);
        return `${token[1] === 'c' ? 'fill' : 'stroke'}="${value}"`;
      })
      .join(' '),
  );
}

/** The poster: the dashboard and the enforcement app on the dark brand ground, 1280 × 720. */
export function drawPoster(tokens: ReadonlyMap<string, string>): string {
  const { width, height } = SCREEN_SIZE;
  const place = (x: number, y: number, scale: number, screen: Parameters<typeof drawScreen>[0]) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${drawScreen(screen, { onPanel: false })}</g>`;
  const body =
    `<rect width="1280" height="720" class="c-surface-dark"/>` +
    `<circle cx="1130" cy="90" r="260" class="c-brand-strong"/>` +
    `<circle cx="140" cy="700" r="200" class="c-brand-strong"/>` +
    place(40, 110, 1.6, 'dashboard') +
    place(756, 190, 1.1, 'enforcement');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700">` +
    `<!-- Drawn by scripts/design/draw-poster.ts from src/components/product-screens.ts (${width} × ${height} screens); do not edit by hand. -->\n` +
    resolveTokens(body, tokens) +
    `</svg>\n`
  );
}

if (import.meta.main) {
  const poster = drawPoster(colourTokens(await readFile(TOKENS, 'utf8')));
  await writeFile(POSTER, poster);
  console.log(`Wrote ${POSTER.pathname} (${poster.length} bytes)`);
}
