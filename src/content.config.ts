/**
 * Every collection of content/ and its schema. Editors change the Markdown and YAML there; the build
 * checks each file against these rules and names the field when something is off. The same schemas
 * generate the editor's configuration at /admin (src/features/editor/) and the content check of CI
 * (scripts/quality/content.ts), so a field added here appears in both without a second edit.
 */
// From astro/content/config rather than astro:content, so plain Node scripts (the content check) can
// import this file too; it is the same function.
import { defineCollection, type SchemaContext } from 'astro/content/config';
// Astro's reference(), the very function astro:content exports (it is createReference() of this module), taken
// from its runtime for the same reason: the content check and the editor's configuration read this file in Node.
import { createReference } from 'astro/content/runtime';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The drawings of the product's screens (src/components/product-screens.ts) a service may show. */
export const SCREEN_NAMES = [
  'dashboard',
  'accounts',
  'calendar',
  'inventory',
  'gate',
  'enforcement',
  'valet',
  'promotions',
  'permits',
  'app',
] as const;

/** The icons drawn in src/components/Icon.astro that content may name. */
export const ICON_NAMES = [
  'gate',
  'valet',
  'permit',
  'calendar',
  'reserve',
  'channels',
  'promotion',
  'camera',
  'chart',
  'phone',
  'parcs',
  'plane',
  'shield',
  'cloud',
  'support',
  'clock',
  'map',
  'users',
  'city',
  'campus',
  'hospital',
  'building',
  'hotel',
  'card',
  'ledger',
  'key',
] as const;

/** The kinds of integrations, in the order /integrations shows them (labels and icons: src/lib/integrations.ts). */
export const INTEGRATION_KINDS = ['parcs', 'alpr', 'payments', 'accounting', 'access', 'marketplaces'] as const;

const seo = {
  title: z.string().min(5).max(70).describe('Browser tab and search-result title, e.g. "Monthly parking software". The site name is added after it.'),
  description: z.string().min(50).max(170).describe('Search-result summary of one or two sentences (50 to 170 characters).'),
};

const feature = z
  .strictObject({
    title: z.string().min(3).max(60).describe('Short feature name, e.g. "Automatic renewals".'),
    text: z.string().min(20).max(260).describe('One or two sentences on what the feature does for an operator.'),
    icon: z.enum(ICON_NAMES).optional().describe('Optional icon from the icon set.'),
  })
  .describe('One feature shown as a card.');

/** Where each collection's files live, relative to the project root. */
export const SOURCES = {
  services: { folder: 'content/services', extension: 'md' },
  pages: { folder: 'content/pages', extension: 'md' },
  careers: { folder: 'content/careers', extension: 'md' },
  stories: { folder: 'content/stories', extension: 'md' },
  industries: { folder: 'content/industries', extension: 'md' },
  integrations: { folder: 'content/integrations', extension: 'yaml' },
  resources: { folder: 'content/resources', extension: 'md' },
  settings: { folder: 'content/settings', extension: 'yaml' },
} as const;

export type CollectionName = keyof typeof SOURCES;

const astroReference = createReference();

/**
 * A reference to an entry of another collection by its file name, without the extension (Astro's reference()):
 * the page reads the entry itself, so its name is never typed twice, and a name with no file fails the build
 * and the content check. Typed as astro:content types its reference(); the meta tells the editor to offer
 * the collection's entries to choose from.
 */
function reference<C extends CollectionName>(collection: C) {
  const schema = astroReference(collection) as unknown as z.ZodPipe<z.ZodString, z.ZodTransform<{ collection: C; id: string }, string>>;
  return schema.meta({ reference: collection });
}

/** The files of one collection: every file of its folder with its extension. */
const files = (name: CollectionName) => glob({ pattern: `*.${SOURCES[name].extension}`, base: `./${SOURCES[name].folder}` });

/** The service schema; `image` is Astro's image helper (astro:assets processes the file at build time). */
const serviceSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    ...seo,
    name: z.string().min(3).max(60).describe('Service name as shown in menus, cards and the page heading, e.g. "Monthly Parking".'),
    serviceId: z
      .number()
      .int()
      .positive()
      .describe("The service's id on the provider's API; its plans are priced on the page.")
      .meta({ title: 'Service ID' }),
    recommendedPlan: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("The id of the plan (on the provider's API) marked Recommended on the service page; empty: the middle plan.")
      .meta({ title: 'Recommended plan ID' }),
    order: z
      .number()
      .int()
      .min(1)
      .max(99)
      .describe('Position on /services (1 comes first). Menus, the footer and the home carousel follow whatWeDo in content/settings/site.yaml.'),
    icon: z.enum(ICON_NAMES).describe('Icon drawn on the service card.'),
    screen: z.enum(SCREEN_NAMES).describe('The drawing of the product screen shown on the service page and its card, e.g. "permits" or "dashboard".'),
    summary: z.string().min(40).max(200).describe('Card text on the home carousel and the services list: one or two sentences.'),
    lead: z.string().min(40).max(300).describe('Introduction under the heading of the service page.'),
    features: z.array(feature).min(3).max(8).describe('Key features, three to eight.'),
    image: z
      .strictObject({
        src: image()
          .describe('A photo or screenshot (JPEG, PNG or WebP); one 1200 pixels wide or more stays sharp on large screens. The site resizes it.')
          .meta({ title: 'Image file' }),
        alt: z
          .string()
          .min(5)
          .max(150)
          .describe('What the image shows, for people who cannot see it, e.g. "Parker paying at a touchless gate".')
          .meta({ title: 'Image description (alt text)' }),
      })
      .optional()
      .describe('Optional image shown above the text of the service page. Once an image is set, its description is required.'),
  });

const pageSchema = z.strictObject({
  ...seo,
  heading: z.string().min(3).max(90).describe('The page heading (the one h1).'),
  eyebrow: z.string().min(2).max(40).optional().describe('Small label above the heading, e.g. "Company".'),
  lead: z.string().min(20).max(400).optional().describe('Introduction under the heading.'),
  menuLabel: z
    .string()
    .min(3)
    .max(40)
    .optional()
    .describe("The page's label in the header's What We Do menu (list the page in whatWeDo of content/settings/site.yaml)."),
  features: z.array(feature).max(8).optional().describe('Optional feature cards shown after the text.'),
  featuresHeading: z
    .string()
    .min(3)
    .max(60)
    .optional()
    .describe('Heading above the feature cards, e.g. "What the white-label app gives you". Without it: "Key features".'),
  steps: z
    .array(
      z.strictObject({
        title: z.string().min(2).max(30).describe('Step name, e.g. "Find".'),
        text: z.string().min(20).max(240).describe('What the driver does in this step.'),
        icon: z.enum(ICON_NAMES).describe('Icon of the step.'),
      }),
    )
    .max(6)
    .optional()
    .describe('Numbered steps, e.g. Find, Reserve, Park.'),
});

const careerSchema = z.strictObject({
  title: z.string().min(5).max(80).describe('Job title, e.g. "Sales Manager – East Coast". It is also the Apply Now mail subject.'),
  order: z.number().int().min(1).max(99).describe('Position on the careers page (1 comes first).'),
  location: z.string().min(2).max(80).describe('City and region, e.g. "New York, NY".'),
  region: z.string().length(2).describe('Two-letter US state code of the location, for search engines, e.g. "NY".'),
  remote: z.boolean().describe('Whether the role can be done remotely.'),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']).describe('Kind of employment.'),
  datePosted: z.coerce.date().describe('Date the listing was published, e.g. 2026-10-01.'),
  validThrough: z.coerce.date().describe('Last day applications are accepted.'),
  summary: z.string().min(40).max(300).describe('Two or three sentences shown before the details are expanded.'),
  applyEmail: z.email().describe('Mailbox that receives applications.'),
  salary: z
    .strictObject({
      min: z.number().int().positive().describe('Lowest base salary of the range, in whole dollars, e.g. 90000.'),
      max: z.number().int().positive().describe('Highest base salary of the range, in whole dollars, e.g. 120000.'),
      currency: z.literal('USD').describe('Currency of the amounts: USD.'),
      unit: z.enum(['HOUR', 'WEEK', 'MONTH', 'YEAR']).describe('What the amounts are paid for, e.g. YEAR for a yearly salary.'),
    })
    .refine((salary) => salary.min <= salary.max, { message: 'min must not be more than max' })
    .describe('Base salary range, shown on the listing and given to job search engines.'),
});

const storySchema = z.strictObject({
  ...seo,
  customer: z.string().min(2).max(60).describe('The customer\'s name as they want it shown, e.g. "Harbor Point Garages".'),
  facilityType: z.string().min(3).max(40).describe('What they run, e.g. "Downtown garages", "University campus", "Hospital".'),
  city: z.string().min(2).max(40).describe('City and state, e.g. "Baltimore, MD".'),
  heading: z.string().min(10).max(90).describe('The story page heading (its h1), e.g. "Harbor Point filled its garages on weeknights".'),
  summary: z.string().min(40).max(200).describe("One or two sentences on the story's card and under its heading."),
  metrics: z
    .array(
      z.strictObject({
        value: z.number().nonnegative().describe('The number alone, e.g. 38 or 2.5.'),
        unit: z.string().min(1).max(12).describe('What the number counts, shown right after it, e.g. "%", "hours", "x".'),
        label: z.string().min(5).max(60).describe('What changed, e.g. "fewer calls to the parking office".'),
      }),
    )
    .min(2)
    .max(3)
    .describe('Two or three results with units, agreed with the customer; the first also shows on the proof strip.'),
  quote: z
    .strictObject({
      text: z.string().min(20).max(320).describe('The words of the customer, without quotation marks.'),
      author: z.string().min(2).max(60).describe('Who said it, e.g. "Dana Whitfield".'),
      role: z.string().min(2).max(80).describe('Their role, e.g. "Director of Parking Operations".'),
    })
    .describe('A quote approved by the person quoted.'),
  services: z
    .array(z.string().regex(/^[a-z0-9-]+$/, 'a service file name, e.g. permit-parking-system'))
    .min(1)
    .max(5)
    .describe('The services the customer uses, by the file name of content/services (e.g. permit-parking-system); the story shows on their pages.'),
  order: z.number().int().min(1).max(99).describe('Position on /customers and the proof strips (1 comes first).'),
  sample: z
    .boolean()
    .default(false)
    .describe('true for a made-up example: it shows on local and preview builds only, never in production. Leave it out for a real story.'),
});

const industrySchema = z.strictObject({
  ...seo,
  name: z.string().min(3).max(50).describe('The industry as lists, cards and menus name it, e.g. "Universities and campuses".'),
  heading: z.string().min(10).max(90).describe('The industry page heading (its h1), e.g. "Parking for campuses that fill up every August".'),
  lead: z.string().min(40).max(300).describe('Introduction under the heading: who this page is for and what changes for them.'),
  summary: z.string().min(40).max(200).describe('Card text on /industries: one or two sentences.'),
  icon: z.enum(ICON_NAMES).describe('Icon drawn on the industry card.'),
  order: z.number().int().min(1).max(99).describe('Position on /industries (1 comes first).'),
  problems: z
    .array(
      z.strictObject({
        problem: z
          .string()
          .min(20)
          .max(160)
          .describe('The problem as people in this industry say it, in their words, e.g. "Every August the permit line runs out the door."'),
        answer: z.string().min(40).max(320).describe('What changes with ParkCloud, in one or two plain sentences.'),
        services: z
          .array(reference('services'))
          .min(1)
          .max(3)
          .describe(
            'The services that answer it, by the file name of content/services (e.g. permit-parking-system). The industry page and these services link each other.',
          ),
      }),
    )
    .min(3)
    .max(5)
    .describe('Three to five problems of this industry, each with the answer and the services behind it.'),
  stories: z
    .array(reference('stories'))
    .max(3)
    .default([])
    .describe("Customers' stories from this industry, by the file name of content/stories; sample stories show only outside production."),
  nextStep: z
    .strictObject({
      action: z.enum(['trial', 'demo']).describe('The one next step the page offers: "trial" (Start a free trial) or "demo" (Request a Demo).'),
      heading: z.string().min(10).max(70).describe('Heading of the closing call to action, e.g. "See it on your campus before the fall term".'),
      text: z.string().min(40).max(240).describe('One or two sentences under it: what the visitor gets from that step.'),
    })
    .describe('The closing call to action of the industry page.'),
});

const integrationSchema = z.strictObject({
  name: z.string().min(2).max(60).describe('The product or product family, as its maker writes it, e.g. "QuickBooks Online".'),
  kind: z
    .enum(INTEGRATION_KINDS)
    .describe(
      'Which group it is listed in: parcs (PARCS and gate equipment), alpr (ALPR cameras), payments (payment processors), accounting, access (access control and permits), marketplaces (mapping and reservation marketplaces).',
    ),
  summary: z
    .string()
    .min(40)
    .max(240)
    .describe('What the integration does with ParkCloud: what moves between the two systems and what the operator no longer does by hand.'),
  services: z
    .array(reference('services'))
    .min(1)
    .max(5)
    .describe('The services that use it, by the file name of content/services; their pages list it.'),
  sample: z
    .boolean()
    .default(false)
    .describe('true for an example not yet confirmed with its maker: it shows on local and preview builds only, never in production.'),
});

/** A tag of a resource: words, numbers, spaces and hyphens, so its page address (/resources/tags/<tag>) reads well. */
const TAG = /^[A-Za-z0-9][A-Za-z0-9 &'-]*[A-Za-z0-9]$/;

const resourceSchema = z
  .strictObject({
    ...seo,
    format: z
      .enum(['Guide', 'Article'])
      .describe('"Guide" for a how-to an operator follows step by step, "Article" for the rest; shown above the heading.'),
    heading: z.string().min(10).max(110).describe('The article heading (its h1 and its headline for search engines), at most 110 characters.'),
    summary: z.string().min(40).max(220).describe('One or two sentences on its card, under its heading and in the RSS feed.'),
    author: z
      .strictObject({
        name: z.string().min(2).max(60).describe('Who wrote it, as they want it shown, e.g. "Dana Whitfield" or "ParkCloud Customer Success".'),
        kind: z.enum(['person', 'team']).describe('"person" for a named author, "team" for a team of the company.'),
        role: z.string().min(2).max(80).optional().describe('Their role, e.g. "Director of Customer Success" (optional).'),
      })
      .describe('The author shown under the heading and given to search engines.'),
    datePublished: z.coerce.date().describe('Date the article was first published, e.g. 2026-10-01. The list shows the newest first.'),
    dateUpdated: z.coerce.date().optional().describe('Date of the last change that matters to readers (optional; not before the publication date).'),
    tags: z
      .array(z.string().min(2).max(30).regex(TAG, 'words, numbers, spaces and hyphens, e.g. "Monthly parking"'))
      .min(1)
      .max(4)
      .describe('One to four topics, e.g. "ALPR" or "Monthly parking"; each has a page listing its articles.'),
    services: z
      .array(reference('services'))
      .min(1)
      .max(4)
      .describe('The services the article is about, by the file name of content/services; shown after it as further reading.'),
    sample: z
      .boolean()
      .default(false)
      .describe('true for a made-up example: it shows on local and preview builds only, never in production. Leave it out for a real article.'),
  })
  .refine((entry) => !entry.dateUpdated || entry.dateUpdated >= entry.datePublished, {
    message: 'is before the publication date (datePublished); it must be that day or later.',
    path: ['dateUpdated'],
  });

const settingsSchema = z.strictObject({
  brand: z.string().min(2).max(40).describe('Company name shown in the logo, titles and copyright.'),
  tagline: z.string().min(10).max(120).describe('One line under the logo in the footer.'),
  office: z
    .strictObject({
      name: z.string().min(3).max(60).describe('e.g. "Corporate Office".'),
      street: z.string().min(3).max(80).describe('Street, number and suite, e.g. "350 Fifth Avenue, Suite 5400".'),
      city: z.string().min(2).max(40).describe('e.g. "New York".'),
      region: z.string().min(2).max(40).describe('State code, e.g. "NY".'),
      postalCode: z.string().min(3).max(12).describe('ZIP code, e.g. "10118".'),
      country: z.string().min(2).max(40).describe('e.g. "United States".'),
      phone: z.string().min(7).max(24).describe('Phone as dialled, e.g. "+1 212 555 0142".'),
      mapUrl: z.url().describe('Link that opens the office in a map site.'),
    })
    .describe('The corporate office shown in the footer and on the contact page.'),
  mailboxes: z
    .array(
      z.strictObject({
        label: z.string().min(2).max(40).describe('What the mailbox is for, e.g. "Sales".'),
        email: z.email().describe('The address, e.g. "sales@parkcloud.com".'),
      }),
    )
    .length(2)
    .describe('The two contact mailboxes in the footer.'),
  trialEmail: z.email().describe('Mailbox of the "Contact Us for a Free Trial" link.'),
  social: z
    .array(
      z.strictObject({
        network: z.enum(['linkedin', 'x', 'facebook', 'youtube', 'instagram']).describe('Which icon to show.'),
        url: z.url().describe('Full address of the profile, starting with https://.'),
      }),
    )
    .max(6)
    .describe('Social profiles in the footer.'),
  whatWeDo: z
    .array(z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'a path such as /services/monthly-parking-system or /airport-parking'))
    .min(1)
    .max(16)
    .describe(
      "The header's What We Do menu, in order: services as /services/<file name>, other pages as /<file name> (shown by their menuLabel). " +
        'The footer and the home carousel show the services of this list; /services lists every service. At most 16 links.',
    ),
});

/** Each collection's schema, given Astro's schema helpers (only services use `image`). */
export const SCHEMAS = {
  services: serviceSchema,
  pages: () => pageSchema,
  careers: () => careerSchema,
  stories: () => storySchema,
  industries: () => industrySchema,
  integrations: () => integrationSchema,
  resources: () => resourceSchema,
  settings: () => settingsSchema,
} satisfies Record<CollectionName, (context: SchemaContext) => z.ZodType>;

export const collections = {
  services: defineCollection({ loader: files('services'), schema: SCHEMAS.services }),
  pages: defineCollection({ loader: files('pages'), schema: SCHEMAS.pages }),
  careers: defineCollection({ loader: files('careers'), schema: SCHEMAS.careers }),
  stories: defineCollection({ loader: files('stories'), schema: SCHEMAS.stories }),
  industries: defineCollection({ loader: files('industries'), schema: SCHEMAS.industries }),
  integrations: defineCollection({ loader: files('integrations'), schema: SCHEMAS.integrations }),
  resources: defineCollection({ loader: files('resources'), schema: SCHEMAS.resources }),
  settings: defineCollection({ loader: files('settings'), schema: SCHEMAS.settings }),
};
