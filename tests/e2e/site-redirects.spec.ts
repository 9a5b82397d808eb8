/**
 * The redirects and rewrites of the route table (src/lib/routes.ts → dist/_redirects), as the browser
 * sees them and as HTTP answers. External targets are the sandbox's stand-in pages (tests/env.ts).
 */
import { expect, pageHeading, test } from './fixtures';
import { SITE_ORIGIN, TEST_BUILD_ENV } from '../env';

test.describe('in the browser', () => {
  test('/news goes to the news site', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveURL(TEST_BUILD_ENV.PUBLIC_NEWS_URL);
    await expect(page.locator('h1')).toHaveText('Stand-in for news');
  });

  test('/ParkNPlay goes to the touchless-gate page', async ({ page }) => {
    await page.goto('/ParkNPlay');
    await expect(page).toHaveURL(TEST_BUILD_ENV.PUBLIC_PARKNPLAY_URL);
    await expect(page.locator('h1')).toHaveText('Stand-in for touchless-gate');
  });

  test('/ParkNPlay/{id} goes to the citation page with the id URL-encoded', async ({ page }) => {
    await page.goto('/ParkNPlay/ABC%20123');
    await expect(page).toHaveURL(`${TEST_BUILD_ENV.PUBLIC_PARKNPLAY_CITATION_URL}/ABC%20123`);
    await expect(page.locator('h1')).toHaveText('Stand-in for citation/ABC 123');
  });

  test('/ParkNPlay/{id} keeps a slash inside the id encoded as one path segment', async ({ page }) => {
    await page.goto('/ParkNPlay/A%2FB');
    await expect(page).toHaveURL(`${TEST_BUILD_ENV.PUBLIC_PARKNPLAY_CITATION_URL}/A%2FB`);
  });

  for (const path of ['/no-such-page', '/services/no-such-service', '/parknplay', '/make-payment', '/News', '/page']) {
    test(`${path} is unknown (paths are case-sensitive) and ends at /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
      await expect(page.locator('h1')).toHaveText(pageHeading('home'));
    });
  }

  test('/make-Payment is served by the payment page (not the catch-all): without an order it goes to /request-trial', async ({ page }) => {
    // The catch-all would end at /; the payment page without navigation state goes back to the trial page.
    await page.goto('/make-Payment');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/request-trial`);
    await expect(page.locator('h1')).toHaveText(pageHeading('request-trial'));
  });

  for (const [base, id] of [
    ['/reset-password', 'reset-password'],
    ['/generate-new-password', 'generate-new-password'],
  ] as const) {
    test(`${base}/{token} keeps its URL and shows its page`, async ({ page }) => {
      // Served at its own URL (a rewrite, no redirect), so the page can read the token from it…
      const response = await page.goto(`${base}/abc`);
      expect(response?.status()).toBe(200);
      expect(response?.url()).toBe(`${SITE_ORIGIN}${base}/abc`);
      await expect(page.locator('h1')).toHaveText(pageHeading(id));
      // …and once read, the token leaves the address bar (issue 10).
      await expect(page).toHaveURL(`${SITE_ORIGIN}${base}`);
    });
  }
});

test.describe('as HTTP answers', () => {
  const redirects: ReadonlyArray<readonly [path: string, location: string]> = [
    ['/news', TEST_BUILD_ENV.PUBLIC_NEWS_URL],
    ['/ParkNPlay', TEST_BUILD_ENV.PUBLIC_PARKNPLAY_URL],
    ['/ParkNPlay/ABC%20123', `${TEST_BUILD_ENV.PUBLIC_PARKNPLAY_CITATION_URL}/ABC%20123`],
    ['/no-such-page', '/'],
    ['/parknplay', '/'],
    ['/make-payment', '/'],
  ];
  for (const [path, location] of redirects) {
    test(`${path} answers 302 to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe(location);
    });
  }

  const pages: ReadonlyArray<readonly [path: string, contentId: string]> = [
    ['/make-Payment', 'payment'],
    ['/payment', 'payment'],
    ['/reset-password/abc', 'reset-password'],
    ['/generate-new-password/abc', 'generate-new-password'],
    ['/about-us', 'about-us'],
  ];
  for (const [path, id] of pages) {
    test(`${path} answers 200 with its page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(await response.text())?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
      expect(h1).toBe(escapeHtml(pageHeading(id)));
    });
  }
});

/** Text as Astro writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
