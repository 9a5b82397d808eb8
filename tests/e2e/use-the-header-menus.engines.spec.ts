/**
 * In every engine: the header's What We Do menu opens, lists its twelve links and takes the visitor to a
 * service; logged in, the account menu opens on Dashboard, Billing and Logout.
 */
import { engineTest as test, expect, pathOf, sessionFor, SERVICE_SLUGS, serviceName, signInTab, USERS } from './fixtures';

test.describe('the header menus', { tag: '@engines' }, () => {
  test('What We Do opens on its twelve links and one takes the visitor to its service', async ({ tab }) => {
    await tab.goto('/about-us');
    const menu = tab.getByRole('banner').locator('details[data-dropdown]').filter({ hasText: 'What We Do' });
    const links = menu.locator('.dropdown__panel a');
    await expect.poll(() => links.first().isVisible()).toBe(false);
    await menu.locator('summary').click();
    await expect.poll(() => links.first().isVisible()).toBe(true);
    expect(await links.count()).toBe(12);
    const slug = SERVICE_SLUGS[1];
    await menu.getByRole('link', { name: serviceName(slug), exact: true }).click();
    await expect.poll(() => pathOf(tab)).toBe(`/services/${slug}`);
    await expect.poll(() => tab.locator('h1').textContent()).toBe(serviceName(slug));
  });

  test('logged in, the account menu opens on Dashboard, Billing and Logout', async ({ tab, request }) => {
    await tab.goto('/about-us');
    await signInTab(tab, await sessionFor(request, USERS.partner));
    const banner = tab.getByRole('banner');
    const summary = banner.locator('.account__menu summary');
    await expect.poll(() => summary.textContent()).toMatch(/Hi,\s*Pat/);
    await summary.click();
    for (const name of ['Dashboard', 'Billing', 'Logout'])
      await expect.poll(() => banner.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    expect(await banner.getByRole('link', { name: 'Billing', exact: true }).getAttribute('href')).toBe('/billing');
  });
});
