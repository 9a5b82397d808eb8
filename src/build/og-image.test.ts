import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCard, type CardNode } from './og-image';

const CARD: CardNode = {
  type: 'div',
  props: { style: { display: 'flex', width: '100%', height: '100%', background: '#0c2340', color: '#fff' }, children: 'Same card twice' },
};

describe('a share card drawn for two pages at once', () => {
  it('is drawn once and cached once (two landings of one hero have the same card)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'og-cache-'));
    const before = process.env['OG_CACHE_DIR'];
    process.env['OG_CACHE_DIR'] = dir;
    try {
      const [first, second] = await Promise.all([renderCard(CARD), renderCard(CARD)]);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      // One card, and no half-written file left beside it.
      expect((await readdir(dir)).filter((file) => !file.endsWith('.png'))).toEqual([]);
      expect(await readdir(dir)).toHaveLength(1);
    } finally {
      if (before === undefined) delete process.env['OG_CACHE_DIR'];
      else process.env['OG_CACHE_DIR'] = before;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
