/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so tests can import modules that read `astro:env/client`. Two projects:
// - unit: code on its own, beside what it tests (no build needed);
// - build: the built site read as files (tests/build/dist.ts), run over the test run's one build;
// - own-build: checks that make a build of their own (another CONTEXT or configuration): npm run test:full.
export default getViteConfig({
  test: {
    environment: 'node',
    // No time limits: a test waits for what it checks and ends when it is there, so a limit would only fail
    // a correct test on a busy machine (a content check or an npm start test takes seconds when it is idle,
    // over a minute when two builds share its two cores).
    testTimeout: 0,
    hookTimeout: 0,
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
      { extends: true, test: { name: 'own-build', include: ['tests/own-build/**/*.test.ts'] } },
    ],
  },
});
