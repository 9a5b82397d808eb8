/**
 * Every collection of content/ and its schema. Editors change the Markdown and YAML there; the build
 * checks each file against these rules and names the field when something is off.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The icons drawn in src/components/Icon.astro that content may name. */
export const ICON_NAMES = [
  'gate', 'valet', 'permit', 'calendar', 'reserve', 'channels', 'promotion', 'camera', 'chart', 'phone', 'parcs', 'plane',
  'shield', 'cloud', 'support', 'clock', 'map', 'users',
] as const;

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

const services = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/services' }),
  schema: z.strictObject({
    ...seo,
    name: z.string().min(3).max(60).describe('Service name as shown in menus, cards and the page heading, e.g. "Monthly Parking".'),
    serviceId: z.number().int().positive().describe("The service's id on the provider's API; its plans are priced on the page."),
    order: z.number().int().min(1).max(99).describe('Position on /services (1 comes first). Menus, the footer and the home carousel follow whatWeDo in content/settings/site.yaml.'),
    icon: z.enum(ICON_NAMES).describe('Icon drawn on the service card.'),
    summary: z.string().min(40).max(200).describe('Card text on the home carousel and the services list: one or two sentences.'),
    lead: z.string().min(40).max(300).describe('Introduction under the heading of the service page.'),
    features: z.array(feature).min(3).max(8).describe('Key features, three to eight.'),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: z.strictObject({
    ...seo,
    heading: z.string().min(3).max(90).describe('The page heading (the one h1).'),
    eyebrow: z.string().min(2).max(40).optional().describe('Small label above the heading, e.g. "Company".'),
    lead: z.string().min(20).max(400).optional().describe('Introduction under the heading.'),
    menuLabel: z.string().min(3).max(40).optional().describe('The page\'s label in the header\'s What We Do menu (list the page in whatWeDo of content/settings/site.yaml).'),
    features: z.array(feature).max(8).optional().describe('Optional feature cards shown after the text.'),
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
  }),
});

const careers = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/careers' }),
  schema: z.strictObject({
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
  }),
});

const settings = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/settings' }),
  schema: z.strictObject({
    brand: z.string().min(2).max(40).describe('Company name shown in the logo, titles and copyright.'),
    tagline: z.string().min(10).max(120).describe('One line under the logo in the footer.'),
    office: z
      .strictObject({
        name: z.string().min(3).max(60).describe('e.g. "Corporate Office".'),
        street: z.string().min(3).max(80),
        city: z.string().min(2).max(40),
        region: z.string().min(2).max(40).describe('State code, e.g. "NY".'),
        postalCode: z.string().min(3).max(12),
        country: z.string().min(2).max(40),
        phone: z.string().min(7).max(24).describe('Phone as dialled, e.g. "+1 212 555 0142".'),
        mapUrl: z.url().describe('Link that opens the office in a map site.'),
      })
      .describe('The corporate office shown in the footer and on the contact page.'),
    mailboxes: z
      .array(z.strictObject({ label: z.string().min(2).max(40), email: z.email() }))
      .length(2)
      .describe('The two contact mailboxes in the footer.'),
    trialEmail: z.email().describe('Mailbox of the "Contact Us for a Free Trial" link.'),
    social: z
      .array(
        z.strictObject({
          network: z.enum(['linkedin', 'x', 'facebook', 'youtube', 'instagram']).describe('Which icon to show.'),
          url: z.url(),
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
  }),
});

export const collections = { services, pages, careers, settings };
