/**
 * A visitor finds the page of their kind of operation: from the foot of the What We Do menu (by keyboard, on
 * wide screens and in the mobile navigation), from the footer, through /industries to an industry, and on to
 * the services that answer its problems.
 */
import type { Locator, Page } from '@playwright/test';
import { contentData, contentField, contentFiles, expect, pageHeading, test, whatWeDoMenu } from './fixtures';

const INDUSTRIES = contentFiles('industries').map((id) => ({
  id,
  name: contentField(`industries/${id}.md`, 'name'),
  heading: contentField(`industries/${id}.md`, 'heading'),
  problems: contentData(`industries/${id}.md`)['problems'] as Array<{ problem: string; services: string[] }>,
}));

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the locator has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

// Many steps by keyboard on a machine shared with other builds: time enough, whatever its load.
test.slow();

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the What We Do menu ends with Industries we serve, after its twelve links, reached by Tab', async ({ page }) => {
    await page.goto('/');
    const { details, summary, links } = whatWeDoMenu(page);
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(links).toHaveCount(12);
    const industries = details.getByRole('link', { name: 'Industries we serve' });
    await expect(industries).toBeVisible();
    for (const link of await links.all()) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(industries).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/industries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('industries'));
    // The menu marks the page the visitor is on.
    await expect(details.getByRole('link', { name: 'Industries we serve', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  });

  test('/industries leads to each industry, and an industry to the services that answer its problems', async ({ page }) => {
    await page.goto('/industries');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(INDUSTRIES.length);
    const campus = INDUSTRIES.find((industry) => industry.id === 'universities-and-campuses') ?? INDUSTRIES[0];
    if (!campus) throw new Error('no industry');
    await page.getByRole('link', { name: `See how it works for ${campus.name.toLowerCase()}` }).click();
    await expect(page).toHaveURL(`/industries/${campus.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campus.heading);
    const region = page.getByRole('region', { name: 'What we hear, and what changes' });
    await expect(region.getByRole('blockquote')).toHaveCount(campus.problems.length);
    const [first] = campus.problems;
    if (!first) throw new Error('no problem');
    const item = region.getByRole('listitem').filter({ hasText: first.problem });
    await item.getByRole('list', { name: 'Services that answer it' }).getByRole('link').first().click();
    await expect(page).toHaveURL(`/services/${first.services[0] ?? ''}`);
    // The service page names the industry back.
    await expect(page.getByRole('complementary', { name: 'Industries and integrations' }).getByRole('link', { name: campus.name })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu inside the mobile navigation ends with Industries we serve', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const { details, summary } = whatWeDoMenu(page);
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    const industries = details.getByRole('link', { name: 'Industries we serve' });
    await industries.scrollIntoViewIfNeeded();
    await expect(industries).toBeVisible();
    await industries.click();
    await expect(page).toHaveURL('/industries');
  });

  test("the footer's Resources column reaches industries, integrations and articles", async ({ page }) => {
    await page.goto('/');
    const resources = page.getByRole('navigation', { name: 'Resources' });
    await expect(resources.getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/industries');
    await expect(resources.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    await expect(resources.getByRole('link', { name: 'Articles & Guides' })).toHaveAttribute('href', '/resources');
  });
});
