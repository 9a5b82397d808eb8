import { describe, expect, it } from 'vitest';
import { analyticsUrlProblem, missingInProduction, VARIABLES, netlifyContext, refusedOnNetlify, resolveVariables } from './variables.build';

/** A configuration fit to deploy: every required variable set to the deployment's https: address or value. */
const DEPLOYABLE = {
  PUBLIC_SITE_URL: 'https://www.parkcloud.example',
  PUBLIC_API_URL: 'https://api.parkcloud.example',
  PUBLIC_CUSTOMER_PORTAL_URL: 'https://portal.parkcloud.example',
  PUBLIC_ADMIN_PORTAL_URL: 'https://admin.parkcloud.example',
  PUBLIC_NEWS_URL: 'https://news.parkcloud.example',
  PUBLIC_PARKNPLAY_URL: 'https://go.parkcloud.example/gate',
  PUBLIC_PARKNPLAY_CITATION_URL: 'https://go.parkcloud.example/citation',
  PUBLIC_INVOICE_URL: 'https://invoices.parkcloud.example/invoice',
  PUBLIC_CLIENT_ID: 'web-site',
  PUBLIC_CLIENT_SECRET: 'a-real-secret',
  PUBLIC_CARD_ENCRYPTION_KEY: 'a-real-card-key',
} as const;

describe('a Netlify build', () => {
  it('is any build with CONTEXT or NETLIFY set, whatever the context; a local build is none', () => {
    expect(netlifyContext({ CONTEXT: 'production' })).toBe('production');
    expect(netlifyContext({ CONTEXT: 'deploy-preview', NETLIFY: 'true' })).toBe('deploy-preview');
    expect(netlifyContext({ CONTEXT: 'branch-deploy' })).toBe('branch-deploy');
    expect(netlifyContext({ NETLIFY: 'true' })).toBe('unknown');
    expect(netlifyContext({})).toBeNull();
    expect(netlifyContext({ CONTEXT: ' ', NETLIFY: '' })).toBeNull();
  });

  it('accepts a configuration of https: addresses and real credentials', () => {
    expect(refusedOnNetlify(DEPLOYABLE)).toEqual([]);
    // Variables with public defaults (the map, Google Pay's test merchant, the editor) may stay unset.
    expect(refusedOnNetlify({ ...DEPLOYABLE, PUBLIC_MAP_EMBED_URL: '', PUBLIC_CMS_REPO: undefined })).toEqual([]);
  });

  it("refuses the sandbox's defaults, naming every variable: all of them when nothing is set", () => {
    expect(refusedOnNetlify({})).toEqual([
      'PUBLIC_SITE_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:4321")',
      'PUBLIC_API_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787")',
      'PUBLIC_CUSTOMER_PORTAL_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787/stand-in/customer-portal")',
      'PUBLIC_ADMIN_PORTAL_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787/stand-in/admin-portal")',
      'PUBLIC_NEWS_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787/stand-in/news")',
      'PUBLIC_PARKNPLAY_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787/stand-in/touchless-gate")',
      'PUBLIC_PARKNPLAY_CITATION_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787/stand-in/citation")',
      'PUBLIC_INVOICE_URL is not set (a local build would use the sandbox\'s "http://127.0.0.1:8787/invoice")',
      'PUBLIC_CLIENT_ID is not set (a local build would use the sandbox\'s "sandbox-client")',
      'PUBLIC_CLIENT_SECRET is not set (a local build would use the sandbox\'s "sandbox-secret")',
      'PUBLIC_CARD_ENCRYPTION_KEY is not set (a local build would use the sandbox\'s "sandbox-card-key")',
    ]);
  });

  it("refuses the sandbox's credentials and addresses when set explicitly", () => {
    const sandbox = resolveVariables({ SANDBOX_PORT: '8850', SITE_PORT: '4450' });
    expect(refusedOnNetlify({ ...DEPLOYABLE, ...sandbox })).toEqual([
      "PUBLIC_SITE_URL is an address on this machine (http://127.0.0.1:4450), like the sandbox's",
      "PUBLIC_API_URL is an address on this machine (http://127.0.0.1:8850), like the sandbox's",
      "PUBLIC_CUSTOMER_PORTAL_URL is an address on this machine (http://127.0.0.1:8850/stand-in/customer-portal), like the sandbox's",
      "PUBLIC_ADMIN_PORTAL_URL is an address on this machine (http://127.0.0.1:8850/stand-in/admin-portal), like the sandbox's",
      "PUBLIC_NEWS_URL is an address on this machine (http://127.0.0.1:8850/stand-in/news), like the sandbox's",
      "PUBLIC_PARKNPLAY_URL is an address on this machine (http://127.0.0.1:8850/stand-in/touchless-gate), like the sandbox's",
      "PUBLIC_PARKNPLAY_CITATION_URL is an address on this machine (http://127.0.0.1:8850/stand-in/citation), like the sandbox's",
      "PUBLIC_INVOICE_URL is an address on this machine (http://127.0.0.1:8850/invoice), like the sandbox's",
      'PUBLIC_CLIENT_ID is the sandbox\'s value "sandbox-client"',
      'PUBLIC_CLIENT_SECRET is the sandbox\'s value "sandbox-secret"',
      'PUBLIC_CARD_ENCRYPTION_KEY is the sandbox\'s value "sandbox-card-key"',
    ]);
    expect(refusedOnNetlify({ ...DEPLOYABLE, PUBLIC_INVOICE_URL: 'https://invoices.localhost/invoice' })).toEqual([
      "PUBLIC_INVOICE_URL is an address on this machine (https://invoices.localhost/invoice), like the sandbox's",
    ]);
    expect(refusedOnNetlify({ ...DEPLOYABLE, PUBLIC_API_URL: 'https://[::1]:8443' })).toEqual([
      "PUBLIC_API_URL is an address on this machine (https://[::1]:8443), like the sandbox's",
    ]);
  });

  it('refuses an http: address for the API, the portals and the invoices, naming each', () => {
    const http = (url: string) => url.replace('https:', 'http:');
    expect(
      refusedOnNetlify({
        ...DEPLOYABLE,
        PUBLIC_API_URL: http(DEPLOYABLE.PUBLIC_API_URL),
        PUBLIC_CUSTOMER_PORTAL_URL: http(DEPLOYABLE.PUBLIC_CUSTOMER_PORTAL_URL),
        PUBLIC_ADMIN_PORTAL_URL: 'HTTP://admin.parkcloud.example',
        PUBLIC_INVOICE_URL: http(DEPLOYABLE.PUBLIC_INVOICE_URL),
        PUBLIC_NEWS_URL: http(DEPLOYABLE.PUBLIC_NEWS_URL),
      }),
    ).toEqual([
      'PUBLIC_API_URL must be an https: address, not "http://api.parkcloud.example"',
      'PUBLIC_CUSTOMER_PORTAL_URL must be an https: address, not "http://portal.parkcloud.example"',
      'PUBLIC_ADMIN_PORTAL_URL must be an https: address, not "HTTP://admin.parkcloud.example"',
      'PUBLIC_INVOICE_URL must be an https: address, not "http://invoices.parkcloud.example/invoice"',
    ]);
    expect(
      Object.entries(VARIABLES)
        .filter(([, variable]) => 'httpsOnNetlify' in variable && variable.httpsOnNetlify)
        .map(([name]) => name),
    ).toEqual(['PUBLIC_API_URL', 'PUBLIC_CUSTOMER_PORTAL_URL', 'PUBLIC_ADMIN_PORTAL_URL', 'PUBLIC_INVOICE_URL']);
  });
});

describe('PUBLIC_ANALYTICS_URL', () => {
  it('is empty unless set: no collector', () => {
    expect(resolveVariables({}).PUBLIC_ANALYTICS_URL).toBe('');
    expect(analyticsUrlProblem('', true)).toBeNull();
  });

  it('is the collector’s origin, https: in a Netlify build', () => {
    expect(analyticsUrlProblem('https://plausible.io', true)).toBeNull();
    expect(analyticsUrlProblem('https://plausible.io/', true)).toBeNull();
    expect(analyticsUrlProblem('http://127.0.0.1:9999', false)).toBeNull();
    expect(analyticsUrlProblem('http://stats.example.com', true)).toBe(
      'PUBLIC_ANALYTICS_URL must be an https: origin, got "http://stats.example.com"',
    );
    expect(analyticsUrlProblem('https://plausible.io/api/event', true)).toBe(
      'PUBLIC_ANALYTICS_URL must be an origin without a path, query or fragment, such as https://plausible.io, got "https://plausible.io/api/event"',
    );
    expect(analyticsUrlProblem('plausible.io', false)).toBe(
      'PUBLIC_ANALYTICS_URL must be the collector\'s origin, such as https://plausible.io, got "plausible.io"',
    );
    expect(analyticsUrlProblem('ftp://stats.example.com', false)).toBe(
      'PUBLIC_ANALYTICS_URL must be an http: or https: origin, got "ftp://stats.example.com"',
    );
  });
});

describe('configuration', () => {
  it('falls back to the local defaults and lets the environment override them', () => {
    expect(resolveVariables({}).PUBLIC_API_URL).toBe(VARIABLES.PUBLIC_API_URL.fallback);
    expect(resolveVariables({ PUBLIC_API_URL: 'https://api.example' }).PUBLIC_API_URL).toBe('https://api.example');
  });

  it('names every URL variable, the client credentials and the card key a production build lacks', () => {
    expect(missingInProduction({})).toEqual([
      'PUBLIC_SITE_URL',
      'PUBLIC_API_URL',
      'PUBLIC_CUSTOMER_PORTAL_URL',
      'PUBLIC_ADMIN_PORTAL_URL',
      'PUBLIC_NEWS_URL',
      'PUBLIC_PARKNPLAY_URL',
      'PUBLIC_PARKNPLAY_CITATION_URL',
      'PUBLIC_INVOICE_URL',
      'PUBLIC_CLIENT_ID',
      'PUBLIC_CLIENT_SECRET',
      // Without it the sandbox's key would encrypt every card, and every payment would fail.
      'PUBLIC_CARD_ENCRYPTION_KEY',
    ]);
    const all = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, 'x']));
    expect(missingInProduction(all)).toEqual([]);
  });
});

describe('configuration documents', () => {
  it('README and .env.example name every variable with its default', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const example = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    for (const [name, variable] of Object.entries(VARIABLES)) {
      const fallback = variable.fallback ? `\`${variable.fallback}\`` : '(empty)';
      expect(readme, name).toContain(`| \`${name}\` | ${variable.requiredInProduction ? 'yes' : 'no'} | ${fallback} |`);
      expect(example, name).toContain(`${name}=${variable.fallback}\n`);
    }
  });
});
