/** Integration cards. */
import { z } from 'astro/zod';
import { reference } from '../../../lib/content-schema.ts';
import { eachOnce, heading, NAMED_TWICE } from '../fields.ts';

export const integrationsBlock = z
  .strictObject({
    type: z.literal('integrations'),
    heading,
    integrations: z
      .array(reference('integrations'))
      .min(1)
      .max(12)
      .refine(eachOnce, NAMED_TWICE)
      .describe('The integrations shown, 1 to 12, by their file name in content/integrations.'),
  })
  .meta({ title: 'Integrations' });
