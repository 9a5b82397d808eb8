/**
 * Blocks after the text of the pages of content/pages whose route draws the page itself instead of ContentPage:
 * /contact-us, /request-a-demo, /payment and /make-Payment show them after their text, as ContentPage does (the
 * same Blocks, the same ids and bands); /logout and /log-out, which leave at once, refuse them as the content check
 * does. Each route renders through Astro's container with its page's real fields plus two Text blocks, held in
 * memory: astro:content is replaced, and so is the page shell (Base.astro: head, header, footer), here its slot only.
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { load } from 'js-yaml';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Blocks from './Blocks.astro';
import type { PageBlock } from './schema';
import ContactUs from '../../pages/contact-us.astro';
import RequestADemo from '../../pages/request-a-demo.astro';
import Payment from '../../pages/payment.astro';
import MakePayment from '../../pages/make-Payment.astro';
import Logout from '../../pages/logout.astro';
import LogOut from '../../pages/log-out.astro';
import Whitelabel from '../../pages/whitelabel.astro';

/** The blocks every page is given here, in memory (content/ is never written). */
const state = vi.hoisted(() => ({ blocks: undefined as readonly unknown[] | undefined, fields: {} }));

/** The service the demo block below names. */
const SERVICE = vi.hoisted(() => 'monthly-parking-system');

/** The fields of a file of content/ and the Markdown below them. */
function contentFile(file: string): { data: Record<string, unknown>; body: string } {
  const text = readFileSync(new URL(`../../../content/${file}`, import.meta.url), 'utf8');
  const [, yaml = '', body = ''] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text) ?? [];
  return { data: (load(file.endsWith('.yaml') ? text : yaml) ?? {}) as Record<string, unknown>, body };
}

/** What the build read of the API's catalogue: one plan of the service below, named to be found on the page. */
const CATALOGUE = vi.hoisted(() => [
  {
    id: 1,
    full_name: 'Monthly Parking',
    short_name: 'Monthly',
    membership_plan: [
      { id: 901, name: 'Plan priced at build', amount: '49', annual_amount: 490, no_of_users: 5, is_trial: 0, status: 1, service_id: 1 },
    ],
  },
]);
vi.mock('../commerce/index.build', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  catalogueAtBuild: () => Promise.resolve(CATALOGUE),
}));

vi.mock('astro:content', async (importOriginal) => {
  const { createComponent, render } = await import('astro/runtime/server/index.js');
  return {
    ...(await importOriginal<Record<string, unknown>>()),
    // The one service the demo block below names; no story, integration or article.
    getCollection: (collection: string) =>
      Promise.resolve(collection === 'services' ? [{ id: SERVICE, collection, data: contentFile(`services/${SERVICE}.md`).data }] : []),
    getEntry: (collection: string, id: string) => {
      if (collection === 'settings') return Promise.resolve({ id, collection, data: contentFile(`settings/${id}.yaml`).data });
      if (collection !== 'pages') return Promise.resolve(undefined);
      const { data, body } = contentFile(`pages/${id}.md`);
      return Promise.resolve({ id, collection, data: { ...data, ...state.fields, ...(state.blocks ? { blocks: state.blocks } : {}) }, body });
    },
    // The page's Markdown, as one marked paragraph: where its text ends on the page.
    render: () => Promise.resolve({ Content: createComponent(() => render`<p data-page-text>The page’s text.</p>`) }),
  };
});

// The page shell, less its head, header and footer (what they read has tests of its own): its main slot only.
vi.mock('../../layouts/Base.astro', async () => {
  const { createComponent, render, renderSlot } = await import('astro/runtime/server/index.js');
  return {
    default: createComponent(
      (result: unknown, props: Record<string, unknown>, slots: Record<string, unknown>) =>
        render`<main data-own-demo="${props['ownDemo'] === true ? 'true' : 'false'}">${renderSlot(result as never, slots['default'] as never)}</main>`,
    ),
  };
});

const BLOCKS = [
  { type: 'text', heading: 'Parking questions answered', body: 'Every garage, lot and campus on one platform, billed **monthly**.' },
  { type: 'text', heading: 'What happens next', body: 'A product specialist calls you within one working day.' },
] as const satisfies readonly PageBlock[];

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
  container.addServerRenderer({ name: '@astrojs/react', renderer: (await import('@astrojs/react/server.js')).default });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
});
beforeEach(() => {
  state.blocks = undefined;
  state.fields = {};
});

/** The HTML of a route, its page given `blocks`. */
async function page(route: AstroComponentFactory, blocks?: readonly PageBlock[]): Promise<string> {
  state.blocks = blocks;
  return container.renderToString(route, { partial: true });
}

describe('a page whose route draws it itself', () => {
  const routes: ReadonlyArray<readonly [string, string, AstroComponentFactory]> = [
    ['/contact-us', 'contact-us', ContactUs],
    ['/request-a-demo', 'request-a-demo', RequestADemo],
    ['/payment', 'payment', Payment],
    ['/make-Payment', 'payment', MakePayment],
  ];

  it.each(routes)('%s shows its blocks after its text, as ContentPage does (Blocks, ids b1…, bands from the first)', async (_path, id, route) => {
    const html = await page(route, BLOCKS);
    const blocks = await container.renderToString(Blocks, {
      partial: true,
      props: { blocks: BLOCKS, file: `content/pages/${id}.md`, page: contentFile(`pages/${id}.md`).data, prices: new Map() },
    });
    expect(blocks).toContain('<h2 id="b1">Parking questions answered</h2>');
    expect(blocks).toContain('section--alt');
    expect(html).toContain(blocks);
    expect(html.indexOf(blocks)).toBeGreaterThan(html.indexOf('data-page-text'));
    expect(html.indexOf('data-page-text')).toBeGreaterThan(-1);
  });

  it.each(routes)('%s without blocks draws none', async (_path, _id, route) => {
    const html = await page(route);
    expect(html).toContain('data-page-text');
    expect(html).not.toMatch(/\sid="b\d+"/);
  });

  it('keeps the footer’s demo form closed when a page’s blocks hold a demo form', async () => {
    const demo = { type: 'demo', heading: 'See it on your own garages', service: { collection: 'services', id: SERVICE } } as const;
    expect(await page(ContactUs)).toContain('data-own-demo="false"');
    const html = await page(ContactUs, [demo]);
    expect(html).toContain('data-own-demo="true"');
    expect(html).toMatch(/<h2 id="request-a-demo"[^>]*>See it on your own garages<\/h2>/);
  });
});

describe('a page’s pricing block, whichever route draws the page', () => {
  it('shows the plans the build read, as the route of /about-us and the landings do, not skeletons loading them live', async () => {
    expect(CATALOGUE[0]?.id).toBe(Number(contentFile(`services/${SERVICE}.md`).data['serviceId']));
    const pricing = { type: 'pricing', service: { collection: 'services', id: SERVICE } } as const;
    for (const route of [Whitelabel, ContactUs]) {
      const html = await page(route, [pricing]);
      expect(html).toContain('Plan priced at build');
      expect(html).not.toContain('plan--skeleton');
    }
  });
});

describe('a block naming an entry the site does not have', () => {
  it('fails the build naming the block and the field as the editor and the content check name them', async () => {
    const stories: PageBlock = {
      type: 'stories',
      heading: 'Built with campus parking offices',
      stories: [{ collection: 'stories', id: 'no-such-story' }],
    };
    await expect(page(ContactUs, [stories])).rejects.toThrow(
      "content/pages/contact-us.md: Blocks → block 1 (Customers' stories) → Stories (blocks.0.stories) names “no-such-story”, but content/stories/no-such-story.md does not exist. Check the spelling.",
    );
  });
});

describe('the feature cards of a page’s fields', () => {
  const features = { features: [{ title: 'Paid at the gate', text: 'Drivers pay by phone as they leave the garage.' }] };

  it.each([
    ['/contact-us', ContactUs],
    ['/request-a-demo', RequestADemo],
    ['/payment', Payment],
    ['/make-Payment', MakePayment],
  ] as const)('are not drawn by %s, whose route draws the page (PAGES_WITHOUT_FEATURES: the check refuses them)', async (_path, route) => {
    state.fields = features;
    expect(await page(route)).not.toContain('Paid at the gate');
  });

  it('are drawn by ContentPage, after the text', async () => {
    state.fields = features;
    const html = await page(Whitelabel);
    expect(html).toContain('Paid at the gate');
    expect(html.indexOf('Paid at the gate')).toBeGreaterThan(html.indexOf('data-page-text'));
  });
});

describe('a page that leaves at once', () => {
  it.each([
    ['/logout', 'logout', Logout, 'goes to the home page at once'],
    ['/log-out', 'log-out', LogOut, 'goes to the home page after two seconds'],
  ] as const)('%s refuses blocks with the content check’s message, naming the file', async (_path, id, route, why) => {
    await expect(page(route, BLOCKS)).rejects.toThrow(
      `content/pages/${id}.md: Blocks are not shown on this page: /${id} signs the visitor out and ${why}`,
    );
    await expect(page(route)).resolves.toContain('<main');
  });
});
