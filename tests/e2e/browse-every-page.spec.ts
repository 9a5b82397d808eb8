/**
 * The route sweep: every page of the route table (tests/support/routes.ts, which a build check holds equal to
 * the sitemap plus the flow pages), loaded once per session state, a visitor and a logged-in partner (with
 * /billing's rows and an order held for /payment), each load its own test, and on each load:
 *
 * - the address it settles on and its one h1 (the heading from content/), and the head every page carries
 *   (lang, title, description, canonical);
 * - axe (WCAG 2.0/2.1/2.2 A and AA) with zero violations;
 * - the focus indicator of every control Tab reaches, at least 3:1 against what is around it;
 *   axe and Tab check each part of a page (header, main, footer) unless the same worker has already checked that
 *   part with the same HTML (less the current page's mark) on an earlier load: the header and footer are the
 *   same few variants on every page, and logged in, a page whose main does not depend on the session has the
 *   main a visitor's load checked. Rules about the page as a whole run on every load; run alone, a page is
 *   checked whole;
 * - nothing scrolls sideways at 320, 390 and 1280 px;
 * - no console error, uncaught exception or CSP violation (the page guard of fixtures/guard.ts).
 *
 * Then each state a page can be put in (a menu or dialog open, a form showing its validation errors: STATES
 * below) is a test of its own: axe on the whole page and no sideways scroll in that state.
 *
 * `npm test` runs the visitor loads (but only the first entry page of each folder, REPEATED_TEMPLATES, one
 * Markdown-only page of each form, SAME_LAYOUT_AS_ANOTHER, one of two pages of a template, SAME_TEMPLATE_AS_ANOTHER,
 * nor the flow pages that send a visitor on, SENDS_ON), the states not marked `full`, and the logged-in loads
 * of the pages the session changes (SESSION_PAGES, which also show the logged-in header); the rest carry the tag
 * @full and run in `npm run test:full` (docs/TESTING.md lists them).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  faintIndicators,
  installColourMaths,
  keepLocal,
  measureFocus,
  pageHeading,
  holdOrderOnArrival,
  sessionFor,
  SITE_ROUTES,
  STORIES,
  test,
  untilStill,
  USERS,
  useSession,
  whatWeDoMenu,
  type SiteRoute,
} from './fixtures';
import { SITE_ORIGIN } from '../env';

type SessionState = 'visitor' | 'logged in';

/** A state of a page worth its own axe pass (and sideways check), reached from the loaded page. */
interface PageState {
  readonly name: string;
  readonly session: SessionState;
  readonly enter: (page: Page) => Promise<void>;
  /** The widths at which the state is checked (axe and sideways scroll), when its layout changes with the width. */
  readonly widths?: readonly number[];
  /** Too slow for every change and checked in part by another test: run in `npm run test:full` (tag @full). */
  readonly full?: boolean;
}

/** Submits the form empty (or as it is) so that its fields show their messages. */
const showErrors = (form: (page: Page) => ReturnType<Page['locator']>) => async (page: Page) => {
  const target = form(page);
  await target.scrollIntoViewIfNeeded();
  const submit = target.locator('button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 90_000 });
  await submit.click();
  await expect(target.locator('[aria-invalid="true"]').first()).toBeVisible();
};

const mainForm = (page: Page) => page.locator('main form');

/** The states of each page that the sweep also checks, by path. */
const STATES: Readonly<Record<string, readonly PageState[]>> = {
  '/': [
    {
      name: 'the What We Do menu open',
      session: 'visitor',
      enter: async (page) => {
        const menu = whatWeDoMenu(page);
        await menu.summary.click();
        await expect(menu.details).toHaveAttribute('open', '');
        await expect(menu.links.first()).toBeVisible();
      },
    },
    {
      name: 'the phone navigation open (375 px) with What We Do open',
      session: 'visitor',
      enter: async (page) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = whatWeDoMenu(page);
        await menu.summary.click();
        await expect(menu.details).toHaveAttribute('open', '');
        await expect(menu.links.first()).toBeVisible();
      },
    },
    { name: 'the newsletter showing its errors', session: 'visitor', enter: showErrors((page) => page.locator('main form').last()) },
  ],
  '/about-us': [
    {
      name: 'the login dialog, empty and then with its errors',
      session: 'visitor',
      enter: async (page) => {
        await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page), 'the empty login dialog').toEqual([]);
        await dialog.getByRole('button', { name: 'Log in' }).click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    },
    { name: 'the footer demo form showing its errors', session: 'visitor', enter: showErrors((page) => page.locator('footer form')) },
    {
      name: 'the account menu open',
      session: 'logged in',
      enter: async (page) => {
        await page.getByRole('banner').locator('summary', { hasText: 'Hi,' }).click();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
      },
    },
  ],
  // @full (this and /whitelabel's): the footer's state shows the same demo form's errors.
  '/request-a-demo': [{ name: 'the demo form showing its errors', session: 'visitor', enter: showErrors(mainForm), full: true }],
  '/whitelabel': [{ name: 'the white-label demo form showing its errors', session: 'visitor', enter: showErrors(mainForm), full: true }],
  // The footer's state shows the same demo form's errors.
  '/software-defined-parcs': [
    { name: 'the software-defined PARCS demo form showing its errors', session: 'visitor', enter: showErrors(mainForm), full: true },
  ],
  '/contact-us': [{ name: 'the contact form showing its errors', session: 'visitor', enter: showErrors(mainForm) }],
  // @full: one email field with its message, as the newsletter's state shows one.
  '/forgot-password': [{ name: 'the forgot-password form showing its errors', session: 'visitor', enter: showErrors(mainForm), full: true }],
  '/reset-password/some-token': [{ name: 'the reset form showing its errors', session: 'visitor', enter: showErrors(mainForm) }],
  // @full: the same new-password form as the reset page's state.
  '/generate-new-password/some-token': [
    { name: 'the create-password form showing its errors', session: 'visitor', enter: showErrors(mainForm), full: true },
  ],
  '/request-trial': [{ name: 'the trial form showing its errors', session: 'visitor', enter: showErrors(mainForm) }],
  '/services/monthly-parking-system': [
    {
      name: 'Yearly, the recommended plan chosen and the details form showing its errors',
      session: 'visitor',
      enter: async (page) => {
        const pricing = page.locator('#pricing');
        await pricing.scrollIntoViewIfNeeded();
        await pricing.getByRole('radio', { name: 'Yearly' }).check({ timeout: 90_000 });
        await pricing.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Choose plan' }).click();
        const form = pricing.getByRole('form', { name: 'Your details' });
        await form.getByRole('button', { name: 'Continue to Payment' }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
      widths: [320, 390, 1280],
    },
  ],
  // The customers' pages are also checked by axe at a phone's width.
  ...Object.fromEntries(
    ['/customers', ...STORIES.map((story) => `/customers/${story.slug}`)].map((path): [string, readonly PageState[]] => [
      path,
      // At @full: the visitor's load already finds no sideways scroll at 390 px on each.
      [{ name: 'at 390 px', session: 'visitor', enter: () => Promise.resolve(), widths: [390], full: true }],
    ]),
  ),
  '/billing': [
    {
      name: 'the invoice viewer open',
      session: 'logged in',
      enter: async (page) => {
        await page.getByRole('button', { name: 'View invoice 1001' }).click();
        await expect(page.getByRole('dialog', { name: 'Invoice 1001' })).toBeVisible();
      },
    },
  ],
};

const WIDTHS = [320, 390, 1280] as const;

/** How wide the page is at each width, for the widths where it scrolls sideways. */
async function sideways(page: Page): Promise<string[]> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wide.push(`${scrollWidth}px wide at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return wide;
}

/** The parts of a page that axe and Tab check one by one. */
const PARTS = ['header', 'main', 'footer'] as const;
type Part = (typeof PARTS)[number];

/** The parts this worker has checked (axe and Tab), by their HTML: `${part}\n${html}`. */
const checkedParts = new Set<string>();

/**
 * The parts of the loaded page not yet checked in this form, and how to record them once checked. A part's
 * HTML is read as the page shows it now (hydrated), without the current page's mark in the menus.
 */
async function partsToCheck(page: Page): Promise<{ fresh: Part[]; checked: () => void }> {
  const html = await page.evaluate(
    (parts) => parts.map((part) => document.querySelector(part)?.outerHTML.replace(/ aria-current="page"/g, '') ?? ''),
    [...PARTS],
  );
  const keys = PARTS.map((part, index) => `${part}\n${html[index]}`);
  const fresh = PARTS.filter((_, index) => !checkedParts.has(keys[index]!));
  return { fresh, checked: () => keys.forEach((key) => checkedParts.add(key)) };
}

/** The page has settled in its state: /billing shows its rows, /payment its order, when logged in. */
async function settled(page: Page, route: SiteRoute, session: SessionState): Promise<void> {
  await page.waitForLoadState('load');
  if (session !== 'logged in') return;
  if (route.path === '/billing') await expect(page.locator('.billing__table tbody tr')).toHaveCount(10, { timeout: 90_000 });
  if (route.path === '/payment' || route.path === '/make-Payment')
    await expect(page.getByRole('form', { name: 'Card details' }).getByLabel(/^Card number/)).toBeVisible({ timeout: 90_000 });
}

/**
 * Where a route ends for a session, with the h1 and canonical path there: logged in, /billing and the payment
 * pages (holding an order) stay where they are and show their own page, and the create-password page keeps its token.
 */
function expectedAt(route: SiteRoute, session: SessionState): { finalPath: string; h1: string; canonicalPath: string } {
  if (session === 'logged in' && route.path === '/billing') return { finalPath: '/billing', h1: pageHeading('billing'), canonicalPath: '/billing' };
  if (session === 'logged in' && (route.path === '/payment' || route.path === '/make-Payment'))
    return { finalPath: route.path, h1: pageHeading('payment'), canonicalPath: '/payment' };
  // Logged in, the create page shows its warning instead of the form, and the token stays in the address until
  // the form takes it (after a logout in another tab, src/features/passwords/CreatePasswordForm.tsx).
  if (session === 'logged in' && route.path === '/generate-new-password/some-token')
    return { finalPath: route.path, h1: route.h1, canonicalPath: route.canonicalPath ?? route.finalPath };
  return { finalPath: route.finalPath, h1: route.h1, canonicalPath: route.canonicalPath ?? route.finalPath };
}

/** The checks of one load: the address, the h1 and head, axe, focus indicators, sideways scroll. */
async function checkPage(page: Page, route: SiteRoute, session: SessionState): Promise<void> {
  const { finalPath, h1, canonicalPath } = expectedAt(route, session);
  await expect(page).toHaveURL((url) => url.pathname === finalPath);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(h1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/\S/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.trim().length ?? 0, 'meta description').toBeGreaterThan(20);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(new URL(canonicalPath, SITE_ORIGIN).href);
  await settled(page, route, session);

  const { fresh, checked } = await partsToCheck(page);
  expect(await axeViolations(page, { leaveOut: PARTS.filter((part) => !fresh.includes(part)) }), 'axe').toEqual([]);
  // Pages that send the browser elsewhere are measured where they end (their own row), and their parts are
  // recorded as checked only there.
  if (!route.thirdParty && finalPath === route.path) {
    // One new part is walked on its own; more, the whole page.
    if (fresh.length > 0)
      expect(await faintIndicators(page, { within: fresh.length === 1 ? fresh[0] : undefined }), 'faint focus indicators').toEqual([]);
    checked();
  }
  expect(await sideways(page), 'sideways scroll').toEqual([]);
}

/** A state of a page, entered from a fresh load of it: axe on the whole page and no sideways scroll, at each of its widths. */
async function checkState(page: Page, route: SiteRoute, state: PageState): Promise<void> {
  await page.goto(route.path);
  await settled(page, route, state.session);
  await state.enter(page);
  for (const width of state.widths ?? [page.viewportSize()?.width ?? 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `axe with ${state.name} at ${width} px`).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `sideways with ${state.name} at ${width} px`).toBeLessThanOrEqual(width);
  }
}

/**
 * The pages whose logged-in load `npm test` checks: those the session changes (billing's rows, the payment
 * pages' order, the create-password warning), which also show the logged-in header.
 */
const SESSION_PAGES = new Set(['/billing', '/payment', '/make-Payment', '/generate-new-password/some-token']);

/** The page has states that `npm test` checks. */
const hasStates = (path: string) => (STATES[path] ?? []).some((state) => !state.full);

/** The folder of an entry's page (`/services` of `/services/promotion`), or null for a page of its own. */
const folderOf = (path: string) => (path.lastIndexOf('/') > 0 ? path.slice(0, path.lastIndexOf('/')) : null);

/**
 * The entry pages after the first of their folder (a service, an industry, an article, a topic, a story): the same
 * template with other Markdown. `npm test` loads the first of each as a visitor and leaves the others to
 * `npm run test:full` (tag @full); a page with states of its own, or one the session changes, always runs.
 */
const REPEATED_TEMPLATES = new Set(
  SITE_ROUTES.filter((route) => {
    const folder = folderOf(route.path);
    if (folder === null || hasStates(route.path) || SESSION_PAGES.has(route.path)) return false;
    // The folder's first page stands for it, unless a page of it runs anyway for its states (the monthly parking service).
    const siblings = SITE_ROUTES.filter((other) => folderOf(other.path) === folder);
    return siblings.some((other) => hasStates(other.path)) || siblings[0] !== route;
  }).map((route) => route.path),
);

/**
 * Pages that are only their Markdown (src/pages/[page].astro, one layout) in a form another page of the sweep already
 * shows: a heading, eyebrow and lead over prose, as /about-us (which runs for its states); /privacy-policy stands for
 * the pages without a lead and /solutions for those with a features grid. `npm test` leaves them to `test:full` (@full).
 */
const SAME_LAYOUT_AS_ANOTHER = new Set(['/company-profile', '/our-team', '/service-detail', '/support', '/useful-links', '/terms-condition']);

/**
 * A page built from the same template as another the sweep loads: /whitelabel and /software-defined-parcs are their
 * Markdown over the detail pages' demo form (their .astro files differ in the form's variant and heading only).
 * `npm test` loads /software-defined-parcs and leaves /whitelabel's visitor load to `npm run test:full` (@full).
 */
const SAME_TEMPLATE_AS_ANOTHER = new Set(['/whitelabel']);

/**
 * Flow pages that send a visitor on to a page with a visitor load of its own, and whose flows' specs follow them
 * there: /make-Payment without an order (buy-a-plan.spec.ts), the logout pages (log-in-and-out.spec.ts). `npm test`
 * leaves their visitor loads to `npm run test:full` (@full).
 */
const SENDS_ON = new Set(['/make-Payment', '/logout', '/log-out']);

/** Logs the page in before its first load: the partner's session where the site keeps it, an order held for the payment pages. */
async function logIn(page: Page, request: APIRequestContext, route: SiteRoute): Promise<void> {
  await useSession(page, await sessionFor(request, USERS.partner));
  if (route.path === '/payment' || route.path === '/make-Payment') await holdOrderOnArrival(page, route.path);
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const route of SITE_ROUTES) {
  test.describe(route.path, () => {
    test.use({ allowedFailedRequests: route.thirdParty ?? [] });
    test.beforeEach(async ({ page }) => {
      await keepLocal(page);
      await installColourMaths(page);
    });

    const full =
      REPEATED_TEMPLATES.has(route.path) ||
      SAME_LAYOUT_AS_ANOTHER.has(route.path) ||
      SAME_TEMPLATE_AS_ANOTHER.has(route.path) ||
      SENDS_ON.has(route.path);
    test('a visitor', { tag: full ? ['@full'] : [] }, async ({ page }) => {
      await page.goto(route.path);
      await checkPage(page, route, 'visitor');
    });

    test('logged in', { tag: SESSION_PAGES.has(route.path) ? [] : ['@full'] }, async ({ page, request }) => {
      await logIn(page, request, route);
      await page.goto(route.path);
      await checkPage(page, route, 'logged in');
    });

    for (const state of STATES[route.path] ?? [])
      test(`${state.session === 'logged in' ? 'logged in, ' : ''}${state.name}`, { tag: state.full ? ['@full'] : [] }, async ({ page, request }) => {
        if (state.session === 'logged in') await logIn(page, request, route);
        await checkState(page, route, state);
      });
  });
}

test.describe('the checks themselves', () => {
  test('axe reports what it finds, and leaves out only the parts it is told to', async ({ page }) => {
    await page.goto('/about-us');
    await page.evaluate(() => {
      const image = Object.assign(document.createElement('img'), { id: 'probe-image', src: '/favicon.svg', width: 10, height: 10 });
      const faint = Object.assign(document.createElement('p'), { id: 'probe-text', textContent: 'Faint words' });
      faint.style.color = '#f4f4f4';
      document.querySelector('main')!.append(image, faint);
    });
    const found = await axeViolations(page);
    expect(found.find((line) => line.startsWith('image-alt'))).toContain('#probe-image');
    expect(found.find((line) => line.startsWith('color-contrast'))).toContain('#probe-text');
    expect(await axeViolations(page, { leaveOut: ['main'] })).toEqual([]);
    expect(await axeViolations(page, { within: 'main', rules: ['color-contrast'] })).toEqual([expect.stringMatching(/^color-contrast/)]);
  });

  test('axe reads the page at rest: words still fading in are read once they have come in, and a page that keeps moving fails', async ({ page }) => {
    await page.goto('/about-us');
    await page.evaluate(() => {
      const words = Object.assign(document.createElement('p'), { id: 'probe-fading', textContent: 'Fading words' });
      document.querySelector('main')!.append(words);
      // Faint at first and dark at rest, as a notice's words fade in.
      words.animate([{ color: '#f4f4f4' }, { color: '#000' }], { duration: 1500, fill: 'forwards' });
    });
    expect(await axeViolations(page, { within: '#probe-fading', rules: ['color-contrast'] })).toEqual([]);
    await page.evaluate(() =>
      document.getElementById('probe-fading')!.animate([{ opacity: 1 }, { opacity: 0.5 }], { duration: 60_000, id: 'slow-probe' }),
    );
    await expect(untilStill(page, 500)).rejects.toThrow(/animation slow-probe on p/);
  });
});

test.describe('focus indicators the sweep must not miss', () => {
  test.beforeEach(async ({ page }) => {
    await installColourMaths(page);
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
});
