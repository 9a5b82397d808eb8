/** Content entries for unit tests of code that reads the collections (vitest has no content store). */
import type { Settings } from '../../src/lib/content';

/** content/settings/site.yaml, shortened. */
export const settings: Settings = {
  brand: 'ParkCloud',
  tagline: 'Cloud software for parking operators.',
  office: {
    name: 'Corporate Office',
    street: '350 Fifth Avenue',
    city: 'New York',
    region: 'NY',
    postalCode: '10118',
    country: 'United States',
    phone: '+1 212 555 0142',
    mapUrl: 'https://maps.example/office',
  },
  mailboxes: [
    { label: 'Sales', email: 'sales@parkcloud.example' },
    { label: 'Support', email: 'support@parkcloud.example' },
  ],
  trialEmail: 'trial@parkcloud.example',
  securityContact: 'mailto:security@parkcloud.example',
  social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/parkcloud' }],
  timeZone: 'America/New_York',
  whatWeDo: ['/services/monthly-parking-system'],
};
