/**
 * Pages composed of blocks as the build leaves them: the tests' landing of every block (tests/fixtures/content,
 * laid into the test build) is a page like the others: in the sitemap, llms.txt and its share card, with its breadcrumb and its
 * questions as structured data, its ids unique, and no script for its static blocks; the home page shows the blocks
 * of content/pages/home.md in their order.
 */
import { describe, expect, it } from 'vitest';
import { contentData } from '../support/content';
import { exists, jsonLd, read, sitemapUrls } from './dist';
import { SITE } from './head';
import { elements, textOf } from './html';

const PATH = '/every-block';
const page = read(PATH);
const blocks = contentData('landings/every-block.md')['blocks'] as Array<{ type: string; heading?: string }>;

/** The module scripts a page loads by their file name without its hash (Astro's names: Component.hash.js). */
const modules = (html: string): Set<string> =>
  new Set([...html.matchAll(/<script[^>]*type="module"[^>]*src="\/_astro\/([^".]+)[^"]*"/g)].map((match) => match[1] ?? ''));

describe('a landing page of every block', () => {
  it('is in the sitemap and in llms.txt, with its title and description', () => {
    expect(sitemapUrls()).toContain(`${SITE}${PATH}`);
    const data = contentData('landings/every-block.md') as { title: string; description: string };
    expect(read('/llms.txt')).toContain(`- [${data.title}](${SITE}${PATH}): ${data.description}`);
  });

  it('has its own share card, drawn from its hero', () => {
    expect(page).toContain(`content="${SITE}/og${PATH}.png"`);
    expect(exists(`/og${PATH}.png`)).toBe(true);
  });

  it('has a breadcrumb to its hero’s heading and a FAQPage of its questions', () => {
    const data = jsonLd(page);
    const hero = blocks[0];
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [expect.objectContaining({ name: 'Home' }), expect.objectContaining({ name: hero?.heading, item: `${SITE}${PATH}` })],
      }),
    );
    const faq = blocks.find((block) => block.type === 'faq') as unknown as { items: Array<{ question: string }> };
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: faq.items.map((item) => expect.objectContaining({ '@type': 'Question', name: item.question })),
      }),
    );
  });

  it('has one h1, every id once, and each block’s heading naming its section', () => {
    expect(elements(page, /^<h1\b/)).toHaveLength(1);
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const block of blocks.slice(1).filter((entry) => entry.heading))
      expect(elements(page, /^<h2\b/).map(textOf), block.type).toContain(block.heading);
  });

  it('has the policy of /about-us plus the video’s frame, and nothing else', () => {
    const policy = (html: string) =>
      new Map(
        (/<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '')
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter(([name]) => name)
          // A page's own inline scripts and styles have their own hashes; the sources besides them must match.
          .map(([name, ...values]) => [name, values.filter((value) => !/^'sha\d+-/.test(value)).join(' ')] as const),
      );
    const [landing, about] = [policy(page), policy(read('/about-us'))];
    expect(landing.get('frame-src')).toBe('https://www.youtube-nocookie.com');
    landing.delete('frame-src');
    expect(landing).toEqual(about);
    // The home page has its video too; a page without a video block has no frame-src.
    expect(policy(read('/')).get('frame-src')).toBe('https://www.youtube-nocookie.com');
    expect(about.get('frame-src')).toBeUndefined();
  });

  it('loads no script for its static blocks: what /about-us loads, the islands of its pricing, estimate and form, and the video’s facade', () => {
    const extra = [...modules(page)].filter((name) => !modules(read('/about-us')).has(name));
    expect(extra).toEqual(['HeroVideo']);
    const islands = [...page.matchAll(/<astro-island[^>]*component-url="\/_astro\/([^".]+)/g)].map((match) => match[1]);
    expect(islands.sort()).toEqual(['DemoForm', 'DemoForm', 'PaybackEstimate', 'PricingPlans']);
  });
});

describe('the home page', () => {
  it('shows the blocks of content/pages/home.md in their order', () => {
    const home = contentData('pages/home.md') as { heading: string; blocks: Array<{ type: string; heading?: string }> };
    const h2s = elements(read('/'), /^<h2\b/).map(textOf);
    const named = home.blocks.flatMap((block) => (block.heading ? [block.heading] : []));
    expect(h2s.filter((text) => named.includes(text))).toEqual(named);
    expect(textOf(elements(read('/'), /^<h1\b/)[0] ?? '')).toBe(home.heading);
  });
});
