/**
 * axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every route of the routes table at desktop width,
 * on the home page at 375 px, and with the What We Do menu and the mobile navigation open.
 * Zero violations; a failure lists each rule with the elements it found.
 */
import { axeViolations as violations, expect, keepLocal, SITE_ROUTES, test, whatWeDoMenu } from './fixtures';

// An axe run takes a few seconds per page, more on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of SITE_ROUTES) {
    test.describe(() => {
      test.use({ allowedFailedRequests: route.thirdParty ?? [] });

      test(`${route.path} has no axe violations`, async ({ page }) => {
        await keepLocal(page);
        await page.goto(route.path);
        await expect(page).toHaveURL((url) => url.pathname === route.finalPath);
        await expect(page.locator('h1')).toHaveText(route.h1);
        expect(await violations(page)).toEqual([]);
      });
    });
  }

  test('the open What We Do menu has no axe violations', async ({ page }) => {
    await page.goto('/');
    const menu = whatWeDoMenu(page);
    await menu.summary.click();
    await expect(menu.details).toHaveAttribute('open', '');
    await expect(menu.links.first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the home page has no axe violations', async ({ page }) => {
    await page.goto('/');
    expect(await violations(page)).toEqual([]);
  });

  test('the open navigation with What We Do open has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = whatWeDoMenu(page);
    await menu.summary.click();
    await expect(menu.details).toHaveAttribute('open', '');
    await expect(menu.links.first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
