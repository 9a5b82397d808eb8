/** Customers' stories as cards. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { eachOnce, heading, NAMED_TWICE } from '../fields.ts';

export const storiesBlock = z
  .strictObject({
    type: z.literal('stories'),
    heading,
    stories: z
      .array(reference('stories'))
      .min(1)
      .max(3)
      .refine(eachOnce, NAMED_TWICE)
      .describe("The customers' stories shown, 1 to 3, by their file name in content/stories."),
  })
  .meta({ title: "Customers' stories" });
