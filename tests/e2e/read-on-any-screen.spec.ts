/**
 * Layout that must hold at every width: a checkbox sits on its label's first line,
 * card grids fill their rows at every width without a card left alone, the feature grids have headings, the
 * body column lines up with the hero, the heroes' text meets 4.5:1 on every colour of their gradient (axe's
 * color-contrast, and a check of each text colour against every stop of the gradient behind it), and each
 * service hero draws its product screen large and inside the page. Each test loops the widths it needs on one
 * page load. (The account avatar is checked in use-the-header.spec.ts, the billing table in read-billing.spec.ts;
 * sideways scroll on every route at 320, 390 and 1280 px is the route sweep's.)
 */
import type { Page } from '@playwright/test';
import { SCREEN_LABELS, type ScreenName } from '../../src/components/product-screens';
import { axeViolations, contentField, expect, installColourMaths, SERVICE_SLUGS, test, untilStill } from './fixtures';

test("the terms checkbox sits on its label's first line at 390 and 1280 px", async ({ page }) => {
  await page.goto('/request-trial');
  const box = page.getByRole('checkbox', { name: /I agree to the/ });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const offset = await box.evaluate((input) => {
      const label = document.querySelector(`label[for="${input.id}"]`)!;
      const line = parseFloat(getComputedStyle(label).lineHeight);
      const boxRect = input.getBoundingClientRect();
      const labelTop = label.getBoundingClientRect().top;
      return boxRect.top + boxRect.height / 2 - (labelTop + line / 2);
    });
    expect(Math.abs(offset), `${width} px`).toBeLessThanOrEqual(2);
  }
});

/** Every page with a card grid (.grid). */
const GRID_PAGES = [
  '/',
  '/services',
  '/solutions',
  '/airport-parking',
  '/whitelabel',
  '/software-defined-parcs',
  `/services/${SERVICE_SLUGS[0]}`,
  '/industries',
  '/industries/airports',
  '/integrations',
  '/resources',
  '/resources/parcs-upgrade-or-touchless',
];

/** The rows of every .grid on the page: how many cards, and how much of the grid's width they leave empty. */
async function gridRows(page: Page) {
  return page.locator('.grid').evaluateAll((grids) =>
    grids.map((grid) => {
      const box = grid.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const card of grid.children) {
        const rect = card.getBoundingClientRect();
        const top = Math.round(rect.top);
        rows.set(top, [...(rows.get(top) ?? []), rect]);
      }
      return [...rows.values()].map((cards) => ({
        cards: cards.length,
        gap: Math.round(box.width - (Math.max(...cards.map((card) => card.right)) - Math.min(...cards.map((card) => card.left)))),
      }));
    }),
  );
}

// @full: every width from 360 to 1440 px; npm test keeps the sweep's three widths.
test('card grids fill their rows and leave no card alone, on every page with one, from 360 to 1440 px', { tag: '@full' }, async ({ page }) => {
  for (const path of GRID_PAGES) {
    await page.goto(path);
    for (const width of [360, 390, 600, 768, 900, 1024, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const grids = await gridRows(page);
      expect(grids.length, `${path}: grids on the page`).toBeGreaterThan(0);
      for (const rows of grids) {
        const label = `${path} at ${width} px: rows ${JSON.stringify(rows.map((row) => row.cards))}`;
        for (const row of rows) expect(row.gap, `${label}: a row leaves room`).toBeLessThanOrEqual(1);
        const oneColumn = rows.every((row) => row.cards === 1);
        if (!oneColumn)
          expect(
            rows.filter((row) => row.cards === 1),
            `${label}: a card alone`,
          ).toEqual([]);
      }
    }
  }
});

// @full: sixteen grids drawn in the page; the card grids of the real pages are the test above's.
test(
  'a grid of any count from 1 to 16 cards fills its rows; only 7, 13… cards leave one alone, across its row',
  { tag: '@full' },
  async ({ page }) => {
    await page.goto('/services');
    for (let count = 1; count <= 16; count++) {
      // A stand-in list of `count` cards in the page's own .grid list.
      await page
        .locator('main .grid')
        .first()
        .evaluate((grid, n) => {
          const card = grid.firstElementChild!;
          grid.replaceChildren(...Array.from({ length: n }, () => card.cloneNode(true)));
        }, count);
      for (const width of [390, 600, 900, 1100, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const rows = (await gridRows(page))[0]!;
        const label = `${count} cards at ${width} px: rows ${JSON.stringify(rows.map((row) => row.cards))}`;
        for (const row of rows) expect(row.gap, `${label}: a row leaves room`).toBeLessThanOrEqual(1);
        const alone = rows.filter((row) => row.cards === 1).length;
        if (rows.some((row) => row.cards > 1)) expect(alone, `${label}: a card alone`).toBe(count % 6 === 1 ? alone : 0);
      }
    }
  },
);

test('the footer stays within 2,000 px on a 390 px phone: its link lists sit two to a row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  const box = await footer.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(2000);
  // Services and Company side by side, Resources below.
  const [services, company, resources] = await Promise.all(
    ['Services', 'Company', 'Resources'].map((name) => footer.getByRole('navigation', { name }).boundingBox()),
  );
  expect(company?.y).toBe(services?.y);
  expect(company?.x).toBeGreaterThan((services?.x ?? 0) + (services?.width ?? 0));
  expect(resources?.y).toBeGreaterThan((services?.y ?? 0) + (services?.height ?? 0));
});

test('feature grids have headings that name their section', async ({ page }) => {
  for (const path of ['/airport-parking', '/whitelabel', '/software-defined-parcs']) {
    await page.goto(path);
    const features = page.locator('ul.features');
    await expect(features, path).toHaveCount(1);
    const section = page.locator('section', { has: features });
    const heading = section.getByRole('heading', { level: 2 });
    await expect(heading, path).toBeVisible();
    await expect(section, path).toHaveAccessibleName((await heading.textContent())!.trim());
  }
});

/** Pages and their body column: the text, or the form or list that follows the hero. */
const BODY_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['/', 'main .prose'],
  ['/about-us', 'main .prose'],
  [`/services/${SERVICE_SLUGS[0]}`, 'main .prose'],
  ['/airport-parking', 'main .prose'],
  ['/whitelabel', 'main .form-panel'],
  ['/software-defined-parcs', 'main .form-panel'],
  ['/request-trial', 'main .trial-column'],
  ['/forgot-password', 'main .form-panel'],
  ['/career', 'main .jobs'],
];

// @full: a layout audit of every kind of page at two widths.
test('the body column lines up with the hero at 390 and 1280 px', { tag: '@full' }, async ({ page }) => {
  const offsets: string[] = [];
  for (const [path, column] of BODY_COLUMNS) {
    await page.goto(path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const heroLeft = (await page.locator('main h1').boundingBox())!.x;
      const body = page.locator(column).first();
      await expect(body, `${path}: ${column}`).toBeVisible();
      const left = (await body.boundingBox())!.x;
      if (Math.abs(left - heroLeft) > 1) offsets.push(`${path} at ${width} px: ${column} starts at ${left}px, the hero at ${heroLeft}px`);
    }
  }
  expect(offsets).toEqual([]);
});

/**
 * Runs in the page: every text element of the hero (.home-hero or .page-hero) whose background is the hero's
 * gradient, against every colour stop of it (a transparent stop shows the colour under it): the lowest ratio.
 */
function heroTextContrast(): Array<{ text: string; ratio: number }> {
  const { parse, over, contrast } = window.colour;
  const hero = document.querySelector<HTMLElement>('.home-hero, .page-hero')!;
  // The gradient's stops over the page's white: its extremes, between which every point of it lies.
  const stops = parse(getComputedStyle(hero).backgroundImage).map((stop) => over(stop, [255, 255, 255, 1]));
  const results: Array<{ text: string; ratio: number }> = [];
  for (const element of hero.querySelectorAll<HTMLElement>('h1, p, a, span, li')) {
    const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    if (!own || element.closest('.visually-hidden') || !element.checkVisibility()) continue;
    // Only text straight on the gradient: no opaque background between it and the hero.
    let onGradient = true;
    for (let node: HTMLElement | null = element; node && node !== hero; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor)[0];
      if (colour && colour[3] > 0) onGradient = false;
    }
    if (!onGradient) continue;
    const text = parse(getComputedStyle(element).color)[0]!;
    results.push({ text: element.textContent.trim().slice(0, 40), ratio: Math.min(...stops.map((stop) => contrast(over(text, stop), stop))) });
  }
  return results;
}

test('hero text meets 4.5:1 wherever the gradient puts it, at 375 and 1280 px', async ({ page }) => {
  await installColourMaths(page);
  for (const path of ['/', '/about-us', '/request-a-demo', `/services/${SERVICE_SLUGS[0]}`]) {
    await page.goto(path);
    for (const width of [375, 1280]) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        // Colours read at rest: a width may change a style that eases (a button's colours) on its way.
        await untilStill(page);
        const texts = await page.evaluate(heroTextContrast);
        expect(texts.length).toBeGreaterThan(1);
        expect(texts.filter((text) => text.ratio < 4.5)).toEqual([]);
        expect(await axeViolations(page, { within: '.home-hero, .page-hero', rules: ['color-contrast'] })).toEqual([]);
      });
    }
  }
});

// @full: twelve service pages at two widths; the screens' markup is a build check (tests/build/product-screens.test.ts).
test('each service hero draws its product screen large and inside the page at 390 and 1280 px', { tag: '@full' }, async ({ page }) => {
  for (const slug of SERVICE_SLUGS) {
    const screen = contentField(`services/${slug}.md`, 'screen') as ScreenName;
    await page.goto(`/services/${slug}`);
    const hero = page.locator('section', { has: page.locator('h1') });
    const drawing = hero.getByRole('img', { name: SCREEN_LABELS[screen], exact: true });
    for (const width of [390, 1280]) {
      await test.step(`/services/${slug} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(drawing).toBeVisible();
        const box = await drawing.boundingBox();
        expect(box?.width).toBeGreaterThan(width === 390 ? 300 : 400);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});
