import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { Engine } from './tests/e2e/fixtures/engines';
import { LOCAL_HOSTS_ONLY } from './tests/e2e/fixtures/pages';
import { OUT_DIR, SANDBOX_PORT, SITE_ORIGIN, SITE_PORT, TEST_BUILD_ENV } from './tests/env';

/**
 * Debian's Chromium where present (this machine cannot download Playwright's); else Playwright's own. The headless
 * shell first: the same engine without the desktop browser around it, it runs the suite in half the time
 * (scripts/ensure-browsers.sh installs it).
 */
const systemChromium = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => Boolean(path) && existsSync(path as string),
);

/** The specs that make a build of their own (every *.own-build.spec.ts). */
const OWN_BUILD = /\.own-build\.spec\.ts$/;
/** The tests every engine runs (the rest run in Chromium only): see tests/e2e/fixtures/engines.ts. */
const ENGINES_TAG = /@engines/;

/** Chromium as every Chromium project runs it: Debian's binary where present, no background traffic. */
const CHROMIUM = {
  ...devices['Desktop Chrome'],
  engine: 'chromium' as const,
  launchOptions: {
    ...(systemChromium ? { executablePath: systemChromium } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Every page of a worker's browser in one renderer process: a test's new context reuses it instead of starting
      // a process of its own (about 100 ms of CPU a test on the project's 2-core machine; the Chromium run of npm test
      // took 5.8 min with it against 6.1 without, at two workers).
      '--renderer-process-limit=1',
      // No host but this machine's: what keepLocal(page) asks for, without routing every request through the test.
      LOCAL_HOSTS_ONLY,
    ],
  },
};

export default defineConfig<{ engine: Engine }>({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${SITE_PORT}`,
  fullyParallel: true,
  // Three at once in Chromium's headless shell on two cores: a test waits on its page's timers and the servers part of
  // its time, and a third worker fills those waits (npm test's Chromium stage: 5.0 min against 5.8 with two). Firefox,
  // WebKit (under Xvfb) and the own builds use a core each, so their projects take fewer (`workers` below).
  workers: 3,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  // Generous limits: a test waits for what it expects and ends as soon as it is there, so these bound only how
  // long a failing test takes. A busy machine (two cores shared with builds and other browsers) must never
  // fail a test that would pass on a quiet one: the route sweep's tests (a page, logged out and in, with its
  // states) ran past three minutes each at a load average of 35.
  timeout: 900_000,
  expect: { timeout: 90_000 },
  use: {
    baseURL: SITE_ORIGIN,
    // A trace records every action of every test and doubles the time of a run: it is kept for a retry (CI retries
    // once), and `--trace on` records one for a run being debugged.
    trace: 'on-first-retry',
  },
  // One command, one engine or all: `npx playwright test --project=firefox` (npm run test:e2e runs Chromium,
  // npm run test:engines the @engines tests in all three). Each engine comes from Debian (scripts/ensure-browsers.sh).
  projects: [
    // Everything that runs against the one build of the run (npm test).
    {
      name: 'chromium',
      testIgnore: OWN_BUILD,
      use: CHROMIUM,
    },
    {
      // Specs that build a copy of their own (a build whose API cannot be reached, a build with measurement on):
      // slow, so in npm run test:full only.
      name: 'own-build',
      testMatch: OWN_BUILD,
      workers: 2,
      use: CHROMIUM,
    },
    {
      // Debian's Firefox ESR over WebDriver BiDi, through the pass-through of tests/e2e/engines/firefox-esr.ts.
      name: 'firefox',
      grep: ENGINES_TAG,
      // One each: test:full runs Firefox and WebKit together, so two browsers run at a time on the two cores.
      workers: 1,
      // Firefox and WebKit start and draw slower than Chromium (WebKit's first page can take 20 s on a loaded
      // machine): more room before a test or an assertion gives up.
      timeout: 900_000,
      expect: { timeout: 90_000 },
      use: {
        browserName: 'firefox',
        viewport: { width: 1280, height: 720 },
        // No colour-scheme emulation: ESR 153 cannot (see firefox-esr.ts); Firefox shows its own default, light.
        colorScheme: null,
        engine: 'firefox',
        launchOptions: {
          channel: 'moz-firefox',
          executablePath: fileURLToPath(new URL('tests/e2e/engines/firefox-esr.sh', import.meta.url)),
          env: { ...process.env, PARKCLOUD_NODE: process.execPath },
        },
      },
    },
    {
      // Debian's WebKitGTK through WebKitWebDriver (tests/e2e/engines/webkit.ts): no Playwright browser.
      name: 'webkit',
      grep: ENGINES_TAG,
      workers: 1,
      timeout: 900_000,
      expect: { timeout: 90_000 },
      use: { viewport: { width: 1280, height: 720 }, engine: 'webkit' },
    },
  ],
  // Started in this order, each once it answers: the sandbox first, so the site's build reads its prices from it.
  webServer: [
    {
      command: 'node sandbox/server.ts',
      env: { SANDBOX_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${SANDBOX_PORT}/countries`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build, made for the test ports with the tests' own content (scripts/build-for-tests.ts, its
      // prices from the sandbox above), served as Netlify would serve it by `npm run serve`, the server alone (`npm run
      // preview` would start a sandbox of its own). `npm test` builds it once before every check (scripts/test.ts) and
      // sets E2E_PREBUILT, so this only serves it.
      command: `${process.env['E2E_PREBUILT'] ? '' : 'npm run build:test -- --sandbox-beside && '}npm run serve -- --port ${SITE_PORT} --dir ${OUT_DIR}`,
      env: { ...TEST_BUILD_ENV, SITE_OUT_DIR: OUT_DIR },
      url: SITE_ORIGIN,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
    },
  ],
});
