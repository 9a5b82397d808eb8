/** A page of content/pages: the text, hero, feature cards and steps of the pages that are not a collection of their own. */
import { z } from 'astro/zod';
import { ICON_NAMES } from '../components/icons.ts';
import { feature, seo } from './content-schema.ts';

export const pageSchema = z.strictObject({
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
  features: z
    .array(feature)
    .max(8)
    .optional()
    .describe(
      'Optional feature cards shown after the text; not on the home page, /contact-us, /request-a-demo or /payment, which draw their own page (add a Feature cards block there).',
    ),
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
    .describe('Numbered steps, e.g. Find, Reserve, Park: shown on /airport-parking (on other pages, add a Steps block).'),
});

/**
 * The pages of content/pages whose route draws the page itself, without the feature cards of its fields, by file
 * name, and why in an editor's words (every other page shows them after its text, through ContentPage). The
 * content check and the build refuse `features` there: a Feature cards block shows them on any page.
 */
export const PAGES_WITHOUT_FEATURES: Readonly<Record<string, string>> = {
  home: 'the home page is made of its blocks',
  'contact-us': '/contact-us draws its form and office card instead',
  'request-a-demo': '/request-a-demo draws its demo form instead',
  payment: '/payment draws its payment form instead',
  logout: '/logout goes to the home page at once',
  'log-out': '/log-out goes to the home page after two seconds',
};

/** The pages of content/pages whose route shows their `steps` (every other page: a Steps block shows steps). */
export const PAGES_WITH_STEPS: readonly string[] = ['airport-parking'];
