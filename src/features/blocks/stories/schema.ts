/** Customers' stories as cards. */
import { z } from 'astro/zod';
import { heading, namedEntries } from '../fields.ts';

export const storiesBlock = z
  .strictObject({
    type: z.literal('stories'),
    heading,
    stories: namedEntries('stories', 3, "The customers' stories"),
  })
  .meta({ title: "Customers' stories" });
