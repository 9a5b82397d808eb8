/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { getViteConfig } from 'astro/config';

const UNIT = ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * The unit files that replace modules or globals (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv, vi.resetModules):
 * each needs a module graph of its own. The others share their worker's graph (isolate: false), which spares each
 * file the import of its graph: the unit and build checks ran in 36 s instead of 80 on the project's 2-core machine.
 */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|resetModules|hoisted)\b/;
const ISOLATED = UNIT.flatMap((pattern) => globSync(pattern)).filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));

// Astro's Vite config, so tests can import modules that read `astro:env/client`. Four projects:
// - unit and unit-isolated: code on its own, beside what it tests (no build needed), and the project-wide checks of
//   tests/unit; unit-isolated takes the files that replace modules or globals (ISOLATED above);
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
      // Worker threads instead of a process per worker: the unit run in 37 s instead of 45 on the project's 2-core machine.
      { extends: true, test: { name: 'unit', include: UNIT, exclude: ISOLATED, pool: 'threads', isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED, pool: 'threads' } },
      // The build read as files: nothing replaced, nothing kept between files but the files read.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], isolate: false } },
      // A production build of its own takes minutes on a busy machine (about two when idle): a longer limit.
      { extends: true, test: { name: 'own-build', include: ['tests/own-build/**/*.test.ts'], testTimeout: 900_000 } },
    ],
  },
});
