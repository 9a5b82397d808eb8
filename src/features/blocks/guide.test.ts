import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocksGuide, GUIDE_END, GUIDE_START, withBlocksGuide } from './guide';
import { BLOCK_LABELS } from './schema';

const EDITORS = readFileSync(new URL('../../../docs/EDITORS.md', import.meta.url), 'utf8');

describe("the editors' guide to the blocks", () => {
  it('is in docs/EDITORS.md as the schemas write it (npm run docs:blocks writes it anew)', () => {
    expect(withBlocksGuide(EDITORS, blocksGuide()), 'docs/EDITORS.md: run npm run docs:blocks').toBe(EDITORS);
  });

  it('names every block by its label and its type', () => {
    const guide = blocksGuide();
    for (const [type, label] of Object.entries(BLOCK_LABELS)) expect(guide).toContain(`#### ${label} (\`type: ${type}\`)`);
  });

  it('gives each field its place in the file, its limits and its hint, a list’s item fields after it', () => {
    const guide = blocksGuide();
    expect(guide).toContain(
      '| Heading | `heading` | required; 3 to 70 characters | The heading of the section (3 to 70 characters), e.g. "Why campuses switch". |',
    );
    expect(guide).toMatch(/\| Items → Question \| `items\[\]\.question` \| required; 5 to 150 characters \| The question as a visitor asks it/);
    expect(guide).toMatch(/\| Stories \| `stories` \| required; file names of content\/stories; 1 to 3 items \|/);
    expect(guide).toMatch(/\| Action \| `action` \| required; one of `demo`, `trial`, `contact` \|/);
    expect(guide).toMatch(/\| Eyebrow \| `eyebrow` \| optional; 2 to 40 characters \|/);
  });

  it('stands between its markers, and refuses a guide without them', () => {
    expect(EDITORS.indexOf(GUIDE_START)).toBeLessThan(EDITORS.indexOf(GUIDE_END));
    expect(() => withBlocksGuide('# A guide', 'x')).toThrow(/BLOCKS_GUIDE/);
  });
});
