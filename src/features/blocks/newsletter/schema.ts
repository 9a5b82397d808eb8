/** The newsletter sign-up. */
import { z } from 'astro/zod';

export const newsletterBlock = z
  .strictObject({
    type: z.literal('newsletter'),
  })
  .meta({ title: 'Newsletter sign-up' });
