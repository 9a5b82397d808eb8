/**
 * The build's own passes, timed: each integration's astro:build:done hook logs how long it took, so a build's output
 * says which pass a slow build spends its time in (docs/BENCHMARKS.md, "What each build pass costs").
 */
import type { AstroIntegration } from 'astro';

/** `integration` with its astro:build:done hook logging its seconds (through Astro's logger, under its own name). */
export function timed(integration: AstroIntegration): AstroIntegration {
  const done = integration.hooks['astro:build:done'];
  if (!done) return integration;
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:build:done': async (options) => {
        const started = performance.now();
        await done(options);
        options.logger.info(`done in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      },
    },
  };
}
