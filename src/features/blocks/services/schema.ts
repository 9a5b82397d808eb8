/** Service cards, each linking to its page. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { heading } from '../fields.ts';

export const servicesBlock = z.strictObject({
  type: z.literal('services'),
  heading,
  services: z.array(reference('services')).min(1).max(12).describe('The services shown, 1 to 12, by their file name in content/services.'),
});
