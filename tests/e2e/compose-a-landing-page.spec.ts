/**
 * A landing page composed of blocks: the tests' own (tests/fixtures/content/landings/every-block.md, laid into the
 * test build), which uses every block type, shows each block
 * as its type says, in the editor's order, under one h1 with every heading one level below the one before; its
 * video makes no request before play; its demo form has the block's service chosen and sends what every demo form
 * sends; its structured data lists its questions. Axe, the first screen and the budget are the route sweep's
 * (the landing is a row of SITE_ROUTES); the build's refusals are unit tests (src/features/blocks/, the content
 * check) and tests/build/landings.test.ts.
 */
import { DEMO_TYPED, DEMO_WIRE } from '../support/demo-request';
import { contentData, expect, fillForm, hydrated, recordPosts, test, toasts } from './fixtures';

const PATH = '/every-block';
const LANDING = contentData('landings/every-block.md') as { blocks: Array<Record<string, unknown> & { type: string }> };
const block = <T extends Record<string, unknown>>(type: string) => LANDING.blocks.find((candidate) => candidate.type === type) as T;

test.describe('a landing page of every block', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows every block in the editor’s order, under one h1, each heading one level below the one before', async ({ page }) => {
    await page.goto(PATH);
    const hero = block<{ heading: string; lead: string }>('hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    await expect(page.locator('h1')).toHaveCount(1);
    // The hero's one main button is the block's action: a demo, so the page's own demo form (follow-request-a-demo.engines.spec.ts).
    // Its id is the same whatever the blocks' order, so a link printed on a QR code keeps working.
    await expect(page.locator('.page-hero').getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '#request-a-demo');
    // The blocks' h2s in the file's order (pricing and payback have their own headings; the text's body has h3s).
    const expected = LANDING.blocks
      .slice(1)
      .map((entry) =>
        entry.type === 'pricing' ? 'Plans and pricing' : entry.type === 'payback' ? 'What would it return?' : String(entry['heading']),
      );
    const h2s = await page.getByRole('main').locator('h2').allTextContents();
    expect(h2s.map((text) => text.trim())).toEqual(expected);
    const levels = await page
      .getByRole('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });

  test('draws each block from its fields', async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole('main');
    const section = (heading: string) => main.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

    const features = block<{ heading: string; items: Array<{ title: string }> }>('features');
    await expect(section(features.heading).getByRole('heading', { level: 3 })).toHaveText(features.items.map((item) => item.title));

    const steps = block<{ heading: string; items: Array<{ title: string }> }>('steps');
    await expect(section(steps.heading).getByRole('listitem')).toHaveCount(steps.items.length);
    await expect(section(steps.heading).getByText('Step 1', { exact: true })).toBeVisible();

    const stats = block<{ heading: string; items: Array<{ value: string; label: string; source?: string }> }>('stats');
    for (const item of stats.items) {
      await expect(section(stats.heading).getByText(item.value, { exact: true })).toBeVisible();
      await expect(section(stats.heading).getByText(item.label, { exact: true })).toBeVisible();
      if (item.source) await expect(section(stats.heading).getByText(`Source: ${item.source}`)).toBeVisible();
    }

    const services = block<{ heading: string; services: string[] }>('services');
    const serviceLinks = section(services.heading).getByRole('link', { name: /^Read more/ });
    await expect(serviceLinks).toHaveCount(services.services.length);
    for (const [index, slug] of services.services.entries()) await expect(serviceLinks.nth(index)).toHaveAttribute('href', `/services/${slug}`);

    const stories = block<{ heading: string; stories: string[] }>('stories');
    await expect(section(stories.heading).getByRole('link', { name: /^Read the story/ })).toHaveAttribute('href', `/customers/${stories.stories[0]}`);

    const integrations = block<{ heading: string; integrations: string[] }>('integrations');
    await expect(section(integrations.heading).getByRole('article')).toHaveCount(integrations.integrations.length);

    // The pricing island of a service page, priced by the sandbox once in view.
    const pricing = main.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing.getByRole('article').first()).toBeVisible();
    await expect(pricing.getByRole('button', { name: 'Choose plan' }).first()).toBeVisible();
    // The payback estimate of the payback block's service.
    await expect(main.locator('#payback').getByRole('heading', { name: 'What would it return?' })).toBeVisible();

    const faq = block<{ heading: string; items: Array<{ question: string; answer: string }> }>('faq');
    const answer = faq.items[0]?.answer ?? '';
    await expect(section(faq.heading).getByRole('heading', { level: 3 })).toHaveText(faq.items.map((item) => item.question));
    // An answer's Markdown: its link and its bold, as the file writes them.
    const [, linkText, linkHref] = /\[([^\]]+)\]\(([^)]+)\)/.exec(answer) ?? [];
    await expect(section(faq.heading).getByRole('link', { name: linkText ?? '' })).toHaveAttribute('href', linkHref ?? '');
    await expect(section(faq.heading).locator('strong').first()).toHaveText(/\*\*([^*]+)\*\*/.exec(answer)?.[1] ?? '');

    const text = block<{ heading: string }>('text');
    await expect(section(text.heading).getByRole('heading', { level: 3, name: 'What stays the same' })).toBeVisible();

    const cta = block<{ heading: string }>('cta');
    await expect(section(cta.heading).getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/request-trial');

    // The page's questions, for search engines.
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = data
      .map((json) => JSON.parse(json) as { '@type': string; mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }> })
      .find((item) => item['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(faq.items.map((item) => item.question));
    // The answer's text without its marks: the link's words, the bold's words.
    const plain = answer.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
    expect(faqPage?.mainEntity?.[0]?.acceptedAnswer.text).toBe(plain);
  });

  test.describe('its video', () => {
    test.use({ allowedFailedRequests: [/youtube-nocookie\.com/] });

    test('makes no request to the video site before play, and plays the block’s video', async ({ page }) => {
      const video = block<{ heading: string; videoId: string }>('video');
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
      });
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      );
      await page.goto(PATH);
      const play = page.getByRole('button', { name: `Play video: ${video.heading}` });
      await play.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(videoRequests).toEqual([]);
      await play.click();
      const player = page.locator('hero-video iframe');
      await expect(player).toHaveCount(1);
      expect(new URL((await player.getAttribute('src')) ?? '').pathname).toBe(`/embed/${video.videoId}`);
      await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.videoId}`);
    });
  });

  test('its demo form has the block’s service chosen, sends what every demo form sends, and lands on /thank-you', async ({ page }) => {
    const demo = block<{ heading: string }>('demo');
    await page.goto(PATH);
    const panel = page.getByRole('region', { name: demo.heading });
    const form = panel.locator('form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(panel, page.locator('form'));
    const service = form.getByRole('combobox', { name: 'Service' });
    // Permit Parking is service 9 (content/services/permit-parking-system.md).
    await expect(service).toHaveValue('9');
    // The footer's own demo form stays closed: one demo form in view at a time.
    await expect(page.getByRole('contentinfo').locator('details.footer-demo')).not.toHaveAttribute('open');
    const { Service: _service, ...typed } = DEMO_TYPED;
    await fillForm(form, typed, ['Country']);
    const posts = await recordPosts(page, '/save-request-demo');
    await form.getByRole('button', { name: 'Request a Demo' }).dblclick();
    await page.waitForURL('/thank-you');
    expect(posts).toEqual([{ ...DEMO_WIRE, service_id: 9, country: 'United States', form_status: 'demoForm' }]);
    await expect(toasts(page)).toHaveText(['Thank YouYour request has been submitted successfully']);
  });
});
