/** An integration (content/integrations): a product ParkCloud works with, its kind and the services that use it. */
import { z } from 'astro/zod';
import { reference } from '../../lib/content-schema.ts';
import { INTEGRATION_KINDS } from './integrations.ts';

export const integrationSchema = z.strictObject({
  name: z.string().min(2).max(60).describe('The product or product family, as its maker writes it, e.g. "QuickBooks Online".'),
  kind: z
    .enum(INTEGRATION_KINDS)
    .describe(
      'Which group it is listed in: parcs (PARCS and gate equipment), alpr (ALPR cameras), payments (payment processors), accounting, access (access control and permits), marketplaces (mapping and reservation marketplaces).',
    ),
  summary: z
    .string()
    .min(40)
    .max(240)
    .describe('What the integration does with ParkCloud: what moves between the two systems and what the operator no longer does by hand.'),
  services: z
    .array(reference('services'))
    .min(1)
    .max(5)
    .describe('The services that use it, by the file name of content/services; their pages list it.'),
  sample: z
    .boolean()
    .default(false)
    .describe('true for an example not yet confirmed with its maker: it shows on local and preview builds only, never in production.'),
});
