import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compositionProblems, linksOutside, siteAddresses, takenAddresses } from './rules';
import { removeTempProjects, tempProject } from '../../../tests/support/temp-project';

afterAll(removeTempProjects);

/** A Markdown file: its fields as YAML, then its body. */
const md = (yaml: string, body = ''): string => `---\n${yaml.trim()}\n---\n${body}`;

/** A small project: a few pages, services, stories, integrations, an article and route files, plus `files`. */
function project(files: Record<string, string> = {}): Promise<string> {
  return tempProject('block-rules', {
    'content/pages/home.md': md('title: Home\nblocks:\n  - type: videoHero'),
    'content/pages/contact-us.md': md('title: Contact us'),
    'content/pages/about-us.md': md('title: About us', 'We run [parking](/services/with-model).\n'),
    'content/pages/customers.md': md('title: Customers'),
    'content/services/with-model.md': md('name: Monthly\npayback:\n  currency: USD'),
    'content/services/without-model.md': md('name: Valet'),
    'content/stories/real-story.md': md('title: A real story'),
    'content/stories/sample-story.md': md('title: A sample story\nsample: true'),
    'content/integrations/sample-gate.yaml': 'name: Gate\nsample: true\n',
    'content/integrations/real-gate.yaml': 'name: Real gate\n',
    'content/industries/airports.md': md('title: Airports'),
    'content/resources/an-article.md': md('title: An article\ntags:\n  - Touchless & PARCS\n  - ALPR'),
    'content/resources/a-sample-article.md': md('title: A sample\nsample: true\ntags:\n  - Valet'),
    'src/pages/index.astro': '',
    'src/pages/[page].astro': '',
    'src/pages/contact-us.astro': '',
    'src/pages/robots.txt.ts': '',
    'src/pages/services/index.astro': '',
    'src/pages/services/[slug].astro': '',
    'src/pages/customers/[...story].astro': '',
    'src/pages/resources/[...resource].astro': '',
    'public/favicon.svg': '',
    'public/downloads/brochure.pdf': '',
    ...files,
  });
}

/** A landing of `blocks` (YAML list items, indented by two), its hero first. */
const landing = (blocks: string, extra = ''): string =>
  md(`title: A landing\n${extra}\nblocks:\n  - type: hero\n    heading: A landing page\n    action: demo\n${blocks}`);

describe('a landing’s address', () => {
  it('is taken by a page, a route, a redirect, a file of public/ or of the build', async () => {
    const names = ['contact-us', 'about-us', 'services', 'news', 'parknplay', 'reset-password', 'downloads', 'pagefind', 'home'];
    const root = await project(Object.fromEntries(names.map((name) => [`content/landings/${name}.md`, landing('')])));
    const problems = await compositionProblems(root, undefined);
    expect(problems.map((problem) => problem.file)).toEqual(names.map((name) => `content/landings/${name}.md`).sort());
    expect(problems.find((problem) => problem.file === 'content/landings/contact-us.md')).toEqual({
      file: 'content/landings/contact-us.md',
      field: '',
      message:
        "has the address /contact-us, which the site already has (the page of content/pages/contact-us.md); rename the file, since its name is the page's address.",
    });
    expect(problems.find((problem) => problem.file === 'content/landings/news.md')?.message).toContain('an address of the redirect table (/news)');
  });

  it('is a lowercase slug', async () => {
    const root = await project({ 'content/landings/Spring_Offer.md': landing('') });
    expect(await compositionProblems(root, undefined)).toEqual([
      {
        file: 'content/landings/Spring_Offer.md',
        field: '',
        message:
          "has a file name that cannot be a page's address (/Spring_Offer): use lowercase letters, digits and single hyphens only, e.g. spring-offer.md.",
      },
    ]);
  });

  it('is free when nothing else has it', async () => {
    const root = await project({ 'content/landings/spring-offer-2027.md': landing('') });
    expect(await compositionProblems(root, undefined)).toEqual([]);
  });

  it('lists the taken addresses with what holds each', async () => {
    const taken = await takenAddresses(await project());
    for (const path of [
      '/contact-us',
      '/home',
      '/index',
      '/services',
      '/customers',
      '/robots.txt',
      '/news',
      '/ParkNPlay',
      '/admin',
      '/favicon.svg',
      '/pagefind',
    ])
      expect(taken.has(path), path).toBe(true);
    expect(taken.has('/spring-offer')).toBe(false);
    expect(taken.get('/robots.txt')).toBe('a page the site builds from src/pages/robots.txt.ts');
  });
});

describe('a payback block', () => {
  it('names a service with a payback model', async () => {
    const root = await project({
      'content/landings/no-model.md': landing('  - type: payback\n    service: without-model'),
      'content/landings/model.md': landing('  - type: payback\n    service: with-model'),
      // A service with no file is the content check's reference rule, not this one.
      'content/landings/no-service.md': landing('  - type: payback\n    service: nowhere'),
    });
    expect(await compositionProblems(root, undefined)).toEqual([
      {
        file: 'content/landings/no-model.md',
        field: 'Blocks → block 2 (Payback estimate) → Service (blocks.1.service)',
        message:
          'names “without-model”, which has no payback model; add one to content/services/without-model.md, or choose a service that has one (with-model).',
      },
    ]);
  });

  it('on a page of content/pages too', async () => {
    const root = await project({ 'content/pages/pricing-help.md': md('title: Help\nblocks:\n  - type: payback\n    service: without-model') });
    expect((await compositionProblems(root, undefined)).map(({ file, field }) => [file, field])).toEqual([
      ['content/pages/pricing-help.md', 'Blocks → block 1 (Payback estimate) → Service (blocks.0.service)'],
    ]);
  });
});

describe('a page’s fields its route does not show', () => {
  const features = 'features:\n  - title: Paid on the spot\n    text: Drivers pay by phone at the gate.\nfeaturesHeading: Why it works';
  const steps = 'steps:\n  - title: Find\n    text: Drivers find a space before they leave.\n    icon: search';

  it('refuses feature cards on a page its route draws without them, and steps on a page but /airport-parking', async () => {
    const root = await project({
      'content/pages/contact-us.md': md(`title: Contact us\n${features}`),
      'content/pages/about-us.md': md(`title: About us\n${features}\n${steps}`),
      'content/pages/airport-parking.md': md(`title: Airport parking\n${features}\n${steps}`),
    });
    expect(await compositionProblems(root, undefined)).toEqual([
      {
        file: 'content/pages/about-us.md',
        field: 'Steps (steps)',
        message: 'are shown only on /airport-parking. Remove them, and add a Steps block to Blocks to show steps.',
      },
      {
        file: 'content/pages/contact-us.md',
        field: 'Features (features)',
        message:
          'is not shown on this page: /contact-us draws its form and office card instead. Remove it, and add a Feature cards block to Blocks to show feature cards.',
      },
      {
        file: 'content/pages/contact-us.md',
        field: 'Features heading (featuresHeading)',
        message:
          'is not shown on this page: /contact-us draws its form and office card instead. Remove it, and add a Feature cards block to Blocks to show feature cards.',
      },
    ]);
  });
});

describe('links in Markdown', () => {
  const addresses = new Set(['/', '/contact-us', '/services/with-model', '/reset-password/:param']);

  it('lead to an address of the site, whatever the query or anchor', () => {
    const markdown = [
      'See [us](/contact-us#form "Write to us"), [a service](/services/with-model?plan=monthly), [home](/) and [a token](/reset-password/abc).',
      'Elsewhere: <https://example.com/x>, [mail](mailto:sales@example.com), [call](tel:+15550100), [top](#top), [far](//cdn.example.com/a).',
      'Not in code: `[code](/in-a-code-span)`.',
      '',
      '```',
      '[block](/in-a-code-block)',
      '```',
    ].join('\n');
    expect(linksOutside(markdown, addresses)).toEqual([]);
  });

  it('name every target that is not one, once', () => {
    const markdown = [
      'Read [this](/nowhere), [again](/nowhere), [relative](request-a-demo) and [a reference][ref].',
      '',
      '[ref]: /also-nowhere',
    ].join('\n');
    expect(linksOutside(markdown, addresses)).toEqual(['/nowhere', 'request-a-demo', '/also-nowhere']);
  });

  it('are the site’s pages, landings and collections’ pages', async () => {
    const root = await project({
      'content/landings/spring-offer.md': landing(''),
      'content/landings/draft-offer.md': landing('', 'draft: true'),
    });
    const preview = await siteAddresses(root, { context: 'deploy-preview' });
    for (const path of [
      '/',
      '/about-us',
      '/contact-us',
      '/robots.txt',
      '/services',
      '/services/with-model',
      '/industries/airports',
      '/customers',
      '/customers/real-story',
      '/customers/sample-story',
      '/integrations',
      '/resources',
      '/resources/an-article',
      '/resources/tags/touchless-and-parcs',
      '/resources/tags/valet',
      '/spring-offer',
      '/draft-offer',
      '/news',
      '/reset-password/:param',
      '/favicon.svg',
      '/downloads/brochure.pdf',
    ])
      expect(preview.has(path), path).toBe(true);
    expect(preview.has('/customers/nobody')).toBe(false);
    const production = await siteAddresses(root, { context: 'production' });
    for (const path of ['/customers/sample-story', '/resources/a-sample-article', '/resources/tags/valet', '/draft-offer'])
      expect(production.has(path), path).toBe(false);
    for (const path of ['/customers', '/customers/real-story', '/integrations', '/spring-offer']) expect(production.has(path), path).toBe(true);
  });

  it('of blocks and of a page’s text are checked, with the field named', async () => {
    const root = await project({
      'content/landings/spring-offer.md': landing(
        [
          '  - type: text',
          '    body: Read how [a campus](/customers/real-story) did it, or [ask us](/contact-us).',
          '  - type: faq',
          '    heading: Questions',
          '    items:',
          '      - question: Is it good?',
          '        answer: Yes, see [our services](/services).',
          '      - question: How much?',
          '        answer: See [pricing](/pricing).',
        ].join('\n'),
      ),
      'content/pages/support.md': md('title: Support', 'Write to [us](/contact-us) or read [the guide](/guide).\n'),
    });
    expect(await compositionProblems(root, undefined)).toEqual([
      {
        file: 'content/landings/spring-offer.md',
        field: 'Blocks → block 3 (Questions and answers) → Items → item 2 → Answer (blocks.2.items.1.answer)',
        message: 'links to /pricing, which is no page of the site; check the address, e.g. /request-a-demo or /services/monthly-parking-system.',
      },
      {
        file: 'content/pages/support.md',
        field: 'Text (body)',
        message: 'links to /guide, which is no page of the site; check the address, e.g. /request-a-demo or /services/monthly-parking-system.',
      },
    ]);
  });

  it('to no page name the nearest addresses the build publishes, the anchor kept', async () => {
    const root = await project({
      'content/pages/support.md': md(
        'title: Support',
        'Write to [us](/contact-u#form), see [our stories](/customer/real-story) or [the sample](/customers/sample-stori).\n',
      ),
    });
    expect((await compositionProblems(root, undefined)).map((problem) => problem.message)).toEqual([
      'links to /contact-u#form, which is no page of the site; did you mean /contact-us#form?',
      'links to /customer/real-story, which is no page of the site; did you mean /customers/real-story?',
      'links to /customers/sample-stori, which is no page of the site; did you mean /customers/sample-story?',
    ]);
    // Production publishes no sample: it suggests none.
    expect((await compositionProblems(root, 'production')).map((problem) => problem.message).at(-1)).toBe(
      'links to /customers/sample-stori, which is no page of the site; check the address, e.g. /request-a-demo or /services/monthly-parking-system.',
    );
  });

  it('without a leading / are named', async () => {
    const root = await project({ 'content/pages/support.md': md('title: Support', 'See [our site](www.example.com).\n') });
    expect(await compositionProblems(root, undefined)).toEqual([
      {
        file: 'content/pages/support.md',
        field: 'Text (body)',
        message:
          'links to “www.example.com”, which is no address: start a page of this site with / (e.g. /request-a-demo) and another site with https://.',
      },
    ]);
  });
});

describe('what production leaves out', () => {
  const naming = landing(
    [
      '  - type: stories',
      '    heading: Stories',
      '    stories:',
      '      - real-story',
      '      - sample-story',
      '  - type: integrations',
      '    heading: Integrations',
      '    integrations:',
      '      - sample-gate',
      '  - type: text',
      '    body: Read [the story](/customers/sample-story), then [the offer](/draft-offer) and [the article](/resources/a-sample-article).',
    ].join('\n'),
  );
  const files = {
    'content/landings/spring-offer.md': naming,
    'content/landings/draft-offer.md': landing('', 'draft: true'),
    // Neither a draft nor a sample landing is published in production, so neither is held to it.
    'content/landings/draft-naming.md': naming.replace('title: A landing', 'title: A landing\ndraft: true'),
    'content/landings/sample-naming.md': naming.replace('title: A landing', 'title: A landing\nsample: true'),
    'content/pages/about-us.md': md('title: About us', 'Try [the offer](/draft-offer).\n'),
  };

  it('is named when a published page names or links to it in a production build', async () => {
    const problems = await compositionProblems(await project(files), 'production');
    expect(problems).toEqual([
      {
        file: 'content/landings/spring-offer.md',
        field: "Blocks → block 2 (Customers' stories) → Stories → item 2 (blocks.1.stories.1)",
        message:
          'names “sample-story”, a sample customer’s story, which production leaves out; choose a published one, or remove it before the page goes live.',
      },
      {
        file: 'content/landings/spring-offer.md',
        field: 'Blocks → block 3 (Integrations) → Integrations → item 1 (blocks.2.integrations.0)',
        message:
          'names “sample-gate”, a sample integration, which production leaves out; choose a published one, or remove it before the page goes live.',
      },
      ...[
        ['/customers/sample-story', 'a sample customer’s story'],
        ['/draft-offer', 'a draft landing page'],
        ['/resources/a-sample-article', 'a sample article'],
      ].map(([url, what]) => ({
        file: 'content/landings/spring-offer.md',
        field: 'Blocks → block 4 (Text) → Body (blocks.3.body)',
        message: `links to ${url}, ${what}, which production leaves out; link to a published page, or remove the link.`,
      })),
      {
        file: 'content/pages/about-us.md',
        field: 'Text (body)',
        message: 'links to /draft-offer, a draft landing page, which production leaves out; link to a published page, or remove the link.',
      },
    ]);
  });

  it('is accepted in every other build', async () => {
    const root = await project(files);
    expect(await compositionProblems(root, undefined)).toEqual([]);
    expect(await compositionProblems(root, 'deploy-preview')).toEqual([]);
  });

  it('still holds a draft to the addresses that exist', async () => {
    const root = await project({
      'content/landings/draft-offer.md': landing('  - type: text\n    body: See [nothing](/nowhere-at-all).', 'draft: true'),
    });
    expect((await compositionProblems(root, 'production')).map((problem) => problem.message)).toEqual([
      'links to /nowhere-at-all, which is no page of the site; check the address, e.g. /request-a-demo or /services/monthly-parking-system.',
    ]);
  });
});

describe('the project', () => {
  it('has no composition mistakes in a preview build', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    expect(await compositionProblems(root, 'deploy-preview')).toEqual([]);
  });
});
