/** Integration cards. */
import { z } from 'astro/zod';
import { heading, namedEntries } from '../fields.ts';

export const integrationsBlock = z
  .strictObject({
    type: z.literal('integrations'),
    heading,
    integrations: namedEntries('integrations', 12, 'The integrations'),
  })
  .meta({ title: 'Integrations' });
