/**
 * How each collection is presented to editors in the configuration (./config.build.ts): labels, icon, the
 * field that names an entry, whether editors may add entries, sorting and the preview page. Everything else
 * comes from the collection's schema. Build-time only, like the whole configuration.
 */
import type { CollectionName } from '../../content.config.ts';

/** How a collection is presented to editors; everything else comes from its schema. */
export interface Presentation {
  readonly label: string;
  readonly labelSingular: string;
  readonly description: string;
  /** Material Symbols icon name shown beside the collection. */
  readonly icon: string;
  /** The field that names an entry in lists (and makes the file name of a new one). */
  readonly identifier?: string;
  /** Whether editors may add and delete entries: only where a new file makes a new page by itself. */
  readonly create?: boolean;
  /** The field entries are listed by, when not by name. */
  readonly sortBy?: string;
  /** The order of that field; ascending unless said (the newest article first). */
  readonly sortDescending?: boolean;
  /** The page of an entry, for the editor's "view on site" link. */
  readonly previewPath?: string;
  /** Whether a Markdown collection's entries have the text below their fields; false where the page is its blocks. */
  readonly body?: boolean;
  /**
   * The file name of a new entry, when it is the page's address and editors should see it: Sveltia CMS's slug
   * options (a template filled from the fields, shown as a field of its own while the entry is new, checked by
   * a pattern).
   */
  readonly slug?: {
    readonly template: string;
    readonly editable: readonly ('create' | 'update')[];
    readonly hint: string;
    readonly pattern: readonly [string, string];
  };
}

export const PRESENTATION: Record<CollectionName, Presentation> = {
  services: {
    label: 'Services',
    labelSingular: 'Service',
    description: 'One page per service under /services, also listed in the menus, the services list and the home carousel.',
    icon: 'local_parking',
    identifier: 'name',
    create: true,
    sortBy: 'order',
    previewPath: 'services/{{slug}}',
  },
  pages: {
    label: 'Pages',
    labelSingular: 'Page',
    description: 'The copy of every other page; the file name is the address (about-us is /about-us, home is /).',
    icon: 'article',
    identifier: 'heading',
  },
  landings: {
    label: 'Landing pages',
    labelSingular: 'Landing page',
    description:
      'Campaign, trade-show and segment pages composed of blocks: the file name is the address (spring-offer is /spring-offer). Mark one being written as draft: production leaves it out.',
    icon: 'web',
    identifier: 'title',
    create: true,
    previewPath: '{{slug}}',
    // The page is its blocks: no Markdown text below the fields (the content check refuses one too).
    body: false,
    slug: {
      template: '{{title}}',
      // Renaming a published page would break every link to it: the address is chosen once, when the page is new.
      editable: ['create'],
      hint: 'The address of the page: spring-offer is /spring-offer. Made from the title; shorten it to a few words. It cannot be changed later.',
      // The rule of a landing's file name (LANDING_SLUG in src/features/blocks/rules.ts).
      pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Lower-case letters and digits, words joined by single hyphens, e.g. spring-offer.'],
    },
  },
  careers: {
    label: 'Job listings',
    labelSingular: 'Job listing',
    description: 'The openings on the careers page; delete a listing to take it down.',
    icon: 'work',
    identifier: 'title',
    create: true,
    sortBy: 'order',
    previewPath: 'career',
  },
  stories: {
    label: "Customers' stories",
    labelSingular: "Customer's story",
    description:
      'Stories on /customers, each on its own page and on the pages of the services it names. Mark a made-up example with sample: production leaves it out.',
    icon: 'reviews',
    identifier: 'customer',
    create: true,
    sortBy: 'order',
    previewPath: 'customers/{{slug}}',
  },
  industries: {
    label: 'Industries',
    labelSingular: 'Industry',
    description:
      'One page per industry under /industries: its problems in its own words, the services that answer them, its stories and one next step.',
    icon: 'domain',
    identifier: 'name',
    create: true,
    sortBy: 'order',
    previewPath: 'industries/{{slug}}',
  },
  integrations: {
    label: 'Integrations',
    labelSingular: 'Integration',
    description:
      'The products ParkCloud works with, grouped by kind on /integrations and listed on the pages of the services that use them. Mark an unconfirmed one with sample: production leaves it out.',
    icon: 'extension',
    identifier: 'name',
    create: true,
    previewPath: 'integrations',
  },
  resources: {
    label: 'Articles and guides',
    labelSingular: 'Article',
    description: 'Articles and guides on /resources, each on its own page, in the RSS feed and on the page of each of its tags.',
    icon: 'menu_book',
    identifier: 'heading',
    create: true,
    sortBy: 'datePublished',
    sortDescending: true,
    previewPath: 'resources/{{slug}}',
  },
  settings: {
    label: 'Site settings',
    labelSingular: 'Site settings',
    description: 'Company name, tagline, office, mailboxes and social links, shown on every page.',
    icon: 'settings',
  },
};

/** Where the image of a service is kept: an images folder beside the service files, referenced relatively (astro:assets resolves it). */
export const ENTRY_IMAGES = './images';
