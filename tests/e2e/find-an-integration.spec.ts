/**
 * A visitor finds the integrations of one kind on /integrations: by keyboard, with JavaScript (the filter marks
 * the current kind and says what it shows) and without it (anchors and CSS alone show the one kind); from an
 * address with a kind in its hash; back to every kind; and from a service page's list of integrations.
 * (The end-to-end build publishes the sample integrations; a production build leaves them out, which
 * tests/build/integrations.test.ts holds.)
 */
import type { Locator, Page } from '@playwright/test';
import { contentData, contentFiles, expect, test } from './fixtures';

const KINDS = ['parcs', 'alpr', 'payments', 'accounting', 'access', 'marketplaces'] as const;
const INTEGRATIONS = contentFiles('integrations').map((id) => ({
  id,
  ...(contentData(`integrations/${id}.yaml`) as { name: string; kind: string }),
}));
const count = (kind: string) => INTEGRATIONS.filter((entry) => entry.kind === kind).length;

const filterLink = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Filter by kind' }).getByRole('link', { name });
const section = (page: Page, kind: string) => page.locator(`section#kind-${kind}`);

/** Presses Tab (or Shift+Tab) until the locator has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/** Only the kind's section is shown (every kind's when `kind` is undefined): the kinds whose section is visible, in order. */
async function expectShown(page: Page, kind?: string): Promise<void> {
  const visible = () =>
    page.locator('section.kind').evaluateAll((sections) => sections.filter((element) => element.checkVisibility()).map((element) => element.id));
  await expect.poll(visible).toEqual(KINDS.filter((other) => kind === undefined || other === kind).map((other) => `kind-${other}`));
}

// Many steps by keyboard on a machine shared with other builds: time enough, whatever its load.
test.slow();

test('every kind of the issue is on the page, each with its integrations', async ({ page }) => {
  await page.goto('/integrations');
  await expectShown(page);
  const shown = await page
    .locator('section.kind')
    .evaluateAll((sections) => sections.map((element) => [element.id, element.querySelectorAll('article').length]));
  expect(shown).toEqual(KINDS.map((kind) => [`kind-${kind}`, count(kind)]));
  for (const kind of KINDS) expect(count(kind), kind).toBeGreaterThan(0);
});

test.describe('with JavaScript', () => {
  test('Enter on a kind shows that kind alone, marks it current and says so; the next Tab lands in its list', async ({ page }) => {
    await page.goto('/integrations');
    const all = filterLink(page, /^All kinds/);
    // The script marks "All kinds" as the current filter while no kind is chosen.
    await expect(all).toHaveAttribute('aria-current', 'true');
    const alpr = filterLink(page, /^ALPR cameras/);
    await tabTo(page, alpr);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/integrations#kind-alpr$/);
    await expectShown(page, 'alpr');
    await expect(alpr).toHaveAttribute('aria-current', 'true');
    await expect(all).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('status')).toHaveText(`Showing ${count('alpr')} integrations of ${INTEGRATIONS.length}: ALPR cameras.`);

    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(section(page, 'alpr').locator(':focus')).toHaveCount(1);
    await expect(focused).toBeVisible();

    // Back up to the filter and to every kind, by keyboard too.
    await tabTo(page, all, 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/integrations#all-kinds$/);
    await expectShown(page);
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('status')).toHaveText(`Showing all ${INTEGRATIONS.length} integrations.`);
  });

  test('the Back button returns to the kind shown before, and the filter follows the address', async ({ page }) => {
    await page.goto('/integrations');
    await filterLink(page, /^Payment processors/).click();
    await expectShown(page, 'payments');
    await filterLink(page, /^Accounting/).click();
    await expectShown(page, 'accounting');
    await page.goBack();
    await expect(page).toHaveURL(/#kind-payments$/);
    await expectShown(page, 'payments');
    await expect(filterLink(page, /^Payment processors/)).toHaveAttribute('aria-current', 'true');
  });

  test('an address with a kind opens on that kind, marked current', async ({ page }) => {
    await page.goto('/integrations#kind-marketplaces');
    await expectShown(page, 'marketplaces');
    await expect(filterLink(page, /^Mapping and reservation marketplaces/)).toHaveAttribute('aria-current', 'true');
  });

  test("a service page's integrations lead to their kind on /integrations", async ({ page }) => {
    await page.goto('/services/parking-enforcement-system');
    const aside = page.getByRole('complementary', { name: 'Industries and integrations' });
    for (const entry of INTEGRATIONS.filter((candidate) => candidate.kind === 'alpr')) {
      const listed = (contentData(`integrations/${entry.id}.yaml`)['services'] as string[]).includes('parking-enforcement-system');
      if (listed) await expect(aside).toContainText(entry.name);
    }
    await aside.getByRole('link', { name: 'ALPR cameras' }).click();
    await expect(page).toHaveURL(/\/integrations#kind-alpr$/);
    await expectShown(page, 'alpr');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter on a kind still shows that kind alone, and All kinds shows them all again', async ({ page }) => {
    await page.goto('/integrations');
    await expectShown(page);
    const payments = filterLink(page, /^Payment processors/);
    await tabTo(page, payments);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/integrations#kind-payments$/);
    await expectShown(page, 'payments');
    // Nothing marks the link current without the script: the section's heading says which kind is shown.
    await expect(payments).not.toHaveAttribute('aria-current');
    await page.keyboard.press('Tab');
    await expect(section(page, 'payments').locator(':focus')).toHaveCount(1);

    await filterLink(page, /^All kinds/).click();
    await expectShown(page);
  });

  test('an address with a kind opens on that kind', async ({ page }) => {
    await page.goto('/integrations#kind-access');
    await expectShown(page, 'access');
  });
});
