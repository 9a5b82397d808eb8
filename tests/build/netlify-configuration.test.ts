/**
 * A Netlify build that would ship the sandbox stops at its configuration (src/build/configuration.ts), before it
 * builds anything, naming each variable; the rule itself is unit-tested beside the code
 * (src/lib/config/variables.build.test.ts, src/build/configuration.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { astroBuild } from '../../scripts/build-and-serve';
import { VARIABLES } from '../../src/lib/config/variables.build';

/** Every required variable set to an https: address of the deployment (a client id, a secret and a key too). */
const deployable = Object.fromEntries(
  Object.entries(VARIABLES)
    .filter(([, variable]) => variable.requiredInProduction)
    .map(([name]) => [name, `https://${name.toLowerCase().replace(/_/g, '-')}.parkcloud.example`]),
);

describe('a deploy-preview build with the sandbox values', () => {
  it('fails before it builds anything, naming the variables', async () => {
    const build = await astroBuild(
      {
        ...deployable,
        CONTEXT: 'deploy-preview',
        NETLIFY: 'true',
        PUBLIC_CLIENT_ID: 'sandbox-client',
        PUBLIC_INVOICE_URL: 'http://127.0.0.1:8787/invoice',
        SITE_OUT_DIR: '/nonexistent/never-written',
      },
      { quiet: true },
    );
    expect(build.code).not.toBe(0);
    const output = build.output;
    expect(output).toContain("This Netlify build (CONTEXT=deploy-preview) would ship the sandbox's configuration.");
    expect(output).toContain('PUBLIC_CLIENT_ID is the sandbox\'s value "sandbox-client"');
    expect(output).toContain("PUBLIC_INVOICE_URL is an address on this machine (http://127.0.0.1:8787/invoice), like the sandbox's");
  });
});
