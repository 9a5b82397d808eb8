/** Feature cards: a grid of a title, a sentence and an icon each. */
import { z } from 'astro/zod';
import { feature } from '../../../lib/content-schema.ts';
import { heading } from '../fields.ts';

export const featuresBlock = z
  .strictObject({
    type: z.literal('features'),
    eyebrow: z.string().min(2).max(40).optional().describe('Small label above the heading, e.g. "Why ParkCloud".'),
    heading,
    items: z.array(feature).min(2).max(8).describe('The cards, 2 to 8.'),
  })
  .meta({ title: 'Feature cards' });
