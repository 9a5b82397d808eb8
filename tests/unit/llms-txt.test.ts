import { describe, expect, it } from 'vitest';
import type { Career, Page, Service } from '../../src/lib/content';
import { llmsTxt } from '../../src/build/llms-txt';
import { settings } from './content-fixtures';

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
  pages: [home, page('about-us', 'About [ParkCloud]', 'Who we are.'), page('login', 'Login', 'Log in.'), page('thank-you', 'Thank you', 'Thanks.')],
  careers: [
    { id: 'sales-manager-east', data: { title: 'Sales Manager', location: 'New York, NY', summary: 'Grow our customer base.' } } as unknown as Career,
  ],
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

  it('has one line and link per service, indexable page and job, each on one line', () => {
    const links = text.split('\n').filter((line) => line.startsWith('- '));
    expect(links).toEqual([
      '- [Monthly Parking](https://www.parkcloud.example/services/monthly-parking-system): Sign up monthly parkers online and bill them.',
      '- [Cloud Parking Management Software](https://www.parkcloud.example/): ParkCloud is cloud software for parking owners and operators.',
      '- [About ParkCloud](https://www.parkcloud.example/about-us): Who we are.',
      '- [Sales Manager](https://www.parkcloud.example/career#job-sales-manager-east): New York, NY. Grow our customer base.',
    ]);
    expect(text).toMatch(/## Services\n\n- \[Monthly[^\n]+\n\n## Pages\n/);
    expect(text).toMatch(/## Jobs\n\n- \[Sales Manager\]/);
  });
});
