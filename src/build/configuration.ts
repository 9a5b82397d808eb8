/**
 * The build's configuration: the PUBLIC_* variables of src/lib/config/variables.ts, read from the shell, a
 * .env file or Netlify's environment, and declared to Astro as `env.schema`, so code reads them from
 * `astro:env/client`.
 */
import { envField } from 'astro/config';
import { loadEnv } from 'vite';
import { VARIABLES, analyticsUrlProblem, missingInProduction, resolveVariables, type Variable, type VariableName } from '../lib/config/variables';

/** The values this build uses. A Netlify production deploy (CONTEXT=production) lacking a required one fails, naming it. */
export function readConfiguration(env: NodeJS.ProcessEnv = process.env): Record<VariableName, string> {
  const raw = { ...loadEnv(env['NODE_ENV'] ?? 'production', process.cwd(), 'PUBLIC_'), ...env };
  // A production deploy must not silently fall back to the sandbox defaults.
  const production = env['CONTEXT'] === 'production';
  if (production) {
    const missing = missingInProduction(raw);
    if (missing.length > 0) {
      throw new Error(`Production build is missing required configuration: ${missing.join(', ')}. Set it in Netlify's environment variables.`);
    }
  }
  const config = resolveVariables(raw);
  const analytics = analyticsUrlProblem(config.PUBLIC_ANALYTICS_URL, production);
  if (analytics) throw new Error(analytics);
  return config;
}

/** Astro's `env.schema`: every variable public and client-side, with this build's value as its default. */
export function envSchema(config: Record<VariableName, string>) {
  const names = Object.keys(VARIABLES) as VariableName[];
  return Object.fromEntries(
    names.map((name) => {
      const variable: Variable = VARIABLES[name];
      const value = config[name];
      return [
        name,
        variable.oneOf
          ? envField.enum({ context: 'client', access: 'public', values: [...variable.oneOf], default: value })
          : envField.string({ context: 'client', access: 'public', default: value }),
      ];
    }),
  );
}
