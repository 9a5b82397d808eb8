/** Customers' names in a row under a heading, each linking to its story when it has one. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { heading } from '../fields.ts';

export const trustedByBlock = z
  .strictObject({
    type: z.literal('trustedBy'),
    heading,
    names: z
      .array(
        z.strictObject({
          name: z.string().min(2).max(60).describe('The customer, as it writes its name (2 to 60 characters), e.g. "Summit State University".'),
          story: reference('stories')
            .optional()
            .describe('Optional: the customer’s story, by its file name in content/stories; the name then links to it.'),
        }),
      )
      .min(3)
      .max(12)
      .describe('The customers named, 3 to 12, in the order shown.'),
  })
  .meta({ title: 'Trusted by' });
