/** A closing call to action. */
import { z } from 'astro/zod';
import { action, heading } from '../fields.ts';

export const ctaBlock = z
  .strictObject({
    type: z.literal('cta'),
    heading,
    text: z.string().min(20).max(200).describe('One line under the heading (20 to 200 characters).'),
    action,
  })
  .meta({ title: 'Call to action' });
