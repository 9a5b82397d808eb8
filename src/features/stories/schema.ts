/** A customer's story (content/stories): the customer, their results and their words. */
import { z } from 'astro/zod';
import { seo } from '../../lib/content-schema.ts';

export const storySchema = z.strictObject({
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
