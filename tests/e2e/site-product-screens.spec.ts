/**
 * The product shown: every service page draws the screen its content names, as an image with a name
 * that says what it shows, sized by its width and height (no layout shift) and inside the page at 390 px;
 * the home carousel's cards carry the same drawings, hidden from assistive technology beside their text.
 * The drawings' colours and the poster are held by tests/unit/product-screens.test.ts.
 */
import { SCREEN_LABELS, type ScreenName } from '../../src/components/product-screens';
import { contentField, expect, SERVICE_SLUGS, test } from './fixtures';

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const slug of SERVICE_SLUGS) {
      const screen = contentField(`services/${slug}.md`, 'screen') as ScreenName;
      test(`/services/${slug} shows the ${screen} screen in its hero`, async ({ page }) => {
        await page.goto(`/services/${slug}`);
        const hero = page.locator('section', { has: page.locator('h1') });
        const drawing = hero.getByRole('img', { name: SCREEN_LABELS[screen], exact: true });
        await expect(drawing).toBeVisible();
        await expect(drawing).toHaveAttribute('width', /^\d+$/);
        await expect(drawing).toHaveAttribute('height', /^\d+$/);
        const box = await drawing.boundingBox();
        expect(box?.width).toBeGreaterThan(width === 390 ? 300 : 400);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

test('each service names a different screen', () => {
  const screens = SERVICE_SLUGS.map((slug) => contentField(`services/${slug}.md`, 'screen'));
  expect(new Set(screens).size).toBe(SERVICE_SLUGS.length);
});

test('the home carousel cards show the same drawings, decorative beside their text', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Services' }).getByRole('article');
  await expect(cards).toHaveCount(SERVICE_SLUGS.length);
  const drawings = cards.locator('svg[data-screen]');
  await expect(drawings).toHaveCount(SERVICE_SLUGS.length);
  for (const drawing of await drawings.all()) await expect(drawing).toHaveAttribute('aria-hidden', 'true');
  await expect(cards.first().getByRole('img')).toHaveCount(0);
});
