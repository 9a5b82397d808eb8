/**
 * Draws the pictures the site serves as files, with every token class resolved to its value in
 * src/styles/global.css: one file per product screen (src/assets/screens/, from src/components/product-screens.ts),
 * which ProductScreen.astro shows as images; the home hero's video poster (src/assets/hero-poster.svg), made of
 * two of those screens; and the contact page's drawn map (src/assets/contact-map.svg, from
 * src/components/contact-map.ts). A picture in an <img> sees neither the page's custom properties nor its fonts,
 * so each file carries its colours and the page's own font stack. Run after changing a drawing, a colour token or
 * the font stack:  npm run draw
 * src/components/product-screens.test.ts fails while a committed file differs from what this draws.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { drawContactMap, MAP_SIZE } from '../../src/components/contact-map.ts';
import { drawScreen, SCREEN_NAMES, SCREEN_SIZE, type ScreenName } from '../../src/components/product-screens.ts';

const POSTER = new URL('../../src/assets/hero-poster.svg', import.meta.url);
/** The contact page's drawn map. */
export const CONTACT_MAP = new URL('../../src/assets/contact-map.svg', import.meta.url);
/** The folder of the screens' files, one `<name>.svg` per screen. */
export const SCREEN_FILES = new URL('../../src/assets/screens/', import.meta.url);
const TOKENS = new URL('../../src/styles/global.css', import.meta.url);

/** The colour tokens of global.css: name (without --color-) → value. */
export function colourTokens(css: string): Map<string, string> {
  return new Map([...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The page's font stack (global.css --font-sans), which the screens' text is set in on the page. */
export function fontStack(css: string): string {
  const stack = /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.trim();
  if (!stack) throw new Error('No --font-sans in the design tokens');
  return stack;
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
  const place = (x: number, y: number, scale: number, screen: ScreenName) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${drawScreen(screen, { onPanel: false })}</g>`;
  const body =
    `<rect width="1280" height="720" class="c-surface-dark"/>` +
    `<circle cx="1130" cy="90" r="260" class="c-brand-strong"/>` +
    `<circle cx="140" cy="700" r="200" class="c-brand-strong"/>` +
    place(40, 110, 1.6, 'dashboard') +
    place(756, 190, 1.1, 'enforcement');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700">` +
    `<!-- Drawn by scripts/design/draw.ts from src/components/product-screens.ts (${width} × ${height} screens); do not edit by hand. -->\n` +
    resolveTokens(body, tokens) +
    `</svg>\n`
  );
}

/** A drawing as a file of its own, at its canvas size, its text set in `font` (and `weight`, when the whole drawing has one). */
function svgFile(size: { width: number; height: number }, font: string, weight: number | undefined, body: string): string {
  const { width, height } = size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font.replaceAll('"', "'")}"${weight ? ` font-weight="${weight}"` : ''}>` +
    `<!-- Drawn by scripts/design/draw.ts; do not edit by hand. -->\n` +
    body +
    `</svg>\n`
  );
}

/** One screen on its soft panel, its text bold in the page's font stack, as ProductScreen.astro sets it inline. */
export const drawScreenFile = (name: ScreenName, tokens: ReadonlyMap<string, string>, font: string): string =>
  svgFile(SCREEN_SIZE, font, 700, resolveTokens(drawScreen(name), tokens));

/** The contact page's drawn map, its labels in the page's font stack. */
export const drawContactMapFile = (tokens: ReadonlyMap<string, string>, font: string): string =>
  svgFile(MAP_SIZE, font, undefined, resolveTokens(drawContactMap(), tokens));

if (import.meta.main) {
  const css = await readFile(TOKENS, 'utf8');
  const tokens = colourTokens(css);
  const files: [URL, string][] = [
    [POSTER, drawPoster(tokens)],
    [CONTACT_MAP, drawContactMapFile(tokens, fontStack(css))],
    ...SCREEN_NAMES.map((name): [URL, string] => [new URL(`${name}.svg`, SCREEN_FILES), drawScreenFile(name, tokens, fontStack(css))]),
  ];
  await mkdir(SCREEN_FILES, { recursive: true });
  for (const [file, svg] of files) {
    await writeFile(file, svg);
    console.log(`Wrote ${file.pathname} (${svg.length} bytes)`);
  }
}
