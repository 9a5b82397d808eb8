/**
 * The pieces the content schemas share (each collection's schema lives beside its capability, and
 * src/content.config.ts composes them): where each collection's files are, the SEO fields, a feature card,
 * and reference() to another collection's entry. Plain Node reads this too (the content check, the editor's
 * configuration), so it imports nothing of astro:content and names its own imports with their extension.
 */
// Astro's reference(), the very function astro:content exports (it is createReference() of this module), taken
// from its runtime so that plain Node can read the schemas.
import { createReference } from 'astro/content/runtime';
import { z } from 'astro/zod';
import { ICON_NAMES } from '../components/icons.ts';

/** Where each collection's files live, relative to the project root. */
export const SOURCES = {
  services: { folder: 'content/services', extension: 'md' },
  pages: { folder: 'content/pages', extension: 'md' },
  landings: { folder: 'content/landings', extension: 'md' },
  careers: { folder: 'content/careers', extension: 'md' },
  stories: { folder: 'content/stories', extension: 'md' },
  industries: { folder: 'content/industries', extension: 'md' },
  integrations: { folder: 'content/integrations', extension: 'yaml' },
  resources: { folder: 'content/resources', extension: 'md' },
  settings: { folder: 'content/settings', extension: 'yaml' },
} as const;

export type CollectionName = keyof typeof SOURCES;

/** The title and description every page-making collection gives search engines. */
export const seo = {
  title: z
    .string()
    .min(5)
    .max(70)
    .describe(
      'Browser tab and search-result title, e.g. "Monthly parking software". The site name is added to it (after it, before it on the home page), and the two fit in 70 characters.',
    ),
  description: z.string().min(50).max(170).describe('Search-result summary of one or two sentences (50 to 170 characters).'),
};

/** One feature shown as a card (a service's key features, a page's feature cards). */
export const feature = z
  .strictObject({
    title: z.string().min(3).max(60).describe('Short feature name, e.g. "Automatic renewals".'),
    text: z.string().min(20).max(260).describe('One or two sentences on what the feature does for an operator.'),
    icon: z.enum(ICON_NAMES).optional().describe('Optional icon from the icon set.'),
  })
  .describe('One feature shown as a card.');

const astroReference = createReference();

/**
 * A reference to an entry of another collection by its file name, without the extension (Astro's reference()):
 * the page reads the entry itself, so its name is never typed twice, and a name with no file fails the build
 * and the content check. Typed as astro:content types its reference(); the meta tells the editor to offer
 * the collection's entries to choose from.
 */
export function reference<C extends CollectionName>(collection: C) {
  const schema = astroReference(collection) as unknown as z.ZodPipe<z.ZodString, z.ZodTransform<{ collection: C; id: string }, string>>;
  return schema.meta({ reference: collection });
}
