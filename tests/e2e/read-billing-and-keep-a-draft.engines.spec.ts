/**
 * In every engine: the home page's carousel moves; a logged-in partner reads /billing's rows, pages through
 * them and views an invoice; what a visitor typed into a form is there again after a reload.
 */
import { engineTest as test, expect, sessionFor, signInTab, tabForm, USERS } from './fixtures';

test.describe.configure({ timeout: 180_000 });

test.describe('the carousel, billing and drafts', { tag: '@engines' }, () => {
  test('the home carousel moves with Next and Previous', async ({ tab }) => {
    await tab.goto('/');
    const region = tab.getByRole('region', { name: 'Services' });
    await region.scrollIntoViewIfNeeded();
    const previous = region.getByRole('button', { name: 'Previous services' });
    const next = region.getByRole('button', { name: 'Next services' });
    // The first card in view, by its index among the slides.
    const firstInView = () =>
      tab.evaluate(() => {
        const viewport = document.querySelector('.carousel__viewport')?.getBoundingClientRect();
        const cards = [...document.querySelectorAll('.carousel__slide .service-card')];
        return viewport ? cards.findIndex((card) => card.getBoundingClientRect().left >= viewport.left - 1) : -1;
      }, null);
    // At 1280 px four cards show (§9): Next moves on by four, Previous back.
    await expect.poll(() => tab.locator('astro-island[component-url*="ServiceCarousel"]').getAttribute('ssr')).toBeNull();
    await expect.poll(() => previous.isEnabled()).toBe(false);
    expect(await firstInView()).toBe(0);
    await next.click();
    await expect.poll(firstInView).toBe(4);
    await expect.poll(() => previous.isEnabled()).toBe(true);
    await previous.click();
    await expect.poll(firstInView).toBe(0);
  });

  test('/billing shows the rows, pages on, and views an invoice', async ({ tab, request }) => {
    await tab.goto('/about-us');
    await signInTab(tab, await sessionFor(request, USERS.partner));
    await tab.goto('/billing');
    const rows = tab.locator('.billing__table tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(() => rows.first().textContent()).toContain('1001');
    await tab.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('1011');
    await tab.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('1001');

    await tab.getByRole('button', { name: 'View invoice 1001' }).click();
    const viewer = tab.getByRole('dialog', { name: 'Invoice 1001' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await expect
      .poll(() => tab.evaluate(() => document.querySelector<HTMLImageElement>('dialog[open] img')?.naturalWidth ?? 0, null))
      .toBeGreaterThan(0);
    expect(await viewer.getByRole('img').getAttribute('src')).toMatch(/^blob:/);
  });

  test('what was typed into the contact form is there after a reload', async ({ tab }) => {
    await tab.goto('/contact-us');
    let form = await tabForm(tab, 'Contact us');
    await form.getByRole('textbox', { name: 'First name' }).fill('José');
    await form.getByRole('textbox', { name: 'Message' }).fill('Three garages downtown.');
    await tab.reload();
    form = await tabForm(tab, 'Contact us');
    await expect.poll(() => form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('José');
    await expect.poll(() => form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Three garages downtown.');
    await expect.poll(() => form.getByRole('status').filter({ hasText: 'We filled in what you typed here earlier.' }).count()).toBe(1);
  });
});
