/** An article or guide (content/resources): its byline, dates, topics and the services it is about. */
import { z } from 'astro/zod';
import { reference, seo } from '../../lib/content-schema.ts';

/** A tag of a resource: words, numbers, spaces and hyphens, so its page address (/resources/tags/<tag>) reads well. */
const TAG = /^[A-Za-z0-9][A-Za-z0-9 &'-]*[A-Za-z0-9]$/;

export const resourceSchema = z
  .strictObject({
    ...seo,
    format: z
      .enum(['Guide', 'Article'])
      .describe('"Guide" for a how-to an operator follows step by step, "Article" for the rest; shown above the heading.'),
    heading: z.string().min(10).max(110).describe('The article heading (its h1 and its headline for search engines), at most 110 characters.'),
    summary: z.string().min(40).max(220).describe('One or two sentences on its card, under its heading and in the RSS feed.'),
    author: z
      .strictObject({
        name: z.string().min(2).max(60).describe('Who wrote it, as they want it shown, e.g. "Dana Whitfield" or "ParkCloud Customer Success".'),
        kind: z.enum(['person', 'team']).describe('"person" for a named author, "team" for a team of the company.'),
        role: z.string().min(2).max(80).optional().describe('Their role, e.g. "Director of Customer Success" (optional).'),
      })
      .describe('The author shown under the heading and given to search engines.'),
    datePublished: z.coerce.date().describe('Date the article was first published, e.g. 2026-10-01. The list shows the newest first.'),
    dateUpdated: z.coerce.date().optional().describe('Date of the last change that matters to readers (optional; not before the publication date).'),
    tags: z
      .array(z.string().min(2).max(30).regex(TAG, 'words, numbers, spaces and hyphens, e.g. "Monthly parking"'))
      .min(1)
      .max(4)
      .describe('One to four topics, e.g. "ALPR" or "Monthly parking"; each has a page listing its articles.'),
    services: z
      .array(reference('services'))
      .min(1)
      .max(4)
      .describe('The services the article is about, by the file name of content/services; shown after it as further reading.'),
    sample: z
      .boolean()
      .default(false)
      .describe('true for a made-up example: it shows on local and preview builds only, never in production. Leave it out for a real article.'),
  })
  .refine((entry) => !entry.dateUpdated || entry.dateUpdated >= entry.datePublished, {
    message: 'is before the publication date (datePublished); it must be that day or later.',
    path: ['dateUpdated'],
  });
