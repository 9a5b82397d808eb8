/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so tests can import modules that read `astro:env/client`. Three projects:
// - unit: code on its own, beside what it tests (no build needed), and the project-wide checks of tests/unit;
// - build: the built site read as files (tests/build/dist.ts), run over the test run's one build;
// - own-build: checks that make a build of their own (another CONTEXT or configuration): npm run test:full.
export default getViteConfig({
  test: {
    environment: 'node',
    // A hung test fails instead of holding the run forever. The limit is far above the slowest test on a busy
    // machine: the content check and the npm start tests take seconds when the machine is idle and up to about a
    // minute when two builds share its two cores, so two minutes fails only a test that hangs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Worker threads instead of a process per worker: the same isolation (each file its own module graph), the
          // run in 37 s instead of 45 on the project's 2-core machine.
          pool: 'threads',
        },
      },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
      // A production build of its own takes minutes on a busy machine (about two when idle): a longer limit.
      { extends: true, test: { name: 'own-build', include: ['tests/own-build/**/*.test.ts'], testTimeout: 900_000 } },
    ],
  },
});
