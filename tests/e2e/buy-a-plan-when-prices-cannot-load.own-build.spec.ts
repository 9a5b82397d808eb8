/**
 * The build without prices: when the API cannot be reached at build time, the build still succeeds, says so
 * in one plain line that reads as no failure, and the service pages fall back to loading the prices in the browser: skeleton cards,
 * then the live call. This spec builds its own copy of the site while nothing listens on
 * its API's port (OFFLINE_SANDBOX_PORT), then starts a sandbox there and serves the copy on
 * OFFLINE_SITE_PORT, so the browser's live call finds the API the build could not.
 */
import { readFile, rm } from 'node:fs/promises';
import { servePreview, startServer, type Finished, type Served } from '../../scripts/build-and-serve';
import { astroBuildForTests } from '../../scripts/build-for-tests';
import { isPortFree } from '../../scripts/ports';
import { measurePage } from '../../scripts/quality/budgets';
import { buildEnv, OFFLINE_SANDBOX_PORT, OFFLINE_SITE_PORT, OUT_DIR as PRICED_DIR } from '../env';
import { control, expect, hydrated, test } from './fixtures';

const SITE = `http://127.0.0.1:${OFFLINE_SITE_PORT}`;
const API = `http://127.0.0.1:${OFFLINE_SANDBOX_PORT}`;
const OUT_DIR = `dist-e2e-offline-${OFFLINE_SITE_PORT}`;

// One build for the whole file: its tests share it, in order. The configuration's generous limits apply (on a
// loaded machine the page's code can take over 20 s to load before the island asks for the prices).
test.describe.configure({ mode: 'serial' });
// The pages are this copy's; the tests that cut GET /services name it.
test.use({ baseURL: SITE, allowedFailedRequests: [/\/services$/] });

const servers: Served[] = [];
let build: Finished = { code: -1, output: '' };

/** The JSON-LD items of a built page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The build must find nothing on the API's port.
  expect(await isPortFree(OFFLINE_SANDBOX_PORT), `port ${OFFLINE_SANDBOX_PORT} must be free`).toBe(true);
  build = await astroBuildForTests(buildEnv(SITE, API), { port: OFFLINE_SITE_PORT, out: OUT_DIR, quiet: true });
  // Now the API comes up, for the browser's live call.
  servers.push(await startServer(['sandbox/server.ts'], `${API}/countries`, { env: { SANDBOX_PORT: String(OFFLINE_SANDBOX_PORT) } }));
  servers.push(await servePreview(OUT_DIR, OFFLINE_SITE_PORT));
});

test.afterAll(async () => {
  for (const server of servers.splice(0)) server.stop();
  await rm(OUT_DIR, { recursive: true, force: true });
});

test('the build succeeds and says in one plain line that the prices are not in the HTML, and nothing reads as a failure', async () => {
  expect(build.code, build.output.slice(-2000)).toBe(0);
  const lines = build.output.split('\n');
  expect(lines.filter((line) => /prices/i.test(line))).toEqual([
    `Prices: the pricing service gave no prices while the site was built (GET ${API}/services: ECONNREFUSED), so the service pages will load them in the visitor's browser, as they do whenever prices change. Nothing is broken.`,
  ]);
  // A build that worked prints nothing that looks like a failure (Vite's large-file warning was the editor's files').
  expect(lines.filter((line) => /warn|error|fail|\(!\)/i.test(line.replace(/\(GET [^)]*\)/, '')))).toEqual([]);

  // The built service pages: skeletons instead of prices, and a Service without Offers.
  for (const slug of ['monthly-parking-system', 'online-reservations']) {
    const html = await readFile(`${OUT_DIR}/services/${slug}.html`, 'utf8');
    const pricing = /<section id="pricing"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(pricing).toContain('plan--skeleton');
    expect(pricing).toContain('aria-busy="true"');
    expect(pricing).not.toMatch(/\$\d|Starter|plan__price/);
    const service = jsonLd(html).find((item) => item['@type'] === 'Service');
    expect(service, slug).toBeDefined();
    expect(service).not.toHaveProperty('offers');
  }
});

test('the prices in the HTML add no JavaScript: a priced page loads the same code as its fallback', async () => {
  // PRICED_DIR is the end-to-end run's own build, made while its sandbox answered.
  for (const slug of ['monthly-parking-system', 'white-label-apps']) {
    const [priced, fallback] = await Promise.all([measurePage(PRICED_DIR, `services/${slug}.html`), measurePage(OUT_DIR, `services/${slug}.html`)]);
    expect(await readFile(`${PRICED_DIR}/services/${slug}.html`, 'utf8'), slug).toContain('plan__price');
    // The same modules: only their content hashes differ, as each build inlines its own API origin.
    const names = (files: string[]) => files.map((file) => file.replace(/\.[\w-]{8}\.js$/, '.js'));
    expect(names(priced.files), slug).toEqual(names(fallback.files));
    // The same weight, give or take the gzip of a different port number.
    expect(Math.abs(priced.js - fallback.js), slug).toBeLessThanOrEqual(16);
  }
});

test('skeletons hold the place of the plans, and nothing moves when the live prices arrive', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/services', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/services/online-reservations');
  const plans = page.locator('.pricing__plans');
  await plans.scrollIntoViewIfNeeded();
  await hydrated(page, plans);
  await expect(plans).toHaveAttribute('aria-busy', 'true');
  await expect(plans.locator('.plan--skeleton')).toHaveCount(3);
  const footer = page.locator('footer').first();
  const before = { plans: await plans.boundingBox(), footer: await footer.boundingBox() };
  release();
  await expect(plans.getByRole('article')).toHaveCount(3);
  await expect(plans.getByRole('article', { name: 'Starter' })).toContainText('$149 / month');
  expect(await plans.boundingBox()).toEqual(before.plans);
  expect(await footer.boundingBox()).toEqual(before.footer);
});

test('says clearly when the plans cannot be loaded, tries again, and the plans then work as on a priced page', async ({ page }) => {
  let fail = true;
  await page.route('**/services', (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/services/analytics-system');
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  const alert = pricing.getByRole('alert');
  await expect(alert).toContainText('Plans could not be loaded.');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(pricing.getByRole('article')).toHaveCount(3);
  await expect(pricing.getByRole('article', { name: 'Professional' })).toHaveAccessibleDescription('Recommended');

  await pricing.getByRole('radio', { name: 'Yearly' }).check();
  await pricing.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Choose plan' }).click();
  await expect(pricing.getByRole('region', { name: 'Starter, billed yearly' })).toContainText('Analytics Dashboards: $1,790 per year');
  await expect(control(pricing.getByRole('form', { name: 'Your details' }), 'Company name')).toBeVisible();
});
