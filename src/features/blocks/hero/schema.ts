/** The hero of a landing page: its one h1, lead and main button, beside a product drawing. */
import { z } from 'astro/zod';
import { SCREEN_NAMES } from '../../../components/product-screens.ts';
import { action } from '../fields.ts';

export const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    heading: z.string().min(3).max(90).describe('The page heading, its one h1 (3 to 90 characters), e.g. "Parking software for hospitals".'),
    eyebrow: z.string().min(2).max(40).optional().describe('Small label above the heading, e.g. "Trade show offer".'),
    lead: z.string().min(20).max(400).optional().describe('Introduction under the heading (20 to 400 characters).'),
    action,
    screen: z
      .enum(SCREEN_NAMES)
      .optional()
      .describe('The drawing of a product screen beside the heading, e.g. "dashboard" or "permits". Without it: the dashboard.'),
  })
  .meta({ title: 'Hero' });
