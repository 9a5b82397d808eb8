import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots of every route for refactors (tests/screens/screens.spec.ts); the same servers as the end-to-end run. */
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  outputDir: `test-results/screens`,
  retries: 0,
  snapshotPathTemplate: `${process.env['SCREENS_DIR'] ?? 'node_modules/.cache/screens'}/{arg}{ext}`,
});
