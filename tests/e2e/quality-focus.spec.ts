/**
 * Visible focus (WCAG 2.4.11, 2.4.7): Tab goes through every route, and the indicator of each control it
 * reaches must be there and stand out from what is around it by at least 3:1. The indicator is the outline
 * plus any solid box-shadow ring (a two-tone ring passes when one of its colours does); what is around it is
 * the background behind the control, found by walking up from its parent to the first opaque background, or
 * every stop of a gradient on the way (the hero's), so a ring must show on each of them.
 */
import type { Page } from '@playwright/test';
import { expect, installColourMaths, keepLocal, type Rgba, sessionFor, SITE_ROUTES, test, USERS, useSession } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await installColourMaths(page);
});

/** What the page says about the focused control: its name and, when its indicator is too faint, why. */
interface FocusReport {
  readonly key: string;
  readonly problem: string | null;
}

/** Runs in the page: measures the indicator of document.activeElement (see the file's comment). */
function measureFocus(): FocusReport | null {
  const { parse, over, contrast } = window.colour;
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  const key = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || (element as HTMLInputElement).name || element.id}"`;

  /** The colours behind `start`: the first opaque background up the tree, with every gradient stop on the way. */
  const backgrounds = (start: Element | null): Rgba[] => {
    const layers: Rgba[][] = [];
    for (let node = start; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
      const colour = parse(style.backgroundColor)[0];
      if (stops.length) layers.push(stops);
      if (colour && colour[3] > 0) {
        layers.push([colour]);
        if (colour[3] === 1) break;
      }
    }
    // Compose from the bottom (the page's white when nothing is opaque) up; each stop may be see-through.
    let result: Rgba[] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((bottom) => over(top, bottom)));
    return result;
  };

  const style = getComputedStyle(element);
  const rings: Rgba[] = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) rings.push(...parse(style.outlineColor));
  // Solid rings drawn with box-shadow: "rgb(…) 0px 0px 0px 6px" (no offset, no blur, a spread of 2px or more).
  for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
    const lengths = shadow
      .replace(/rgba?\([^)]*\)/, '')
      .trim()
      .split(/\s+/)
      .map(parseFloat);
    if (!shadow.includes('inset') && lengths.length === 4 && lengths[0] === 0 && lengths[1] === 0 && lengths[2] === 0 && lengths[3]! >= 2)
      rings.push(...parse(shadow));
  }
  if (rings.length === 0) return { key, problem: 'no outline or ring' };
  const behind = backgrounds(element.parentElement);
  const worst = Math.min(...behind.map((background) => Math.max(...rings.map((ring) => contrast(over(ring, background), background)))));
  return { key, problem: worst < 3 ? `indicator ${worst.toFixed(2)}:1 against what is around it` : null };
}

/** Tabs through the whole page (at most `limit` stops, until focus comes back round) and lists every faint indicator. */
async function faintIndicators(page: Page, limit = 150): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  let first: string | undefined;
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(measureFocus);
    if (!report) continue;
    // Back at the first control: the whole page has been visited.
    if (report.key === first) break;
    first ??= report.key;
    seen.add(report.key);
    if (report.problem) problems.push(`${report.key}: ${report.problem}`);
  }
  expect(seen.size, 'controls reached by Tab').toBeGreaterThan(3);
  return [...new Set(problems)];
}

test.describe('every focusable control shows a focus indicator of at least 3:1', () => {
  for (const route of SITE_ROUTES) {
    // Routes that send a visitor elsewhere are measured where they end.
    if (route.thirdParty || route.finalPath !== route.path) continue;
    test(route.path, async ({ page }) => {
      await keepLocal(page);
      await page.goto(route.path);
      await page.waitForLoadState('load');
      expect(await faintIndicators(page)).toEqual([]);
    });
  }

  test('/billing logged in, with its rows', async ({ page, request }) => {
    await useSession(page, await sessionFor(request, USERS.partner));
    await page.goto('/billing');
    await expect(page.locator('.billing__table tbody tr')).toHaveCount(10, { timeout: 15_000 });
    expect(await faintIndicators(page)).toEqual([]);
  });

  test('the footer demo form, open on a white card in the dark footer', async ({ page }) => {
    await page.goto('/about-us');
    const name = page.getByRole('contentinfo').getByLabel(/^Name/);
    await name.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(measureFocus)).toEqual({ key: expect.stringContaining('input'), problem: null });
  });

  test('the video play button on the dark poster', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Play video/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const report = await page.evaluate(measureFocus);
    expect(report?.key).toContain('Play video');
    expect(report?.problem).toBeNull();
  });
});

test('the measure fails a faint ring: a white outline on a white card', async ({ page }) => {
  await page.goto('/about-us');
  const name = page.getByRole('contentinfo').getByLabel(/^Name/);
  await name.evaluate((input) => {
    (input as HTMLElement).style.outlineColor = '#ffffff';
  });
  await name.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect((await page.evaluate(measureFocus))?.problem).toMatch(/against what is around it/);
});
