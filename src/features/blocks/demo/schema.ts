/** The demo request form with a service chosen, and the line above it. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { heading } from '../fields.ts';

export const demoBlock = z
  .strictObject({
    type: z.literal('demo'),
    heading,
    text: z
      .string()
      .min(20)
      .max(240)
      .optional()
      .describe(
        'The line above the form (20 to 240 characters), e.g. "Book your demo at booth 412, or leave your details and we will call you." Without it: "Leave your details and a product specialist will walk you through it on a call."',
      ),
    service: reference('services').describe('The service the form has chosen, by its file name in content/services.'),
  })
  .meta({ title: 'Demo request form' });
