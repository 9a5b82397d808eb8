/** The demo request form with a service chosen. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { heading } from '../fields.ts';

export const demoBlock = z
  .strictObject({
    type: z.literal('demo'),
    heading,
    service: reference('services').describe('The service the form has chosen, by its file name in content/services.'),
  })
  .meta({ title: 'Demo request form' });
