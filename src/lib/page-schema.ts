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
