import { describe, expect, it } from 'vitest';
import type { Career, Resource, Service } from '../../lib/content';
import { settings } from '../../../tests/support/content-fixtures';
import { article, breadcrumbs, jobPosting, organization, service, webSite, type SiteContext } from './structured-data';
import { richResultProblems } from '../../../tests/support/rich-results';
import { visiblePlans } from '../commerce';
import { readServices } from '../../lib/api/catalogue-answer';
import { SERVICES } from '../../../sandbox/data';

/** An item as a page carries it: plain JSON. */
const json = (thing: object) => JSON.parse(JSON.stringify(thing)) as Record<string, unknown>;

const context: SiteContext = { site: new URL('https://www.parkcloud.example/'), settings };

const monthly = {
  id: 'monthly-parking-system',
  data: { name: 'Monthly Parking', description: 'Sell, bill and manage monthly parking contracts online.', lead: 'Monthly parking, online.' },
} as unknown as Service;

/** A listing as the careers collection gives it, with its rendered Markdown. */
function listing(remote: boolean): Career & { rendered: { html: string } } {
  return {
    id: remote ? 'sales-manager-west' : 'sales-manager-east',
    data: {
      title: remote ? 'Sales Manager – West Coast' : 'Sales Manager – East Coast',
      order: 1,
      location: remote ? 'Los Angeles, CA' : 'New York, NY',
      region: remote ? 'CA' : 'NY',
      remote,
      employmentType: 'FULL_TIME',
      datePosted: new Date('2026-10-05'),
      validThrough: new Date('2027-01-31'),
      summary: 'Grow our customer base with parking operators <and> cities.',
      applyEmail: 'careers@parkcloud.example',
      salary: { min: 95000, max: 120000, currency: 'USD', unit: 'YEAR' },
    },
    rendered: { html: '<h2>About the role</h2><p>Details.</p>' },
  } as unknown as Career & { rendered: { html: string } };
}

/** An article as the resources collection gives it. */
function resource(author: { name: string; kind: 'person' | 'team'; role?: string }, dateUpdated?: Date): Resource {
  return {
    id: 'parcs-upgrade-or-touchless',
    data: {
      heading: 'PARCS upgrade or touchless parking? How to choose for your garage',
      summary: 'Two roads when gate equipment reaches the end of its life.',
      format: 'Guide',
      author,
      datePublished: new Date('2026-11-10'),
      ...(dateUpdated ? { dateUpdated } : {}),
      tags: ['PARCS', 'Touchless'],
      services: [],
      sample: false,
    },
  } as unknown as Resource;
}

describe("each page type's JSON-LD has the fields Google's rich results require", () => {
  it('home: Organization (name, url, logo) and WebSite', () => {
    const items = [organization(context), webSite(context)];
    expect(items.flatMap((item) => richResultProblems(item))).toEqual([]);
    expect(items[0]).toMatchObject({ name: 'ParkCloud', url: 'https://www.parkcloud.example/', logo: 'https://www.parkcloud.example/favicon.svg' });
  });

  it('nested pages: a BreadcrumbList from the home page to the page, with absolute URLs', () => {
    const trail = breadcrumbs(
      [
        { name: 'Home', path: '/' },
        { name: 'What we do', path: '/services' },
        { name: 'Monthly Parking', path: '/services/monthly-parking-system' },
      ],
      context,
    );
    expect(richResultProblems(trail)).toEqual([]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.parkcloud.example/' },
      { '@type': 'ListItem', position: 2, name: 'What we do', item: 'https://www.parkcloud.example/services' },
      { '@type': 'ListItem', position: 3, name: 'Monthly Parking', item: 'https://www.parkcloud.example/services/monthly-parking-system' },
    ]);
  });

  it('service pages: a Service with the company as provider, and no Offer until prices are read at build', () => {
    const item = service(monthly, context);
    expect(richResultProblems(item)).toEqual([]);
    expect(item).toMatchObject({
      name: 'Monthly Parking',
      provider: { '@type': 'Organization', name: 'ParkCloud', url: 'https://www.parkcloud.example/' },
    });
    expect(item).not.toHaveProperty('offers');
  });

  it('service pages with plans priced at build: one Offer per plan, in USD, per month and per year', () => {
    const item = json(
      service(monthly, context, [
        { name: 'Basic', amount: 49, annual_amount: 490 },
        { name: 'Pro', amount: 99, annual_amount: 990 },
      ]),
    );
    expect(richResultProblems(item)).toEqual([]);
    expect(item['offers']).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Basic', price: 49, priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', name: 'Pro', price: 99, priceCurrency: 'USD' }),
    ]);
    expect((item['offers'] as Array<Record<string, unknown>>)[1]?.['priceSpecification']).toEqual([
      expect.objectContaining({ price: 99, billingDuration: 'P1M' }),
      expect.objectContaining({ price: 990, billingDuration: 'P1Y' }),
    ]);
  });

  it("service pages built with the API's answer: an Offer per public plan only (no trial, inactive or free plan)", () => {
    // As the build reads it: GET /services through the catalogue reader, filtered by [§9](docs/CONTRACT.md#9-constants).
    const plans = visiblePlans(readServices(JSON.parse(JSON.stringify({ status: 200, data: SERVICES }))), 1);
    const item = json(service(monthly, context, plans));
    expect(richResultProblems(item)).toEqual([]);
    expect(item['offers']).toEqual(
      ['Starter', 'Professional', 'Enterprise'].map((name, index) =>
        expect.objectContaining({
          name,
          price: [149, 349, 799][index],
          priceCurrency: 'USD',
          url: 'https://www.parkcloud.example/services/monthly-parking-system#pricing',
        }),
      ),
    );
    // Only the fields of an Offer: nothing of the API's plan record leaks into the JSON-LD.
    expect(JSON.stringify(item)).not.toMatch(/no_of_users|is_trial|service_id|annual_amount/);
  });

  it('/career: a JobPosting per listing with baseSalary (a range) and identifier, on site and remote', () => {
    for (const job of [listing(false), listing(true)]) {
      const item = json(jobPosting(job, context));
      expect(richResultProblems(item)).toEqual([]);
      expect(item['baseSalary']).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 95000, maxValue: 120000, unitText: 'YEAR' },
      });
      expect(item['identifier']).toEqual({ '@type': 'PropertyValue', name: 'ParkCloud', value: job.id });
      expect(item).toMatchObject({ datePosted: '2026-10-05', validThrough: '2027-01-31', hiringOrganization: { name: 'ParkCloud' } });
      // The full description as HTML: the summary (escaped) and the listing's body.
      expect(item['description']).toBe(
        '<p>Grow our customer base with parking operators &lt;and&gt; cities.</p><h2>About the role</h2><p>Details.</p>',
      );
    }
    expect(jobPosting(listing(true), context)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country' },
    });
  });
});

describe('articles', () => {
  it('carry an Article with headline, the share card as image, both dates, the author and the publisher', () => {
    const item = article(resource({ name: 'ParkCloud Solutions Engineering', kind: 'team' }), context);
    expect(richResultProblems(item)).toEqual([]);
    expect(json(item)).toMatchObject({
      '@type': 'Article',
      headline: 'PARCS upgrade or touchless parking? How to choose for your garage',
      url: 'https://www.parkcloud.example/resources/parcs-upgrade-or-touchless',
      image: ['https://www.parkcloud.example/og/resources/parcs-upgrade-or-touchless.png'],
      datePublished: '2026-11-10',
      dateModified: '2026-11-10',
      author: { '@type': 'Organization', name: 'ParkCloud Solutions Engineering', url: 'https://www.parkcloud.example/' },
      publisher: { '@type': 'Organization', name: 'ParkCloud' },
      keywords: 'PARCS, Touchless',
    });
  });

  it('name a person as a Person with their role, and the last update as dateModified', () => {
    const item = json(article(resource({ name: 'Dana Whitfield', kind: 'person', role: 'Director of Operations' }, new Date('2026-11-20')), context));
    expect(richResultProblems(item)).toEqual([]);
    expect(item).toMatchObject({
      author: { '@type': 'Person', name: 'Dana Whitfield', jobTitle: 'Director of Operations' },
      dateModified: '2026-11-20',
    });
  });
});

describe('the rich-result check itself', () => {
  it('names what an Article lacks', () => {
    const { image: _image, ...item } = json(article(resource({ name: 'ParkCloud', kind: 'team' }), context));
    expect(richResultProblems({ ...item, headline: 'x'.repeat(111), author: { name: 'Nobody' }, dateModified: 'Tuesday' })).toEqual([
      'Article: headline of at most 110 characters',
      'Article: image (absolute URLs)',
      'Article: dateModified (ISO 8601)',
      'Article: author[0] a Person or Organization with a name',
    ]);
  });

  it('names what a JobPosting lacks', () => {
    const { hiringOrganization: _hiring, jobLocation: _location, ...rest } = json(jobPosting(listing(false), context));
    expect(richResultProblems({ ...rest, datePosted: 'October 5' })).toEqual([
      'JobPosting: datePosted (ISO 8601)',
      'JobPosting: hiringOrganization with a name',
      'JobPosting: jobLocation with an address, or jobLocationType TELECOMMUTE with applicantLocationRequirements',
    ]);
  });

  it('names an Offer without a price, a currency or its billing periods', () => {
    const item = json(service(monthly, context, [{ name: 'Basic', amount: 49, annual_amount: 490 }]));
    const [offer] = item['offers'] as Array<Record<string, unknown>>;
    const broken = {
      ...item,
      offers: [
        {
          ...offer,
          price: 0,
          priceCurrency: 'EUR',
          priceSpecification: [{ '@type': 'UnitPriceSpecification', price: 49, priceCurrency: 'USD', billingDuration: 'P30D' }],
        },
        { ...offer, priceSpecification: undefined },
      ],
    };
    expect(richResultProblems(broken)).toEqual([
      'Service: offers[0].price',
      'Service: offers[0].priceCurrency USD',
      'Service: offers[0].priceSpecification[0].billingDuration P1M or P1Y',
      'Service: offers[1].priceSpecification with the billing periods',
    ]);
  });

  it('names a missing logo, a relative breadcrumb URL and an unknown type', () => {
    const { logo: _logo, ...org } = json(organization(context));
    expect(richResultProblems(org)).toEqual(['Organization: logo (absolute URL)']);
    const trail = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Page' },
      ],
    };
    expect(richResultProblems(trail)).toEqual(['BreadcrumbList: itemListElement[0].item (absolute URL)']);
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual(['unexpected @type Thing']);
  });
});
