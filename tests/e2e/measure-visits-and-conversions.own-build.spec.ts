/**
 * Measurement without cookies, on a build with PUBLIC_ANALYTICS_URL set: this spec builds its own
 * copy of the site (its API the run's sandbox, its collector a stand-in this spec starts on 127.0.0.1 and
 * stops), serves it on MEASURE_SITE_PORT and checks what reaches the collector: one pageview per page, the page
 * view's Core Web Vitals, exactly one event per conversion with where it happened and nothing about who, even
 * when the conversion navigates away at once; and nothing at all under Global Privacy Control. The build
 * checks of that copy (the collector's origin in connect-src only, the measurement's bytes) come first.
 *
 * A build with the variable unset (the run's own) is checked in tests/build/measurement.test.ts (no code, no
 * origin) and measure-visits-and-conversions.spec.ts (no request leaves the page).
 */
import { readFile, rm } from 'node:fs/promises';
import { startCollector, type Collector, type ReceivedEvent } from '../../sandbox/collector';
import { servePreview, type Finished, type Served } from '../../scripts/build-and-serve';
import { astroBuildForTests } from '../../scripts/build-for-tests';
import { isPortFree } from '../../scripts/ports';
import { MEASUREMENT_BUDGET, measureSite } from '../../scripts/quality/budgets';
import { buildRules, headersFile, RETIRED_WORKER_RULE } from '../../src/build/csp';
import { buildEnv, COLLECTOR_PORT, MEASURE_SITE_PORT, SANDBOX_ORIGIN } from '../env';
import { expectNoPersonalData, PERSON } from '../support/personal-data';
import {
  control,
  copyOf,
  deliveryType,
  expect,
  fillForm,
  holdOrder,
  openDemoForm,
  sessionFor,
  test,
  toasts,
  USERS,
  watchFetchAhead,
} from './fixtures';

const SITE = `http://127.0.0.1:${MEASURE_SITE_PORT}`;
const COLLECTOR = `http://127.0.0.1:${COLLECTOR_PORT}`;
const OUT_DIR = `dist-e2e-measure-${MEASURE_SITE_PORT}`;

// One build and one collector for the whole file: its tests share them, in order. The limits are the
// configuration's, which a busy machine cannot reach.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SITE });

let collector: Collector | undefined;
/** What the collector received so far, in order. */
const received: ReceivedEvent[] = [];
let preview: Served | undefined;
let build: Finished = { code: -1, output: '' };

/** The events received so far named `name`. */
const named = (name: string) => received.filter((event) => event.body.name === name).map((event) => event.body);

test.beforeAll(async () => {
  // A production build on a shared machine.
  test.setTimeout(900_000);
  expect(await isPortFree(COLLECTOR_PORT), `port ${COLLECTOR_PORT} must be free`).toBe(true);
  collector = await startCollector({ port: COLLECTOR_PORT, received });
  // The run's sandbox (playwright.config.ts starts it) prices the build and answers the forms.
  build = await astroBuildForTests(
    { ...buildEnv(SITE, SANDBOX_ORIGIN), PUBLIC_ANALYTICS_URL: COLLECTOR },
    { port: MEASURE_SITE_PORT, out: OUT_DIR, quiet: true },
  );
  expect(build.code, build.output.slice(-2000)).toBe(0);
  preview = await servePreview(OUT_DIR, MEASURE_SITE_PORT);
});

test.afterAll(async () => {
  preview?.stop();
  await collector?.close();
  await rm(OUT_DIR, { recursive: true, force: true });
});

test.beforeEach(() => {
  received.length = 0;
});

test('the build names the collector in connect-src only, on every page, and its measurement stays within budget', async () => {
  const headers = await readFile(`${OUT_DIR}/_headers`, 'utf8');
  // The one-CSP gate's check (scripts/quality/csp.ts --check) holds for this build too.
  expect(headers).toBe(headersFile(await buildRules(OUT_DIR)));
  const rules = [...headers.matchAll(/^(\S+)\n {2}Content-Security-Policy: (.+)$/gm)].map(([, path = '', policy = '']) => [path, policy] as const);
  // The retired service worker's own policy allows nothing: it never posts to the collector.
  expect(rules.find(([path]) => path === RETIRED_WORKER_RULE.for)?.[1]).toBe(RETIRED_WORKER_RULE.policy);
  const policies = rules.filter(([path]) => path !== RETIRED_WORKER_RULE.for).map(([, policy]) => policy);
  const about = await readFile(`${OUT_DIR}/about-us.html`, 'utf8');
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(about)?.[1] ?? '';
  // Every visitor page's policy (the editor's /admin rules have their own, without it).
  for (const policy of [meta, ...policies.filter((policy) => !policy.includes('api.github.com'))]) {
    const directives = policy.split(';').map((directive) => directive.trim());
    expect(directives.filter((directive) => directive.includes(COLLECTOR))).toEqual([expect.stringMatching(/^connect-src /)]);
  }
  const reports = await measureSite(OUT_DIR);
  for (const report of reports) {
    expect(report.measurement, report.page).toBeGreaterThan(0);
    expect(report.measurement, report.page).toBeLessThanOrEqual(MEASUREMENT_BUDGET);
  }
});

test('a page view sends one pageview, then its Core Web Vitals; no cookie, nothing stored', async ({ page, context }) => {
  await page.goto('/about-us');
  await expect
    .poll(() => named('pageview'))
    .toEqual([{ name: 'pageview', url: `${SITE}/about-us`, domain: `127.0.0.1:${MEASURE_SITE_PORT}`, referrer: null, props: {} }]);
  // An interaction, for INP; then the visitor follows a link.
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  const storage = await page.evaluate(() => ({ local: localStorage.length, session: Object.keys(sessionStorage), cookie: document.cookie }));
  await page.getByRole('contentinfo').getByRole('link', { name: /home$/ }).click();
  await page.waitForURL('/');
  await expect.poll(() => named('Web Vitals').length).toBe(1);
  const [vitals] = named('Web Vitals');
  expect(vitals).toMatchObject({ url: `${SITE}/about-us`, domain: `127.0.0.1:${MEASURE_SITE_PORT}`, referrer: null });
  expect(Object.keys(vitals?.props ?? {}).sort()).toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const value of Object.values(vitals?.props ?? {})) expect(typeof value).toBe('number');
  // The next page's own pageview, the first page its referrer (its origin only).
  await expect.poll(() => named('pageview').map((event) => [event.url, event.referrer])).toContainEqual([`${SITE}/`, `${SITE}/`]);
  expect(named('pageview')).toHaveLength(2);
  // No cookies, no storage: nothing the measurement keeps, and no cookie sent to the collector.
  expect(storage).toEqual({ local: 0, session: [], cookie: '' });
  expect(await context.cookies()).toEqual([]);
  expect(received.every((event) => event.cookie === undefined)).toBe(true);
});

test('a page fetched ahead while the pointer rests on its link counts no view until it is shown', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'speculation rules: Firefox and WebKit ignore them');
  const ahead = await watchFetchAhead(page);
  await page.goto('/about-us');
  await expect.poll(() => named('pageview').map((event) => event.url)).toEqual([`${SITE}/about-us`]);
  // The speculation rules fetch a link's page while the pointer rests on it (Chromium's 'moderate').
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).first();
  await link.hover();
  await expect
    .poll(() => ahead.fetched(), { message: "the hovered link's page, fetched ahead with Sec-Purpose: prefetch" })
    .toEqual([{ path: '/contact-us', purpose: 'prefetch', status: 200 }]);
  // Fetched, never rendered ahead: a page rendered ahead runs its scripts, its measurement among them.
  expect(ahead.candidates(), 'the pages the rules would fetch ahead').toContain('/contact-us');
  expect(ahead.candidates('Prerender'), 'the pages the rules would render ahead').toEqual([]);
  // Time for a view it must not send: the next page's pageview, when the visitor does go, comes after it.
  await page.waitForTimeout(1000);
  expect(named('pageview').map((event) => event.url)).toEqual([`${SITE}/about-us`]);
  await link.click();
  await page.waitForURL('/contact-us');
  // Shown from what was fetched ahead, and counted once, now.
  expect(await deliveryType(page), 'the page shown is the one fetched ahead').toBe('navigational-prefetch');
  await expect.poll(() => named('pageview').map((event) => event.url)).toEqual([`${SITE}/about-us`, `${SITE}/contact-us`]);
});

test('a demo request sends exactly one Demo Request, even as the browser leaves: where, never who', async ({ page }) => {
  const form = await openDemoForm(page, '/request-a-demo', 'main');
  await fillForm(
    form,
    {
      Name: PERSON.name,
      Email: PERSON.email,
      'Contact number': PERSON.phone,
      'Company name': 'Roe Parking',
      City: 'Albany',
      State: 'NY',
      Country: 'United States',
      Service: 'Touchless Self Parking',
    },
    ['Country', 'Service'],
  );
  await form.getByRole('button', { name: 'Request a Demo' }).click();
  await page.waitForURL('/thank-you');
  // The thank-you page's pageview arrives after the conversion that led there.
  await expect.poll(() => named('pageview').map((event) => event.url)).toContain(`${SITE}/thank-you`);
  expect(named('Demo Request')).toEqual([
    {
      name: 'Demo Request',
      url: `${SITE}/request-a-demo`,
      domain: `127.0.0.1:${MEASURE_SITE_PORT}`,
      referrer: null,
      props: { form: 'demo', service_id: 3 },
    },
  ]);
  expectNoPersonalData(received.map((event) => event.body));
  expect(JSON.stringify(received)).not.toMatch(/Roe Parking|Albany/);
});

test('a search sends one Search event per settled query with its number of results, never the words typed', async ({ page }) => {
  await page.goto('/about-us');
  // The page's measurement is running (it starts once the page is idle, before any visitor searches).
  await expect.poll(() => named('pageview').length).toBe(1);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  const field = page.getByRole('dialog', { name: 'Search the site' }).getByRole('searchbox', { name: 'Search the site' });
  // Typed key by key: one event for the query the visitor stops at, none for each keystroke on the way.
  await field.pressSequentially('monthly parking', { delay: 40 });
  const status = page.getByRole('dialog').getByRole('status');
  await expect(status).toHaveText(/^\d+ results?/);
  const found = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  await expect
    .poll(() => named('Search'))
    .toEqual([{ name: 'Search', url: `${SITE}/about-us`, domain: `127.0.0.1:${MEASURE_SITE_PORT}`, referrer: null, props: { results: found } }]);
  // Closing with the same query on screen counts nothing more.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1500);
  expect(named('Search')).toHaveLength(1);
  expect(JSON.stringify(received)).not.toMatch(/monthly/i);
});

test('a plan purchase sends exactly one Plan Purchase with its revenue, nothing of the buyer', async ({ page }) => {
  // A logged-in customer with an order on its way to /payment, as a service page leaves it: a copy of the sandbox's
  // customer, so its charge is its own and a retry starts clean.
  const session = await sessionFor(page.request, await copyOf(page.request, USERS.customer));
  await page.goto('/about-us');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, session);
  await holdOrder(page);
  await page.goto('/payment');
  const card = page.getByRole('form', { name: 'Card details' });
  await expect(control(card, 'Card number')).toBeVisible();
  await fillForm(card, {
    'Name on card': PERSON.name,
    'Card number': PERSON.card_number,
    'Expiry date': '1229',
    CVV: PERSON.security_code,
    'Zip code': '07102',
  });
  await card.getByRole('button', { name: 'Pay $3,490.00' }).click();
  await page.waitForURL('/thank-you');
  await expect.poll(() => named('pageview').map((event) => event.url)).toContain(`${SITE}/thank-you`);
  expect(named('Plan Purchase')).toEqual([
    {
      name: 'Plan Purchase',
      url: `${SITE}/payment`,
      domain: `127.0.0.1:${MEASURE_SITE_PORT}`,
      referrer: null,
      props: { form: 'payment', service_id: 1, plan_id: 103, plan_type: 2 },
      revenue: { currency: 'USD', amount: 3490 },
    },
  ]);
  expectNoPersonalData(received.map((event) => event.body));
  expect(JSON.stringify(received)).not.toContain(session['access_token']);
});

test.describe('with Global Privacy Control on', () => {
  test('nothing is sent: no pageview, no vitals, no conversion', async ({ page }) => {
    // The signal as a browser that has it on gives it, before any of the page's scripts run.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
      // Every request to the collector the page starts, recorded as it starts.
      const calls: string[] = [];
      (window as unknown as { __collectorCalls: string[] }).__collectorCalls = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return original(input, init);
      };
    });
    const collectorCalls = () =>
      page.evaluate(() => (window as unknown as { __collectorCalls: string[] }).__collectorCalls.filter((url) => url.includes('/api/event')));
    /** Waits until the page's measurement has run: its code loaded and evaluated, so its pageview would have gone. */
    const measured = async (loaded: Promise<{ url(): string }>) => {
      const url = (await loaded).url();
      await page.evaluate((chunk) => import(chunk).then(() => undefined), url);
    };
    const measurementCode = () => page.waitForResponse((response) => /\/_astro\/page\.[\w-]+\.js$/.test(response.url()));

    let loaded = measurementCode();
    await page.goto('/');
    await measured(loaded);
    expect(await collectorCalls()).toEqual([]);

    // A conversion that stays on the page: the newsletter.
    const newsletter = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await newsletter.scrollIntoViewIfNeeded();
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(`gpc.${Date.now().toString(36)}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page)).toHaveText(['Thank YouYour Email Id has been subscribed successfully.']);
    expect(await collectorCalls()).toEqual([]);

    // Leaving the page (its vitals would go now), to a page whose own measurement runs too.
    loaded = measurementCode();
    await page.goto('/about-us');
    await measured(loaded);
    expect(await collectorCalls()).toEqual([]);
    expect(received).toEqual([]);
  });
});
