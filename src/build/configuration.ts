/**
 * The build's configuration: the PUBLIC_* variables of src/lib/config/variables.build.ts, read from the shell, a
 * .env file or Netlify's environment, and declared to Astro as `env.schema`, so code reads them from
 * `astro:env/client`.
 */
import { envField } from 'astro/config';
import { loadEnv } from 'vite';
import {
  VARIABLES,
  analyticsUrlProblem,
  netlifyContext,
  refusedOnNetlify,
  resolveVariables,
  type Variable,
  type VariableName,
} from '../lib/config/variables.build';

/**
 * The values this build uses. Every Netlify build (production, a deploy preview, a branch deploy) fails,
 * naming each variable, when its configuration would ship the sandbox (refusedOnNetlify); a local build keeps
 * the defaults.
 */
export function readConfiguration(env: NodeJS.ProcessEnv = process.env): Record<VariableName, string> {
  const raw = { ...loadEnv(env['NODE_ENV'] ?? 'production', process.cwd(), 'PUBLIC_'), ...env };
  const context = netlifyContext(env);
  const refused = context === null ? [] : refusedOnNetlify(raw);
  if (refused.length > 0) {
    throw new Error(
      `This Netlify build (CONTEXT=${context}) would ship the sandbox's configuration. Set these in Netlify's environment variables for this context:\n${refused.map((line) => `- ${line}`).join('\n')}`,
    );
  }
  const config = resolveVariables(raw);
  // On Netlify (any context) the collector must be https:, as the API must.
  const analytics = analyticsUrlProblem(config.PUBLIC_ANALYTICS_URL, context !== null);
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
