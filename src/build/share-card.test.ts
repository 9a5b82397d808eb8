import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneCache } from './og-cache';
import { cardElement, cardStyle, renderCard, type CardNode } from './og-image';
import { cardAlt, cardPath, type ShareCard } from '../lib/share-card';

const service: ShareCard = { pathname: '/services/monthly-parking-system', eyebrow: 'Service', heading: 'Monthly Parking' };
// Vitest leaves CSS imports empty, so the stylesheet is read as a file here.
const tokens = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
const style = cardStyle(tokens, 'ParkCloud');

/** Every text of a card's element tree, in order. */
function texts(node: CardNode | string): string[] {
  if (typeof node === 'string') return [node];
  const { children } = node.props;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap((child: CardNode | string) => texts(child));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('share cards', () => {
  it('are served per page under /og/', () => {
    expect(cardPath('/')).toBe('/og/index.png');
    expect(cardPath('/about-us')).toBe('/og/about-us.png');
    expect(cardPath('/services/monthly-parking-system')).toBe('/og/services/monthly-parking-system.png');
  });

  it('say in their alt text what they show', () => {
    expect(cardAlt(service, 'ParkCloud')).toBe('ParkCloud. Service. Monthly Parking');
    expect(cardAlt({ pathname: '/x', heading: 'Who We Are' }, 'ParkCloud')).toBe('ParkCloud. Who We Are');
  });

  it('are drawn with the design tokens of global.css, the brand, the eyebrow and the heading', () => {
    expect(style).toEqual({ brand: 'ParkCloud', background: '#0c2340', mark: '#0a58ca', text: '#e8eef6', eyebrow: '#e3f4ef' });
    expect(texts(cardElement(service, style))).toEqual(['ParkCloud', 'Service', 'Monthly Parking']);
    expect(texts(cardElement({ pathname: '/x', heading: 'Who We Are' }, style))).toEqual(['ParkCloud', 'Who We Are']);
    expect(() => cardStyle(':root { --color-brand: #000; }', 'ParkCloud')).toThrow('--color-surface-dark');
  });
});

describe('drawing and the cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-cache-'));
    process.env['OG_CACHE_DIR'] = dir;
  });
  afterEach(() => {
    delete process.env['OG_CACHE_DIR'];
  });

  it('draws a 1200×630 PNG, keeps it, and reuses it for the same card', async () => {
    const png = await renderCard(cardElement(service, style));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const cached = await readdir(dir);
    expect(cached).toHaveLength(1);

    // A marked copy in the cache proves the second call reads it instead of drawing again.
    const marked = new Uint8Array([...png, 0]);
    await writeFile(join(dir, cached[0] ?? ''), marked);
    expect(new Uint8Array(await renderCard(cardElement(service, style)))).toEqual(marked);

    // A changed heading is another card.
    await renderCard(cardElement({ ...service, heading: 'Monthly Parking Pro' }, style));
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('prunes the cards a build did not use', async () => {
    await writeFile(join(dir, 'old.png'), 'old');
    await utimes(join(dir, 'old.png'), new Date('2026-01-01'), new Date('2026-01-01'));
    const since = new Date(Date.now() - 1000);
    await renderCard(cardElement(service, style));
    expect(await pruneCache(since, dir)).toBe(1);
    expect(await readdir(dir)).toHaveLength(1);
    expect((await readFile(join(dir, (await readdir(dir))[0] ?? ''))).length).toBeGreaterThan(1000);
  });
});
