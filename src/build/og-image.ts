/**
 * Draws the share cards (src/lib/share-card.ts) at build time, one per page that has one (shareCards in src/lib/share-card.ts): satori lays the card out with Inter from
 * node_modules (no network), resvg turns it into a 1200×630 PNG off the main thread. Each PNG is kept in
 * a cache folder keyed by everything that shapes it (the card's whole element tree, the renderers'
 * versions), so an unchanged page reuses its image in the next build.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { BRAND_MARK } from '../lib/brand-mark';
import { CARD_SIZE, type ShareCard } from '../lib/share-card';
import { cacheDir } from './og-cache';

/** A node of the card as satori reads it: a React-element-like object. */
export interface CardNode {
  readonly type: string;
  readonly props: {
    readonly style?: Readonly<Record<string, string | number>>;
    readonly children?: CardChild | readonly CardChild[];
    readonly [attribute: string]: unknown;
  };
}
type CardChild = CardNode | string;

/** The design tokens a card uses, and the brand it shows. */
export interface CardStyle {
  readonly brand: string;
  readonly background: string;
  readonly mark: string;
  readonly text: string;
  readonly eyebrow: string;
}

/** The design tokens of src/styles/global.css that the card is drawn with. */
const TOKENS = { background: '--color-surface-dark', mark: '--color-brand', text: '--color-on-dark', eyebrow: '--color-accent-soft' } as const;

/** The card's colours from the custom properties of a stylesheet (global.css); fails naming a missing one. */
export function cardStyle(css: string, brand: string): CardStyle {
  const value = (name: string) => {
    const found = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!found) throw new Error(`The share cards need the design token ${name} in src/styles/global.css`);
    return found;
  };
  return { brand, background: value(TOKENS.background), mark: value(TOKENS.mark), text: value(TOKENS.text), eyebrow: value(TOKENS.eyebrow) };
}

const node = (type: string, style: Record<string, string | number>, ...children: CardChild[]): CardNode => ({
  type,
  props: { style, ...(children.length > 0 ? { children: children.length === 1 ? children[0] : children } : {}) },
});

/** Heading size by length, so the longest heading (90 characters) still fits in three lines. */
function headingSize(heading: string): number {
  if (heading.length <= 30) return 84;
  if (heading.length <= 60) return 68;
  return 58;
}

/** The brand mark as an SVG node, at `size` pixels. */
function mark(style: CardStyle, size: number): CardNode {
  const { size: box, radius, strokes } = BRAND_MARK;
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: `0 0 ${box} ${box}`,
      children: [
        { type: 'rect', props: { width: box, height: box, rx: radius, fill: style.mark } },
        ...strokes.map((stroke) => ({
          type: 'path',
          props: {
            d: stroke.d,
            fill: 'none',
            stroke: '#fff',
            strokeWidth: stroke.width,
            strokeLinecap: 'round',
            ...(stroke.join ? { strokeLinejoin: stroke.join } : {}),
          },
        })),
      ],
    },
  };
}

/** The card of one page: brand at the top, eyebrow and heading at the bottom, a bar in the brand colour. */
export function cardElement(card: ShareCard, style: CardStyle): CardNode {
  // satori sizes boxes without their padding (content-box), so the card itself has none: its parts do.
  const inset = 80;
  return node(
    'div',
    {
      ...CARD_SIZE,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      backgroundColor: style.background,
      color: style.text,
      fontFamily: 'Inter',
      position: 'relative',
    },
    node('div', {
      position: 'absolute',
      right: -140,
      top: -180,
      width: 560,
      height: 560,
      borderRadius: 280,
      backgroundColor: style.mark,
      opacity: 0.35,
    }),
    node(
      'div',
      { display: 'flex', alignItems: 'center', gap: 20, padding: `72px ${inset}px 0` },
      mark(style, 72),
      node('div', { fontSize: 44, fontWeight: 800, color: '#fff', letterSpacing: -1 }, style.brand),
    ),
    node(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 20, padding: `0 ${inset}px 64px` },
      ...(card.eyebrow
        ? [node('div', { fontSize: 30, fontWeight: 600, color: style.eyebrow, textTransform: 'uppercase', letterSpacing: 3 }, card.eyebrow)]
        : []),
      node('div', { fontSize: headingSize(card.heading), fontWeight: 800, lineHeight: 1.1, color: '#fff', letterSpacing: -1 }, card.heading),
      node('div', { position: 'absolute', left: 0, bottom: 0, width: CARD_SIZE.width, height: 16, backgroundColor: style.mark }),
    ),
  );
}

// The build runs from the project root; fonts and versions come from its node_modules.
const requireHere = createRequire(join(process.cwd(), 'package.json'));
const WEIGHTS = [600, 800] as const;
let fonts: Promise<Font[]> | undefined;
let renderer: Promise<string> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(requireHere.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The versions of what draws the card: a new version may draw it differently, so it is part of the cache key. */
function rendererVersion(): Promise<string> {
  renderer ??= Promise.all(
    ['satori', '@resvg/resvg-js', '@fontsource/inter'].map(async (name) => {
      const manifest = JSON.parse(await readFile(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
      return `${name}@${manifest.version ?? '?'}`;
    }),
  ).then((versions) => versions.join(' '));
  return renderer;
}

/** Cards being drawn, by their cache key: two pages with the same card (two landings of one hero) draw it once. */
const rendering = new Map<string, Promise<Uint8Array>>();

/** A card's PNG: from the cache when the same card was drawn before, else drawn now and cached. */
export async function renderCard(element: CardNode): Promise<Uint8Array> {
  const key = createHash('sha256')
    .update(JSON.stringify([await rendererVersion(), element]))
    .digest('hex')
    .slice(0, 40);
  const started = rendering.get(key);
  if (started) return started;
  const render = cachedOrDrawn(key, element).finally(() => rendering.delete(key));
  rendering.set(key, render);
  return render;
}

/** The card of `key` from the cache, or drawn and cached. */
async function cachedOrDrawn(key: string, element: CardNode): Promise<Uint8Array> {
  const dir = cacheDir();
  const file = join(dir, `${key}.png`);
  try {
    const cached = await readFile(file);
    // Marks it as used by this build (see pruneCache in og-cache.ts).
    const now = new Date();
    await utimes(file, now, now);
    return cached;
  } catch {
    // Not drawn yet.
  }
  // satori takes React-element-like objects; CardNode is that shape without React's types.
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], { ...CARD_SIZE, fonts: await loadFonts() });
  const png = (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
  await mkdir(dir, { recursive: true });
  // Written whole, then renamed: a build stopped halfway never leaves a broken image in the cache.
  // A name of its own: another build sharing the cache may be writing the same card.
  const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}

/** Cards being drawn, by path: the endpoint starts the next few while Astro writes the current one. */
const drawing = new Map<string, Promise<Uint8Array>>();

/** One page's card, after starting the cards of the pages Astro builds next (resvg draws them in parallel). */
export async function cardPng(card: ShareCard, upcoming: readonly ShareCard[], style: CardStyle): Promise<Uint8Array> {
  for (const next of [card, ...upcoming]) {
    if (drawing.has(next.pathname)) continue;
    const png = renderCard(cardElement(next, style));
    // A failure surfaces when that page's card is awaited, not as an unhandled rejection before.
    png.catch(() => undefined);
    drawing.set(next.pathname, png);
  }
  const png = drawing.get(card.pathname) as Promise<Uint8Array>;
  drawing.delete(card.pathname);
  return png;
}
