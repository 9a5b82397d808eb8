/** Prose. */
import { z } from 'astro/zod';
import { markdown } from '../fields.ts';

export const textBlock = z
  .strictObject({
    type: z.literal('text'),
    heading: z.string().min(3).max(70).optional().describe('Optional heading of the text (3 to 70 characters).'),
    body: markdown(20, 6000, 'Use "###" for headings inside the text.'),
  })
  .meta({ title: 'Text' });
