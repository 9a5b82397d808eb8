/**
 * /contact-us's map: a click-to-load facade. No request to the map provider until the visitor asks; then
 * the configured embed (PUBLIC_MAP_EMBED_URL) loads in place, allowed by this page's CSP and no other's.
 * The provider is routed to a local page: nothing leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { TEST_BUILD_ENV } from '../env';
import { axeViolations, expect, test } from './fixtures';

const EMBED = TEST_BUILD_ENV.PUBLIC_MAP_EMBED_URL;
const PROVIDER = new URL(EMBED).origin;
const settings = readFileSync(new URL('../../content/settings/site.yaml', import.meta.url), 'utf8');
const setting = (name: string) => new RegExp(`^\\s+${name}: "?([^"\\n]+)"?$`, 'm').exec(settings)?.[1] ?? '';

/** The frame-src of a page's meta policy. */
async function frameSrc(page: import('@playwright/test').Page): Promise<string[]> {
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  return /frame-src ([^;]+)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
}

test('the map loads from the provider only when asked, with the configured embed and no CSP violation', async ({ page }) => {
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === PROVIDER) providerRequests.push(request.url());
  });
  await page.route(`${PROVIDER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Stand-in map of the office</p>' }),
  );

  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(providerRequests).toEqual([]);
  await expect(page.locator('contact-map iframe')).toHaveCount(0);

  // The address and the directions link are there without the map.
  const office = page.getByRole('region', { name: 'Our office' });
  await expect(office.getByText(setting('street'))).toBeVisible();
  await expect(office.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', setting('mapUrl'));
  await expect(office.getByText(`The live map loads from ${new URL(EMBED).hostname} when you ask for it.`)).toBeVisible();

  const box = await page.locator('.contact-map__frame').boundingBox();
  const show = office.getByRole('button', { name: 'Show the live map' });
  await show.focus();
  await page.keyboard.press('Enter');

  const map = page.locator('contact-map iframe');
  await expect(map).toHaveAttribute('src', EMBED);
  await expect(map).toHaveAttribute('title', /^Map of the /);
  await expect(map).toBeFocused();
  await expect(page.frameLocator('contact-map iframe').getByText('Stand-in map of the office')).toBeVisible();
  expect(providerRequests).toEqual([EMBED]);
  await expect(show).toHaveCount(0);
  // The map takes the drawing's place: the box keeps its size.
  const after = await page.locator('.contact-map__frame').boundingBox();
  expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);
  expect(await axeViolations(page)).toEqual([]);
});

test("the provider's origin is allowed in frame-src on /contact-us only", async ({ page }) => {
  await page.goto('/contact-us');
  expect(await frameSrc(page)).toContain(PROVIDER);
  for (const path of ['/', '/about-us', '/request-a-demo']) {
    await page.goto(path);
    expect(await frameSrc(page), path).not.toContain(PROVIDER);
  }
});
