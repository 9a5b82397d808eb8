import { describe, expect, it } from 'vitest';
import { missingInProduction, resolveVariables, VARIABLES } from '../../src/lib/config/variables.build';
import { netlifyRedirects, resolveRoute, routeRules } from '../../src/lib/routes';

const config = {
  newsUrl: 'https://cms.example/news',
  parkNPlayUrl: 'https://checkin.example/gate',
  parkNPlayCitationUrl: 'https://checkin.example/citation/',
};
const rules = routeRules(config);

describe('route table', () => {
  it('writes Netlify rules in order, with the catch-all last', () => {
    expect(netlifyRedirects(config).trim().split('\n')).toEqual([
      '/news  https://cms.example/news  302',
      '/ParkNPlay  https://checkin.example/gate  302',
      '/ParkNPlay/:id  https://checkin.example/citation/:id  302',
      '/reset-password/:token  /reset-password  200',
      '/generate-new-password/:token  /generate-new-password  200',
      '/customers/*  /customers  302',
      '/industries/*  /industries  302',
      '/resources/*  /resources  302',
      '/admin/  /admin  302',
      '/*  /  302',
    ]);
  });

  it('resolves redirects, rewrites and the catch-all', () => {
    expect(resolveRoute(rules, '/news')).toEqual({ location: 'https://cms.example/news', status: 302 });
    expect(resolveRoute(rules, '/ParkNPlay')).toEqual({ location: 'https://checkin.example/gate', status: 302 });
    expect(resolveRoute(rules, '/ParkNPlay/AB%2012')).toEqual({ location: 'https://checkin.example/citation/AB%2012', status: 302 });
    expect(resolveRoute(rules, '/ParkNPlay/a?b')).toEqual({ location: 'https://checkin.example/citation/a%3Fb', status: 302 });
    expect(resolveRoute(rules, '/reset-password/tok')).toEqual({ location: '/reset-password', status: 200 });
    expect(resolveRoute(rules, '/nowhere')).toEqual({ location: '/', status: 302 });
    // The editor: /admin and /admin/config.yml are files (hosts serve files before rules); /admin/ is led there.
    expect(resolveRoute(rules, '/admin/')).toEqual({ location: '/admin', status: 302 });
  });

  it('sends an unknown story to the customers page, and /customers (a file while stories exist) to the catch-all', () => {
    expect(resolveRoute(rules, '/customers/gone-story')).toEqual({ location: '/customers', status: 302 });
    expect(resolveRoute(rules, '/customers/a/b')).toEqual({ location: '/customers', status: 302 });
    expect(resolveRoute(rules, '/customers')).toEqual({ location: '/', status: 302 });
    expect(resolveRoute(rules, '/customersx')).toEqual({ location: '/', status: 302 });
  });

  it('sends an unknown industry, article or tag to its list', () => {
    expect(resolveRoute(rules, '/industries/stadiums')).toEqual({ location: '/industries', status: 302 });
    expect(resolveRoute(rules, '/resources/an-old-article')).toEqual({ location: '/resources', status: 302 });
    expect(resolveRoute(rules, '/resources/tags/gone')).toEqual({ location: '/resources', status: 302 });
    // /integrations has no pages below it; without a published integration it is not built and goes home.
    expect(resolveRoute(rules, '/integrations')).toEqual({ location: '/', status: 302 });
  });

  it('is case-sensitive', () => {
    expect(resolveRoute(rules, '/parknplay')).toEqual({ location: '/', status: 302 });
    expect(resolveRoute(rules, '/NEWS')).toEqual({ location: '/', status: 302 });
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
      // Without it the sandbox's key would encrypt every card, and every payment would fail (issue 10).
      'PUBLIC_CARD_ENCRYPTION_KEY',
    ]);
    const all = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, 'x']));
    expect(missingInProduction(all)).toEqual([]);
  });
});

describe('configuration documents', () => {
  it('README and .env.example name every variable with its default', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const example = await readFile(new URL('../../.env.example', import.meta.url), 'utf8');
    for (const [name, variable] of Object.entries(VARIABLES)) {
      const fallback = variable.fallback ? `\`${variable.fallback}\`` : '(empty)';
      expect(readme, name).toContain(`| \`${name}\` | ${variable.requiredInProduction ? 'yes' : 'no'} | ${fallback} |`);
      expect(example, name).toContain(`${name}=${variable.fallback}\n`);
    }
  });
});

describe('thank-you message', () => {
  it('picks the message of each navigation state, and none without one', async () => {
    const { thankYouMessage } = await import('../../src/features/thank-you/thank-you');
    expect(thankYouMessage({ kind: 'contactus' })).toBe('Your request has been submitted successfully');
    expect(thankYouMessage({ kind: 'Trial' })).toBe('Your request for Trial has been submitted successfully');
    expect(thankYouMessage({ kind: 'payment', amount: 3 })).toBe('Payment has been done successfully');
    expect(thankYouMessage('Trial')).toBe('Your request for Trial has been submitted successfully');
    expect(thankYouMessage(null)).toBeNull();
    expect(thankYouMessage({ kind: 'other' })).toBeNull();
  });
});
