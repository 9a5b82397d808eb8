/**
 * The Trusted by block: 3 to 12 names of 2 to 60 characters, each with an optional story; drawn as a row of names
 * under its heading, those with a story linking to it, the names as text whatever they hold. The collections are
 * replaced: one story, and the services it names.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Blocks from '../Blocks.astro';
import { landingBlocks } from '../schema';

vi.mock('astro:content', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getCollection: (collection: string) =>
    Promise.resolve(
      collection === 'stories'
        ? [{ id: 'harbor-point', collection, data: { customer: 'Harbor Point Garages', services: [], order: 1, sample: false } }]
        : [],
    ),
}));

const hero = { type: 'hero', heading: 'Parking for campuses', action: 'demo' };
const names = (count: number, name = (at: number) => `Customer ${at + 1}`) => Array.from({ length: count }, (_, at) => ({ name: name(at) }));
const block = (fields: Record<string, unknown>) => ({ type: 'trustedBy', heading: 'Trusted by operators', ...fields });
const parsed = (fields: Record<string, unknown>) => landingBlocks.safeParse([hero, block(fields)]);

describe('the Trusted by block', () => {
  it('takes 3 to 12 names of 2 to 60 characters, each with an optional story', () => {
    expect(parsed({ names: names(3) }).success).toBe(true);
    expect(parsed({ names: [...names(11), { name: 'Harbor Point Garages', story: 'harbor-point' }] }).success).toBe(true);
    expect(parsed({ names: names(2) }).success).toBe(false);
    expect(parsed({ names: names(13) }).success).toBe(false);
    expect(parsed({ names: names(3, (at) => (at === 0 ? 'A' : 'Valid name')) }).success).toBe(false);
    expect(parsed({ names: names(3, (at) => (at === 0 ? 'x'.repeat(61) : 'Valid name')) }).success).toBe(false);
    expect(parsed({ names: [...names(2), { name: 'Harbor Point', logo: 'x.png' }] }).success).toBe(false);
  });

  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });

  it('draws the names in their order under its heading, a name with a story linking to it, every name as text', async () => {
    const list = landingBlocks.parse([
      hero,
      block({ names: [{ name: 'Harbor Point Garages', story: 'harbor-point' }, { name: '<b>City</b> & Co' }, { name: 'Summit State' }] }),
    ]);
    const html = await container.renderToString(Blocks, { props: { blocks: list, file: 'content/landings/x.md', page: { heading: 'x' } } });
    expect(html).toContain('<h2 id="b2">Trusted by operators</h2>');
    const items = [...html.matchAll(/<li class="trusted-by__name">([\s\S]*?)<\/li>/g)].map((match) => match[1]);
    expect(items).toEqual(['<a href="/customers/harbor-point">Harbor Point Garages</a>', '&lt;b&gt;City&lt;/b&gt; &amp; Co', 'Summit State']);
  });

  it('fails the build for a story the site does not have, naming the file, the block and the field', async () => {
    const list = landingBlocks.parse([hero, block({ names: [...names(2), { name: 'Lost', story: 'nowhere' }] })]);
    await expect(
      container.renderToString(Blocks, { props: { blocks: list, file: 'content/landings/x.md', page: { heading: 'x' } } }),
    ).rejects.toThrow(
      'content/landings/x.md: Blocks → block 2 (Trusted by) → Names → item 3 → Story (blocks.1.names.2.story) names “nowhere”, but content/stories/nowhere.md does not exist.',
    );
  });
});
