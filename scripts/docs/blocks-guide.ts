/**
 * `npm run docs:blocks`: writes the blocks' part of docs/EDITORS.md from the blocks' schemas
 * (src/features/blocks/guide.ts). Run it after adding a block or changing a field's limits or hint; the unit
 * test beside guide.ts fails while the guide says otherwise.
 */
import { readFileSync, writeFileSync } from 'node:fs';
// The guide's writer imports the blocks' schemas with their extensions, which plain Node loads; their door does not.
// eslint-disable-next-line parkcloud/feature-doors -- see above: the one writer of the guide.
import { blocksGuide, withBlocksGuide } from '../../src/features/blocks/guide.ts';

const GUIDE = new URL('../../docs/EDITORS.md', import.meta.url);
const text = readFileSync(GUIDE, 'utf8');
const written = withBlocksGuide(text, blocksGuide());
if (written === text) console.log('docs/EDITORS.md: the blocks’ guide is as the schemas say.');
else {
  writeFileSync(GUIDE, written);
  console.log('docs/EDITORS.md: the blocks’ guide is written anew from the schemas.');
}
