/** Service cards, each linking to its page. */
import { z } from 'astro/zod';
import { heading, namedEntries } from '../fields.ts';

export const servicesBlock = z
  .strictObject({
    type: z.literal('services'),
    heading,
    services: namedEntries('services', 12, 'The services'),
  })
  .meta({ title: 'Services' });
