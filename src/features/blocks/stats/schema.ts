/** Figures: a value, what it measures and where it comes from. */
import { z } from 'astro/zod';
import { heading } from '../fields.ts';

export const statsBlock = z
  .strictObject({
    type: z.literal('stats'),
    heading,
    items: z
      .array(
        z.strictObject({
          value: z.string().min(1).max(12).describe('The figure as shown, e.g. "27%", "3x" or "24/7".'),
          label: z.string().min(3).max(80).describe('What it measures, e.g. "more monthly parkers in a year".'),
          source: z.string().min(3).max(120).optional().describe('Where the figure comes from, e.g. "Harbor Point Garages, 2025".'),
        }),
      )
      .min(2)
      .max(4)
      .describe('The figures, 2 to 4.'),
  })
  .meta({ title: 'Figures' });
