import { describe, expect, it } from 'vitest';
import type { Career, Industry, Integration, Page, Resource, Service, Story } from '../../lib/content';
import { llmsTxt } from './llms-txt.build';
import { settings } from '../../../tests/support/content-fixtures';

const page = (id: string, title: string, description: string) => ({ id, data: { title, description, heading: title } }) as unknown as Page;
const home = page('home', 'Cloud Parking Management Software', 'ParkCloud is cloud software for parking owners and operators.');

const text = llmsTxt({
  site: new URL('https://www.parkcloud.example/'),
  settings,
  home,
  services: [
    {
      id: 'monthly-parking-system',
      data: { name: 'Monthly Parking', summary: 'Sign up monthly parkers online\nand bill them.' },
    } as unknown as Service,
  ],
  pages: [
    home,
    page('about-us', 'About [ParkCloud]', 'Who we are.'),
    page('customers', "Customers' Stories", 'Stories.'),
    page('login', 'Login', 'Log in.'),
    page('thank-you', 'Thank you', 'Thanks.'),
  ],
  careers: [
    { id: 'sales-manager-east', data: { title: 'Sales Manager', location: 'New York, NY', summary: 'Grow our customer base.' } } as unknown as Career,
  ],
  industries: [{ id: 'airports', data: { name: 'Airports', summary: 'Pre-booked parking.' } } as unknown as Industry],
  integrations: [{ id: 'stripe', data: { name: 'Stripe', kind: 'payments', summary: 'Payments settle in Stripe.' } } as unknown as Integration],
  resources: [
    {
      id: 'parcs-or-touchless',
      data: { heading: 'PARCS or touchless?', summary: 'How to choose.', datePublished: new Date('2026-11-10'), tags: ['PARCS'] },
    } as unknown as Resource,
  ],
  stories: [],
  unpublished: new Set(['customers']),
});

describe('/llms.txt', () => {
  it('starts with the company and what it does', () => {
    expect(text.split('\n').slice(0, 5)).toEqual([
      '# ParkCloud',
      '',
      '> Cloud software for parking operators.',
      '',
      'ParkCloud is cloud software for parking owners and operators.',
    ]);
  });

  it('has one line and link per service, industry, integration, article, indexable page and job, each on one line', () => {
    const links = text.split('\n').filter((line) => line.startsWith('- '));
    expect(links).toEqual([
      '- [Monthly Parking](https://www.parkcloud.example/services/monthly-parking-system): Sign up monthly parkers online and bill them.',
      '- [Airports](https://www.parkcloud.example/industries/airports): Pre-booked parking.',
      '- [Stripe](https://www.parkcloud.example/integrations#kind-payments): Payment processors. Payments settle in Stripe.',
      '- [PARCS or touchless?](https://www.parkcloud.example/resources/parcs-or-touchless): How to choose.',
      '- [PARCS](https://www.parkcloud.example/resources/tags/parcs): 1 article on PARCS.',
      '- [Cloud Parking Management Software](https://www.parkcloud.example/): ParkCloud is cloud software for parking owners and operators.',
      '- [About ParkCloud](https://www.parkcloud.example/about-us): Who we are.',
      '- [Sales Manager](https://www.parkcloud.example/career#job-sales-manager-east): New York, NY. Grow our customer base.',
    ]);
    expect(text).toMatch(
      /## Services\n\n- \[Monthly[^\n]+\n\n## Industries\n\n- \[Airports[^\n]+\n\n## Integrations\n\n- \[Stripe[^\n]+\n\n## Articles and guides\n\n- \[PARCS[^\n]+\n\n## Topics of the articles\n\n- \[PARCS\][^\n]+\n\n## Pages\n/,
    );
    expect(text).toMatch(/## Jobs\n\n- \[Sales Manager\]/);
  });

  it('leaves out a section with nothing published, and every page this build does not publish', () => {
    // /customers is not built without a published story: no line may point at it.
    expect(text).not.toContain('/customers');
    const bare = llmsTxt({
      site: new URL('https://www.parkcloud.example/'),
      settings,
      home,
      services: [],
      pages: [home],
      careers: [],
      industries: [],
      integrations: [],
      resources: [],
      stories: [],
      unpublished: new Set(['integrations']),
    });
    expect(bare).not.toMatch(/## (Industries|Integrations|Articles and guides|Topics|Customers)/);
  });

  it('links each published customer story, and /customers with them, before the pages', () => {
    const withStory = llmsTxt({
      site: new URL('https://www.parkcloud.example/'),
      settings,
      home,
      services: [],
      pages: [home, page('customers', "Customers' Stories", 'Stories.')],
      careers: [],
      industries: [],
      integrations: [],
      resources: [],
      stories: [{ id: 'harbor-point', data: { heading: 'Harbor Point fills its garages', summary: 'Occupancy up.' } } as unknown as Story],
      unpublished: new Set(),
    });
    expect(withStory).toContain(
      "## Customers' stories\n\n- [Harbor Point fills its garages](https://www.parkcloud.example/customers/harbor-point): Occupancy up.\n\n## Pages",
    );
    expect(withStory).toContain("- [Customers' Stories](https://www.parkcloud.example/customers): Stories.");
  });
});
