/** A service's payback estimate. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';

export const paybackBlock = z
  .strictObject({
    type: z.literal('payback'),
    service: reference('services').describe(
      'The service whose payback estimate is shown, by its file name in content/services; the service must have a payback model.',
    ),
  })
  .meta({ title: 'Payback estimate' });
