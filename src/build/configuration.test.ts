import { describe, expect, it } from 'vitest';
import { VARIABLES } from '../lib/config/variables.build';
import { readConfiguration } from './configuration';

/** Every required variable set to an https: address of the deployment (a client id, a secret and a key too). */
const deployable = Object.fromEntries(
  Object.entries(VARIABLES)
    .filter(([, variable]) => variable.requiredInProduction)
    .map(([name]) => [name, `https://${name.toLowerCase().replace(/_/g, '-')}.parkcloud.example`]),
);

describe('the configuration a build reads', () => {
  it('keeps the sandbox defaults in a local build', () => {
    expect(readConfiguration({ NODE_ENV: 'production', SANDBOX_PORT: '8850' })).toMatchObject({
      PUBLIC_API_URL: 'http://127.0.0.1:8850',
      PUBLIC_CARD_ENCRYPTION_KEY: 'sandbox-card-key',
    });
  });

  it('refuses the sandbox in every Netlify context, naming each variable, and takes a deployable configuration', () => {
    for (const context of [{ CONTEXT: 'production' }, { CONTEXT: 'deploy-preview' }, { CONTEXT: 'branch-deploy' }, { NETLIFY: 'true' }]) {
      const name = context.CONTEXT ?? 'unknown';
      expect(() => readConfiguration({ ...context, ...deployable, PUBLIC_CARD_ENCRYPTION_KEY: 'sandbox-card-key' }), name).toThrow(
        `This Netlify build (CONTEXT=${name}) would ship the sandbox's configuration. Set these in Netlify's environment variables for this context:\n- PUBLIC_CARD_ENCRYPTION_KEY is the sandbox's value "sandbox-card-key"`,
      );
      expect(() => readConfiguration({ ...context, ...deployable, PUBLIC_API_URL: 'http://api.parkcloud.example' }), name).toThrow(
        '- PUBLIC_API_URL must be an https: address, not "http://api.parkcloud.example"',
      );
      expect(readConfiguration({ ...context, ...deployable }).PUBLIC_API_URL, name).toBe('https://public-api-url.parkcloud.example');
    }
  });
});
