/** A landing page (content/landings/<slug>.md): the page /<slug>, composed of blocks. */
import { z } from 'astro/zod';
import { seo } from '../../lib/content-schema.ts';

/** An address of this site, as expiresTo names one: a path from the top, e.g. /request-a-demo. */
const SITE_PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

/** A landing's own fields; src/content.config.ts adds its `blocks` (the blocks capability's landingBlocks). */
export const landingSchema = z.strictObject({
  ...seo,
  draft: z.boolean().default(false).describe('true while the page is being written: it shows on local and preview builds only, never in production.'),
  sample: z.boolean().default(false).describe('true for an example page: it shows on local and preview builds only, never in production.'),
  publishFrom: z.coerce
    .date()
    .optional()
    .describe(
      'The first day the page is live, e.g. 2027-03-01, in the time zone of the site settings. Before it, only previews show the page (saying when it goes live).',
    ),
  expires: z.coerce
    .date()
    .optional()
    .describe(
      'The first day the page is no longer live, e.g. 2027-04-01 (the day after the campaign ends), in the time zone of the site settings. From that day no build has the page, and its address leads to Expires to.',
    ),
  expiresTo: z
    .string()
    .regex(SITE_PATH, 'a page of this site, such as /request-a-demo or /services/permit-parking-system')
    .optional()
    .describe('The page the address leads to once the page has expired (a permanent redirect), e.g. /request-a-demo. Without it, the home page.'),
});
