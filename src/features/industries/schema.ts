/** An industry (content/industries): its problems in its own words, the services that answer them, its next step. */
import { z } from 'astro/zod';
import { ICON_NAMES } from '../../components/icons.ts';
import { reference, seo } from '../../lib/content-schema.ts';

export const industrySchema = z.strictObject({
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
