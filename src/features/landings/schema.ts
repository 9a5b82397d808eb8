/** A landing page (content/landings/<slug>.md): the page /<slug>, composed of blocks. */
import { z } from 'astro/zod';
import { seo } from '../../lib/content-schema.ts';

/** A landing's own fields; src/content.config.ts adds its `blocks` (the blocks capability's landingBlocks). */
export const landingSchema = z.strictObject({
  ...seo,
  draft: z.boolean().default(false).describe('true while the page is being written: it shows on local and preview builds only, never in production.'),
  sample: z.boolean().default(false).describe('true for an example page: it shows on local and preview builds only, never in production.'),
});
