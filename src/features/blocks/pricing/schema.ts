/** A service's plans, chosen and bought as on the service's page. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';

export const pricingBlock = z
  .strictObject({
    type: z.literal('pricing'),
    service: reference('services').describe('The service whose plans are shown, by its file name in content/services.'),
  })
  .meta({ title: 'Pricing' });
