/**
 * One demo form in view at a time: the footer's request-demo form (§2) sits behind a "Request a demo"
 * disclosure. It is open on wider screens, closed on phones, and always closed on the pages that show a demo
 * form of their own (/request-a-demo, /whitelabel, /software-defined-parcs) or have just taken one (/thank-you,
 * /logout, /log-out). While closed, its island neither loads nor hydrates, so it asks the API for nothing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Pages with a demo form of their own, or right after one was sent. */
const OWN_DEMO = ['/request-a-demo', '/whitelabel', '/software-defined-parcs', '/thank-you', '/logout', '/log-out'];

const disclosure = (page: Page) => page.getByRole('contentinfo').locator('details.footer-demo');
const summary = (page: Page) => disclosure(page).locator('summary');
const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form', { has: page.getByRole('button', { name: 'Request a Demo' }) });
/** The footer's one island: the demo form. */
const footerIsland = (page: Page) => page.getByRole('contentinfo').locator('astro-island');

/** Scrolls to the bottom, gives a client:visible island time to wake, and says whether the footer's hydrated. */
async function footerHydratedAtBottom(page: Page): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1_000);
  return !(await footerIsland(page).evaluate((island) => island.hasAttribute('ssr')));
}

test('the built pages: open by default, closed on the pages with a demo form of their own or just taken', async ({ request }) => {
  for (const path of ['/', '/about-us', '/contact-us', '/services']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<details class="footer-demo" open data-footer-demo="auto"/);
  }
  for (const path of OWN_DEMO) {
    const html = await (await request.get(`${path}.html`)).text();
    expect(html, path).toMatch(/<details class="footer-demo" data-footer-demo="collapsed"/);
  }
});

test.describe('on a laptop', () => {
  test('open elsewhere, its summary toggles it by keyboard', async ({ page }) => {
    await page.goto('/about-us');
    await expect(disclosure(page)).toHaveJSProperty('open', true);
    await expect(summary(page)).toHaveText('Request a demo');
    await expect(page.getByRole('region', { name: 'Request a demo' })).toBeVisible();
    const form = footerForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(footerIsland(page)).not.toHaveAttribute('ssr');
    await summary(page).focus();
    await page.keyboard.press('Enter');
    await expect(disclosure(page)).toHaveJSProperty('open', false);
    await expect(form).toBeHidden();
    await page.keyboard.press(' ');
    await expect(disclosure(page)).toHaveJSProperty('open', true);
    await expect(form.getByLabel(/^Name/)).toBeVisible();
  });

  for (const path of OWN_DEMO.filter((p) => !p.startsWith('/log'))) {
    test(`closed on ${path}, and its island stays asleep`, async ({ page }) => {
      await page.goto(path);
      await expect(disclosure(page)).toHaveJSProperty('open', false);
      await expect(footerForm(page)).toBeHidden();
      expect(await footerHydratedAtBottom(page)).toBe(false);
      // The page's own form is the one demo form in view.
      await expect(page.locator('form:visible', { has: page.getByRole('button', { name: 'Request a Demo' }) })).toHaveCount(
        path === '/thank-you' ? 0 : 1,
      );
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('closed; nothing loads until the visitor opens it by keyboard, then the form hydrates and works', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(countries|services)$/.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
    });
    await page.goto('/about-us');
    await expect(disclosure(page)).toHaveJSProperty('open', false);
    await expect(footerForm(page)).toBeHidden();
    expect(await footerHydratedAtBottom(page)).toBe(false);
    expect(apiCalls).toEqual([]);

    await summary(page).focus();
    await page.keyboard.press('Enter');
    await expect(disclosure(page)).toHaveJSProperty('open', true);
    const form = footerForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(footerIsland(page)).not.toHaveAttribute('ssr');
    await expect(form.getByLabel(/^Country/).locator('option')).not.toHaveCount(1);
    expect(apiCalls.length).toBeGreaterThan(0);
  });

  test('the footer is short: closed, it adds no screens of fields to a page', async ({ page }) => {
    await page.goto('/about-us');
    const height = (await page.getByRole('contentinfo').boundingBox())!.height;
    await summary(page).click();
    const opened = (await page.getByRole('contentinfo').boundingBox())!.height;
    expect(opened - height).toBeGreaterThan(600);
  });

  for (const path of ['/', '/request-a-demo', '/thank-you']) {
    test(`closed on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(disclosure(page)).toHaveJSProperty('open', false);
    });
  }
});
