/**
 * The home page: the click-to-load video facade (no third-party request before play), Share (clipboard
 * and the 'Text Copied !' toast), the outbound links, and the service cards carousel at three widths.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { TEST_BUILD_ENV } from '../env';

const VIDEO_ID = TEST_BUILD_ENV.PUBLIC_HERO_VIDEO_ID;
const WATCH_URL = `https://www.youtube.com/watch?v=${VIDEO_ID}`;
const VIDEO_HOSTS = /(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)/;

test.describe('hero video', () => {
  // The player's request is aborted below, so nothing leaves the machine; its failure is expected.
  test.use({ allowedFailedRequests: [/youtube-nocookie\.com/] });

  test('makes no request to the video site before play; play inserts the youtube-nocookie player', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
    });
    // Nothing may leave the machine: every request that is not to 127.0.0.1 is aborted.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000); // lazy parts of the page load too
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await expect(page.locator('hero-video iframe')).toHaveCount(0);

    await page.mouse.wheel(0, -4000);
    const play = page.getByRole('button', { name: /^Play video/ });
    await expect(play).toBeVisible();
    await play.click();

    const player = page.locator('hero-video iframe');
    await expect(player).toHaveCount(1);
    const src = new URL((await player.getAttribute('src')) ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${VIDEO_ID}`);
    expect(src.searchParams.get('autoplay')).toBe('1');
    await expect(player).toHaveAttribute('title', /\S/);
    await expect(play).toHaveCount(0);
    await expect.poll(() => videoRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });
});

test('Share copies the watch URL and shows the toast', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Share' }).click();
  const toast = toasts(page).filter({ hasText: 'Text Copied !' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(/^\s*Text Copied !\s*$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WATCH_URL);
});

test('Watch on YouTube opens the video site in a new tab; the free trial link is a mail link', async ({ page }) => {
  await page.goto('/');
  const watch = page.getByRole('link', { name: /Watch on YouTube/ });
  await expect(watch).toHaveAttribute('href', WATCH_URL);
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', /noopener/);

  const trial = page.getByRole('link', { name: 'Contact Us for a Free Trial' });
  await expect(trial).toHaveAttribute('href', /^mailto:[^@?\s]+@[^?\s]+/);
});

test('the home page has Organization JSON-LD', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data).toContainEqual(expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Organization', name: 'ParkCloud' }));
});

// ---------------------------------------------------------------------------------------------------
// The carousel
// ---------------------------------------------------------------------------------------------------

/** Opens the home page at a width and waits until the carousel's controls have hydrated. */
async function openCarousel(page: Page, width: number): Promise<{ region: Locator; cards: Locator }> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Services' });
  await region.scrollIntoViewIfNeeded();
  // client:visible: the island drops its ssr attribute once React has hydrated it.
  await expect(page.locator('astro-island[component-url*="ServiceCarousel"]')).not.toHaveAttribute('ssr');
  await expect(region.getByRole('button', { name: 'Previous services' })).toBeDisabled();
  return { region, cards: region.locator('.carousel__slide .service-card') };
}

/** Indexes of the cards wholly inside the carousel's viewport (1 px tolerance). */
function visibleCards(region: Locator): Promise<number[]> {
  return region.evaluate((element) => {
    const viewport = element.querySelector('.carousel__viewport')?.getBoundingClientRect();
    if (!viewport) return [];
    return [...element.querySelectorAll('.carousel__slide .service-card')].flatMap((card, index) => {
      const box = card.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1 ? [index] : [];
    });
  });
}

for (const [width, perView] of [
  [375, 1],
  [700, 2],
  [1280, 4],
] as const) {
  test.describe(`carousel at ${width} px`, () => {
    test(`shows ${perView} card(s); Next and Previous move it`, async ({ page }) => {
      const { region, cards } = await openCarousel(page, width);
      await expect(cards).toHaveCount(10);
      await expect.poll(() => visibleCards(region)).toEqual([...Array(perView).keys()]);

      await region.getByRole('button', { name: 'Next services' }).click();
      // One page further: the next perView cards.
      await expect.poll(() => visibleCards(region)).toEqual([...Array(perView).keys()].map((index) => index + perView));
      await expect(region.getByRole('button', { name: 'Previous services' })).toBeEnabled();

      await region.getByRole('button', { name: 'Previous services' }).click();
      await expect.poll(() => visibleCards(region)).toEqual([...Array(perView).keys()]);
    });

    test('arrow keys move it when focus is inside', async ({ page }) => {
      const { region } = await openCarousel(page, width);
      await region
        .getByRole('link', { name: /Read more/ })
        .first()
        .focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => visibleCards(region)).not.toContain(0);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => visibleCards(region)).toContain(0);
    });

    test('a mouse drag swipes it', async ({ page }) => {
      const { region } = await openCarousel(page, width);
      const box = await region.locator('.carousel__viewport').boundingBox();
      if (!box) throw new Error('carousel viewport has no box');
      const y = box.y + box.height / 2;
      const startX = box.x + box.width * 0.8;
      await page.mouse.move(startX, y);
      await page.mouse.down();
      await page.mouse.move(startX - box.width * 0.6, y, { steps: 12 });
      await page.mouse.up();
      await expect.poll(() => visibleCards(region)).not.toContain(0);
      // The drag does not follow the Read more link it started on.
      await expect(page).toHaveURL('/');
    });
  });
}
