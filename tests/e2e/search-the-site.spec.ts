/**
 * Search across the site: the header's Search link opens the search dialog (by pointer, `/` and Ctrl+K), a
 * query shows typed results with the match marked and their number announced, the arrow keys move through them,
 * Enter opens one, Escape closes and gives focus back to the Search link; nothing of search loads before the
 * dialog opens; without script the link leads to /search. The `@engines` tests run in Firefox and WebKit too
 * (tab of fixtures/engines.ts); the Search event that measurement sends is checked on a build with a collector
 * (measure-visits-and-conversions.own-build.spec.ts).
 */
import type { Page } from '@playwright/test';
import {
  axeViolations,
  engineTest,
  expect,
  faintIndicators,
  installColourMaths,
  pathOf,
  SERVICE_SLUGS,
  serviceName,
  test,
  type Tab,
} from './fixtures';
import { translator } from '../../src/i18n/translate';

const SLUG = SERVICE_SLUGS[0];
const QUERY = serviceName(SLUG);

/** The requests of anything of search: the dialog's code and styles, Pagefind's script, index and WebAssembly. */
const SEARCH_FILES = /\/_astro\/dialog\.|\/pagefind\//;

/** Opens the dialog with the Search link and types the query; resolves once the results are announced. */
async function searchFor(page: Page, query: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox', { name: 'Search the site' }).fill(query);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?/);
  return dialog;
}

test('nothing of search loads before the dialog opens; a query finds the service first, typed and marked', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => SEARCH_FILES.test(url))).toEqual([]);

  const dialog = await searchFor(page, QUERY);
  const first = dialog.getByRole('list', { name: 'Results' }).getByRole('link').first();
  await expect(first).toHaveAttribute('href', `/services/${SLUG}`);
  await expect(first.locator('.search-dialog__type')).toHaveText('Service');
  await expect(first.locator('.search-dialog__title')).toHaveText(QUERY);
  await expect(first.locator('.search-dialog__excerpt mark').first()).toBeVisible();
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

/** The tests' own page in three languages (tests/fixtures/content/pages/in-three-languages.*.md), by its heading in each. */
const IN_THREE_LANGUAGES = { fr: 'Une page, trois langues', es: 'Una página, tres idiomas' } as const;

for (const language of ['fr', 'es'] as const) {
  test(`on a page in ${language}, the dialog speaks the language, finds that language's pages and names their type in it`, async ({ page }) => {
    const t = translator(language);
    await page.goto(`/${language}/in-three-languages`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Search') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('Search the site') });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveAttribute('lang', /./);
    await expect(dialog.getByRole('button', { name: t('Close') })).toBeVisible();
    await expect(dialog.getByRole('link', { name: t('Browse every section of the site') })).toHaveAttribute('href', `/${language}/search`);
    const field = dialog.getByRole('searchbox', { name: t('Search the site') });
    await field.fill(IN_THREE_LANGUAGES[language]);
    // '1 result' or 'N results' as the language writes them.
    const count = t('{count} results')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{count}', '\\d+');
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^(${t('1 result')}|${count})$`));
    const results = dialog.getByRole('list', { name: t('Results') }).getByRole('link');
    const found = results.filter({ has: page.locator('.search-dialog__title', { hasText: IN_THREE_LANGUAGES[language] }) });
    await expect(found).toHaveAttribute('href', `/${language}/in-three-languages`);
    await expect(found.locator('.search-dialog__type')).toHaveText(t('Page'));
    // That language's index only: every result is a page of the language.
    for (const href of await results.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^/${language}(/|$)`));
    await field.fill('zqxjkvw');
    await expect(dialog.getByRole('status')).toHaveText(t('No results'));
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the Search link leads to /search, which lists every section', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('/search');
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sections.filter({ hasText: 'Services' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: QUERY, exact: true })).toHaveAttribute('href', `/services/${SLUG}`);
  });
});

test.describe('the dialog', { tag: '@full' }, () => {
  test('Ctrl+K opens it anywhere; / opens it outside a text field only', async ({ page }) => {
    await page.goto('/contact-us');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await page.getByRole('main').getByRole('textbox').first().click();
    await page.keyboard.press('/');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
  });

  test('Tab stays inside it, each stop with a visible focus indicator, and axe finds nothing, at 1280 and 320 px', async ({ page }) => {
    await installColourMaths(page);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/about-us');
      const dialog = await searchFor(page, QUERY);
      const stops = 2 + (await dialog.getByRole('link').count());
      for (let press = 0; press < stops + 2; press += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))), `Tab ${press} at ${width}px`).toBe(true);
      }
      expect(await faintIndicators(page, { within: 'dialog' }), `${width}px`).toEqual([]);
      expect(await axeViolations(page), `${width}px`).toEqual([]);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${width}px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    }
  });
});

/** The dialog in a tab of any engine. */
const dialogOf = (tab: Tab) => tab.getByRole('dialog', { name: 'Search the site' });
const focusedIs = (tab: Tab, selector: string) => tab.evaluate((css) => document.activeElement?.matches(css) ?? false, selector);

engineTest.describe('search in every engine', { tag: '@engines' }, () => {
  engineTest('the Search link and / open the dialog; Escape closes it and focus returns to the link', async ({ tab }) => {
    await tab.goto('/about-us');
    await tab.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect.poll(() => dialogOf(tab).isVisible()).toBe(true);
    await expect.poll(() => focusedIs(tab, '#search-dialog-input')).toBe(true);
    await tab.keyboard.press('Escape');
    await expect.poll(() => dialogOf(tab).isVisible()).toBe(false);
    await expect.poll(() => focusedIs(tab, '[data-search-open]')).toBe(true);

    await tab.keyboard.press('/');
    await expect.poll(() => dialogOf(tab).isVisible()).toBe(true);
    await tab.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialogOf(tab).isVisible()).toBe(false);
    await expect.poll(() => focusedIs(tab, '[data-search-open]')).toBe(true);
  });

  engineTest('a query announces its results; the arrows move through them and Enter opens one', async ({ tab }) => {
    await tab.goto('/about-us');
    await tab.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    const field = tab.locator('#search-dialog-input');
    await expect.poll(() => focusedIs(tab, '#search-dialog-input')).toBe(true);
    await field.fill(QUERY);
    await expect.poll(() => tab.locator('#search-dialog-status').textContent()).toMatch(/^\d+ results?/);
    expect(await tab.locator('#search-dialog-status').getAttribute('role')).toBe('status');
    expect(await tab.locator('.search-dialog__result').first().getAttribute('href')).toBe(`/services/${SLUG}`);

    await tab.keyboard.press('ArrowDown');
    await expect.poll(() => focusedIs(tab, '.search-dialog__results li:first-child a')).toBe(true);
    await tab.keyboard.press('ArrowDown');
    await expect.poll(() => focusedIs(tab, '.search-dialog__results li:nth-child(2) a')).toBe(true);
    await tab.keyboard.press('ArrowUp');
    await tab.keyboard.press('ArrowUp');
    await expect.poll(() => focusedIs(tab, '#search-dialog-input')).toBe(true);
    await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('Enter');
    await expect.poll(() => pathOf(tab)).toBe(`/services/${SLUG}`);
  });
});
