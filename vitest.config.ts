/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so unit tests can import modules that read `astro:env/client`.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'sandbox/**/*.test.ts'],
    environment: 'node',
  },
});
