/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so tests can import modules that read `astro:env/client`. Two projects:
// - unit: code on its own, beside what it tests (no build needed);
// - build: the built site read as files (tests/build/dist.ts), run over the test run's one build;
// - own-build: checks that make a build of their own (another CONTEXT or configuration): npm run test:full.
export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
      { extends: true, test: { name: 'own-build', include: ['tests/own-build/**/*.test.ts'] } },
    ],
  },
});
