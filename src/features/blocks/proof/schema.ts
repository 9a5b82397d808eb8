/** Up to three of the published customers' stories, with a link to all of them. */
import { z } from 'astro/zod';

export const proofBlock = z
  .strictObject({
    type: z.literal('proof'),
    heading: z.string().min(3).max(70).optional().describe('The heading. Without it: "Operators who run on" and the company name.'),
  })
  .meta({ title: "Customers' stories strip" });
