/**
 * The home page: the click-to-load video facade (no third-party request before play), Share (clipboard and
 * the 'Text Copied !' toast), the service cards carousel (its card count at each width where it changes, its
 * keys and drag), and a notice rule every form shares, seen on the newsletter. The outbound links, the hero's
 * trial links and the JSON-LD are in the built HTML (tests/build/home.test.ts), the carousel's drawings too
 * (tests/build/product-screens.test.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { TEST_BUILD_ENV } from '../env';
import { translator } from '../../src/i18n/translate';

const VIDEO_ID = TEST_BUILD_ENV.PUBLIC_HERO_VIDEO_ID;
const WATCH_URL = `https://www.youtube.com/watch?v=${VIDEO_ID}`;
const VIDEO_HOSTS = /(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)/;

test.describe('the hero video', () => {
  // The player's request is aborted below, so nothing leaves the machine; its failure is expected.
  test.use({ allowedFailedRequests: [/youtube-nocookie\.com/] });

  test('the video makes no request before play; Share copies the watch URL', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
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
    // Share copies the watch URL and shows the toast, still without a request to the video site.
    await page.getByRole('button', { name: 'Share' }).click();
    const toast = toasts(page).filter({ hasText: 'Text Copied !' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveText(/^\s*Text Copied !\s*$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WATCH_URL);
    expect(videoRequests).toEqual([]);

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

// ---------------------------------------------------------------------------------------------------
// The carousel
// ---------------------------------------------------------------------------------------------------

/** Opens the home page (of a language: '/fr') at a width and waits until the carousel's controls have hydrated. */
async function openCarousel(page: Page, width: number, path = '/', t = translator('en')): Promise<{ region: Locator; cards: Locator }> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  const region = page.getByRole('region', { name: t('Services') });
  await region.scrollIntoViewIfNeeded();
  // client:visible: the island drops its ssr attribute once React has hydrated it.
  await expect(page.locator('astro-island[component-url*="ServiceCarousel"]')).not.toHaveAttribute('ssr');
  await expect(region.getByRole('button', { name: t('Previous services') })).toBeDisabled();
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

/** Where the carousel changes how many cards it shows ([§9](docs/CONTRACT.md#9-constants): 1, 2 or 4 items from 0, 600 and 1000 px). */
const PER_VIEW = [
  [375, 1],
  [700, 2],
  [1280, 4],
] as const;

test.describe('the carousel', () => {
  test('shows 1, 2 and 4 cards at 375, 700 and 1280 px; Next and Previous move it a page at a time', async ({ page }) => {
    for (const [width, perView] of PER_VIEW) {
      await test.step(`${width} px: ${perView} card(s)`, async () => {
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
    }
  });

  test('the carousel moves with arrow keys and a mouse drag, without following the dragged link', async ({ page }) => {
    const { region } = await openCarousel(page, 1280);
    await region
      .getByRole('link', { name: /Read more/ })
      .first()
      .focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleCards(region)).not.toContain(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleCards(region)).toContain(0);

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

test.describe('notices', () => {
  test.use({ allowedFailedRequests: [/\/newsletter$/] });

  test('a success takes away an error toast still on screen (any form, here the newsletter)', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
    const email = form.getByRole('textbox', { name: 'Email address', exact: true });
    await email.fill('subscribed@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.notyf__toast--error')).toHaveText(['SorryThe email has already been taken.']);
    await email.fill(`reader.${Date.now().toString(36)}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.notyf__toast--success')).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
    await expect(page.locator('.notyf__toast--error')).toHaveCount(0);
  });
});

for (const language of ['fr', 'es'] as const) {
  test(`the home page in ${language}: Share's notice, the carousel's buttons and slides in the language of the text, nothing wider than 320 px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await page.goto(`/${language}`);
    // The page's text is the editors' translation when there is one (<main> unmarked), else English, marked.
    const t = translator((await page.locator('main').getAttribute('lang')) === 'en' ? 'en' : language);
    // A notice speaks the page's language, whatever its text's.
    await page.getByRole('button', { name: t('Share') }).click();
    await expect(toasts(page)).toHaveText([translator(language)('Text Copied !')]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WATCH_URL);

    const { region, cards } = await openCarousel(page, 1280, `/${language}`, t);
    await expect(region.getByRole('group', { name: t('{index} of {count}', { index: 1, count: 10 }) })).toBeVisible();
    await region.getByRole('button', { name: t('Next services') }).click();
    await expect.poll(() => visibleCards(region)).toEqual([4, 5, 6, 7]);
    await expect(region.getByRole('button', { name: t('Previous services') })).toBeEnabled();
    await expect(cards.nth(4).getByRole('link', { name: new RegExp(`^${t('Read more')}`) })).toHaveAttribute('href', /^\/(fr|es)\/services\//);

    await page.setViewportSize({ width: 320, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
