/** The home page's service carousel: the services of the What We Do menu. */
import { z } from 'astro/zod';
import { heading } from '../fields.ts';

export const carouselBlock = z
  .strictObject({
    type: z.literal('carousel'),
    eyebrow: z.string().min(2).max(40).optional().describe('Small label above the heading, e.g. "Services".'),
    heading,
  })
  .meta({ title: 'Service carousel' });
