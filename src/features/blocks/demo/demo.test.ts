/**
 * The Demo request form block: its line above the form is the editor's (20 to 240 characters) or, without one, the
 * site's; and the page's demo actions (the hero's, a call to action's) lead to its form on the page, while a page
 * without one sends them to /request-a-demo. The services are replaced: the one the block names.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Blocks from '../Blocks.astro';
import { landingBlocks } from '../schema';

vi.mock('astro:content', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getCollection: (collection: string) =>
    Promise.resolve(
      collection === 'services' ? [{ id: 'permit-parking-system', collection, data: { name: 'Permit Parking', serviceId: 9, order: 1 } }] : [],
    ),
}));

const hero = { type: 'hero', heading: 'Parking for campuses', action: 'demo' };
const cta = (action: string) => ({ type: 'cta', heading: 'See it on your lots', text: 'A walkthrough with your own zones and prices.', action });
const demo = (fields: Record<string, unknown> = {}) => ({
  type: 'demo',
  heading: 'Ask for a walkthrough',
  service: 'permit-parking-system',
  ...fields,
});
const parsed = (fields: Record<string, unknown>) => landingBlocks.safeParse([hero, demo(fields)]);
/** Today's line, shown when the block has none. */
const DEFAULT_TEXT = 'Leave your details and a product specialist will walk you through it on a call.';

describe('the Demo request form block', () => {
  it('takes an optional text of 20 to 240 characters', () => {
    expect(parsed({}).success).toBe(true);
    expect(parsed({ text: 'x'.repeat(20) }).success).toBe(true);
    expect(parsed({ text: 'x'.repeat(240) }).success).toBe(true);
    expect(parsed({ text: 'x'.repeat(19) }).success).toBe(false);
    expect(parsed({ text: 'x'.repeat(241) }).success).toBe(false);
  });

  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
    // The block places the demo form's island, rendered on the server as at build.
    container.addServerRenderer({ renderer: (await import('@astrojs/react/server.js')).default });
    container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  });

  const render = (blocks: readonly Record<string, unknown>[]) =>
    container.renderToString(Blocks, { props: { blocks: landingBlocks.parse(blocks), file: 'content/landings/x.md', page: { heading: 'x' } } });
  /** The text of the line above the form. */
  const intro = (html: string) => /<p class="service-demo__intro">([^<]*)<\/p>/.exec(html)?.[1];
  /** The address of each button of the page, in order. */
  const buttons = (html: string) => [...html.matchAll(/<a class="button[^"]*" href="([^"]*)"/g)].map((match) => match[1]);

  it('shows its text above the form, and without one, the site’s line', async () => {
    const text = 'Book your demo at booth 412, or leave your details & we will call.';
    expect(intro(await render([hero, demo({ text })]))).toBe(text.replace('&', '&amp;'));
    expect(intro(await render([hero, demo()]))).toBe(DEFAULT_TEXT);
  });

  it('is where the page’s demo actions lead, its heading their target; the other actions keep their pages', async () => {
    const html = await render([hero, cta('demo'), cta('trial'), demo(), cta('demo')]);
    // The same id wherever the block stands (a QR code's link keeps working when the blocks are reordered).
    expect(html).toContain('<h2 id="request-a-demo">Ask for a walkthrough</h2>');
    expect(await render([hero, demo(), cta('demo')])).toContain('<h2 id="request-a-demo">Ask for a walkthrough</h2>');
    expect(buttons(html)).toEqual(['#request-a-demo', '#request-a-demo', '/request-trial', '#request-a-demo']);
  });

  it('missing, the page’s demo actions lead to /request-a-demo', async () => {
    expect(buttons(await render([hero, cta('demo'), cta('contact')]))).toEqual(['/request-a-demo', '/request-a-demo', '/contact-us']);
  });
});
