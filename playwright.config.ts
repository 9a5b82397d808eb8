import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { OUT_DIR, SANDBOX_PORT, SITE_ORIGIN, SITE_PORT, TEST_BUILD_ENV } from './tests/env';

/** Debian's Chromium where present (this machine cannot download Playwright's); else Playwright's own. */
const systemChromium = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => Boolean(path) && existsSync(path as string),
);

/** The specs that make a build of their own. */
const OWN_BUILD = /-offline\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${SITE_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  // Generous limits: a test waits for what it expects and ends as soon as it is there, so these bound only how
  // long a failing test takes. A busy machine (two cores shared with builds and other browsers) must never
  // fail a test that would pass on a quiet one.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: SITE_ORIGIN,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
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
      ],
    },
  },
  projects: [
    // Everything that runs against the one build of the run (npm test).
    { name: 'chromium', testIgnore: OWN_BUILD },
    // Specs that build a copy of their own (a build whose API cannot be reached): slow, so in npm run test:full only.
    { name: 'own-build', testMatch: OWN_BUILD },
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
      // The production build, made for the test ports, served as Netlify would serve it. `npm test` builds it
      // once before every check (scripts/test.ts) and sets E2E_PREBUILT, so this only serves it.
      command: `${process.env['E2E_PREBUILT'] ? '' : 'npm run build && '}npm run preview -- --port ${SITE_PORT} --dir ${OUT_DIR}`,
      env: { ...TEST_BUILD_ENV, SITE_OUT_DIR: OUT_DIR },
      url: SITE_ORIGIN,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
    },
  ],
});
