/** Service cards, each linking to its page. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { eachOnce, heading, NAMED_TWICE } from '../fields.ts';

export const servicesBlock = z
  .strictObject({
    type: z.literal('services'),
    heading,
    services: z
      .array(reference('services'))
      .min(1)
      .max(12)
      .refine(eachOnce, NAMED_TWICE)
      .describe('The services shown, 1 to 12, by their file name in content/services.'),
  })
  .meta({ title: 'Services' });
