import { describe, expect, it } from 'vitest';
import { netlifyRedirects, resolveRoute, routeRules } from './routes';

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
      ...['fr', 'es'].flatMap((language) => [
        `/${language}/news  https://cms.example/news  302`,
        `/${language}/ParkNPlay  https://checkin.example/gate  302`,
        `/${language}/ParkNPlay/:id  https://checkin.example/citation/:id  302`,
        `/${language}/reset-password/:token  /${language}/reset-password  200`,
        `/${language}/generate-new-password/:token  /${language}/generate-new-password  200`,
        `/${language}/customers/*  /${language}/customers  302`,
        `/${language}/industries/*  /${language}/industries  302`,
        `/${language}/resources/*  /${language}/resources  302`,
      ]),
      '/admin/  /admin  302',
      '/fr/*  /fr  302',
      '/es/*  /es  302',
      '/*  /  302',
    ]);
  });

  it("puts the content's rules first, in every language: an expired landing leads to its page in the visitor's language", () => {
    const first = [
      { from: '/spring-offer', to: '/request-a-demo', status: 301 as const },
      { from: '/old-offer', to: '/', status: 301 as const },
    ];
    const lines = netlifyRedirects(config, first).trim().split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '/spring-offer  /request-a-demo  301',
      '/old-offer  /  301',
      '/fr/spring-offer  /fr/request-a-demo  301',
      '/fr/old-offer  /fr  301',
      '/es/spring-offer  /es/request-a-demo  301',
      '/es/old-offer  /es  301',
    ]);
    // Before the table, whose catch-all under the prefix would otherwise take them.
    expect(lines.indexOf('/fr/*  /fr  302')).toBeGreaterThan(lines.indexOf('/fr/spring-offer  /fr/request-a-demo  301'));
  });

  it('holds under each language prefix, and sends an unknown path there to that language home page', () => {
    expect(resolveRoute(rules, '/fr/news')).toEqual({ location: 'https://cms.example/news', status: 302 });
    expect(resolveRoute(rules, '/es/ParkNPlay')).toEqual({ location: 'https://checkin.example/gate', status: 302 });
    expect(resolveRoute(rules, '/fr/ParkNPlay/AB%2012')).toEqual({ location: 'https://checkin.example/citation/AB%2012', status: 302 });
    expect(resolveRoute(rules, '/es/reset-password/tok')).toEqual({ location: '/es/reset-password', status: 200 });
    expect(resolveRoute(rules, '/fr/industries/stadiums')).toEqual({ location: '/fr/industries', status: 302 });
    expect(resolveRoute(rules, '/es/nowhere')).toEqual({ location: '/es', status: 302 });
    expect(resolveRoute(rules, '/fr/')).toEqual({ location: '/fr', status: 302 });
    // A path that only starts like a prefix is English.
    expect(resolveRoute(rules, '/french')).toEqual({ location: '/', status: 302 });
    expect(resolveRoute(rules, '/fr/admin/')).toEqual({ location: '/fr', status: 302 });
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
