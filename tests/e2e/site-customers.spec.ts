/**
 * Customers' stories and the trial call to action: /customers and every story page (the shipped sample
 * stories, which this non-production test build publishes), the proof strip on the home page and on the
 * pages of the services a story uses (and on no other), axe on the new pages at two widths, the route
 * table's rule for unknown stories, and "Start a free trial" in the home hero and on every service page.
 * That a production build leaves the samples out is held by tests/unit/stories.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { axeViolations, contentField, expect, SERVICE_SLUGS, serviceName, test } from './fixtures';

interface StoryFile {
  readonly slug: string;
  readonly customer: string;
  readonly heading: string;
  readonly services: readonly string[];
  readonly sample: boolean;
  readonly order: number;
}

const STORIES_DIR = new URL('../../content/stories/', import.meta.url);
/** The stories of content/stories in their editorial order, read from their front matter. */
const STORIES: readonly StoryFile[] = readdirSync(STORIES_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const text = readFileSync(new URL(file, STORIES_DIR), 'utf8');
    const services = /^services:\r?\n((?:[ \t]+- .+\r?\n)+)/m.exec(text)?.[1] ?? '';
    return {
      slug: file.replace(/\.md$/, ''),
      customer: contentField(`stories/${file}`, 'customer'),
      heading: contentField(`stories/${file}`, 'heading'),
      services: [...services.matchAll(/- (\S+)/g)].map((match) => match[1] ?? ''),
      sample: /^sample: true$/m.test(text),
      order: Number(contentField(`stories/${file}`, 'order')),
    };
  })
  .sort((a, b) => a.order - b.order);

test('the shipped stories are read from content/stories', () => {
  expect(STORIES.length).toBeGreaterThanOrEqual(3);
  for (const story of STORIES) expect(story.services.length, story.slug).toBeGreaterThan(0);
});

test.describe('customers page and story pages', () => {
  test('/customers lists every story, each linking to its page', async ({ page }) => {
    await page.goto('/customers');
    await expect(page.locator('h1')).toHaveText(contentField('pages/customers.md', 'heading'));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(STORIES.length);
    for (const [index, story] of STORIES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(story.heading);
      await expect(card.getByRole('link', { name: `Read the story of ${story.customer}` })).toHaveAttribute('href', `/customers/${story.slug}`);
    }
    await expect(page.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/request-trial');
  });

  for (const story of STORIES) {
    test(`/customers/${story.slug} tells the story with its results, quote and services`, async ({ page }) => {
      await page.goto(`/customers/${story.slug}`);
      await expect(page.locator('h1')).toHaveText(story.heading);
      await expect(page.getByText(story.customer, { exact: true }).first()).toBeVisible();
      const results = page.getByRole('region', { name: 'Results' });
      expect(await results.locator('dt').count()).toBeGreaterThanOrEqual(2);
      await expect(results.locator('blockquote')).toBeVisible();
      await expect(results.locator('figcaption')).toContainText(story.customer);
      const used = page.getByRole('complementary', { name: 'Services used' }).getByRole('listitem');
      await expect(used).toHaveCount(story.services.length);
      for (const slug of story.services) {
        await expect(page.getByRole('complementary').getByRole('link', { name: serviceName(slug), exact: true })).toHaveAttribute(
          'href',
          `/services/${slug}`,
        );
      }
      await expect(page.getByText(story.sample ? 'Sample customer story' : 'Customer story', { exact: true })).toBeVisible();
    });
  }

  test('an unknown story goes to /customers', async ({ page }) => {
    await page.goto('/customers/no-such-story');
    await expect(page).toHaveURL((url) => url.pathname === '/customers');
  });

  test('the footer links to the stories', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: "Customers' Stories" })).toHaveAttribute('href', '/customers');
  });
});

test.describe('proof strip', () => {
  const strip = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Operators who run on|at work$/ });

  test('the home page shows up to three stories, each linking to its page', async ({ page }) => {
    await page.goto('/');
    const cards = strip(page).getByRole('article');
    await expect(cards).toHaveCount(Math.min(3, STORIES.length));
    for (const [index, story] of STORIES.slice(0, 3).entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(story.heading);
      await expect(cards.nth(index).getByRole('link', { name: `Read the story of ${story.customer}` })).toHaveAttribute(
        'href',
        `/customers/${story.slug}`,
      );
    }
    await expect(strip(page).getByRole('link', { name: "All customers' stories" })).toHaveAttribute('href', '/customers');
  });

  for (const slug of SERVICE_SLUGS) {
    const using = STORIES.filter((story) => story.services.includes(slug));
    test(`/services/${slug} shows ${using.length > 0 ? `the stories that use it (${using.length})` : 'no strip (no story uses it)'}`, async ({
      page,
    }) => {
      await page.goto(`/services/${slug}`);
      await expect(page.locator('h1')).toHaveText(serviceName(slug));
      if (using.length === 0) {
        await expect(page.locator('[data-proof-strip]')).toHaveCount(0);
        return;
      }
      await expect(strip(page)).toHaveAccessibleName(`${serviceName(slug)} at work`);
      await expect(strip(page).getByRole('article').getByRole('heading')).toHaveText(using.slice(0, 3).map((story) => story.heading));
    });
  }
});

test.describe('Start a free trial', () => {
  test('the home hero leads to /request-trial, and the mail link for a free trial stays', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section', { has: page.locator('h1') });
    await expect(hero.getByRole('link', { name: 'Contact Us for a Free Trial' })).toHaveAttribute('href', /^mailto:/);
    await hero.getByRole('link', { name: 'Start a free trial' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/request-trial');
    await expect(page.locator('h1')).toHaveText(contentField('pages/request-trial.md', 'heading'));
  });

  for (const slug of SERVICE_SLUGS) {
    test(`/services/${slug} has it in the hero`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const hero = page.locator('section', { has: page.locator('h1') });
      await expect(hero.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/request-trial');
    });
  }
});

test.describe('accessibility of the new pages', () => {
  // An axe run takes a few seconds per page, more on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const width of [390, 1280]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const path of ['/customers', ...STORIES.map((story) => `/customers/${story.slug}`)]) {
        test(`${path} has no axe violations and does not scroll sideways`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('h1')).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    });
  }
});
