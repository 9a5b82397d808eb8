/**
 * Every collection of content/ and its schema. Editors change the Markdown and YAML there; the build
 * checks each file against these rules and names the field when something is off. Each schema lives beside
 * its capability (src/features/<name>/schema.ts; pages and settings in src/lib) and this file composes them.
 * The same schemas generate the editor's configuration at /admin (src/features/editor/) and the content check
 * of CI (scripts/quality/content.ts), so a field added to a schema appears in both without a second edit.
 */
// From astro/content/config rather than astro:content, so plain Node scripts (the content check) can
// import this file too; it is the same function. For the same reason every import names its extension.
import { defineCollection, type SchemaContext } from 'astro/content/config';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { careerSchema } from './features/careers/schema.ts';
import { industrySchema } from './features/industries/schema.ts';
import { integrationSchema } from './features/integrations/schema.ts';
import { landingSchema } from './features/landings/schema.ts';
import { landingBlocks, pageBlocks } from './features/blocks/schema.ts';
import { paybackSchema } from './features/payback/schema.ts';
import { resourceSchema } from './features/resources/schema.ts';
import { serviceSchema } from './features/services/schema.ts';
import { storySchema } from './features/stories/schema.ts';
import { englishFilePatterns, fileLanguage, translationFilePattern, translationId } from './i18n/content-files.ts';
import { SOURCES, type CollectionName } from './lib/content-schema.ts';
import { pageSchema } from './lib/page-schema.ts';
import { settingsSchema } from './lib/settings-schema.ts';

export { SOURCES, type CollectionName } from './lib/content-schema.ts';

/** The files of one collection: every file of its folder with its extension, but its translations (about-us.fr.md). */
const files = (name: CollectionName) => glob({ pattern: englishFilePatterns(SOURCES[name].extension), base: `./${SOURCES[name].folder}` });

/**
 * The translations of one collection's entries, the files beside the English ones (src/i18n/content-files.ts), each
 * by "<language>/<entry>" ("fr/about-us" for about-us.fr.md): the same schema as the English file, so a translation
 * is checked as its English file is.
 */
const translations = (name: CollectionName) =>
  glob({
    pattern: translationFilePattern(SOURCES[name].extension),
    base: `./${SOURCES[name].folder}`,
    generateId: ({ entry }) => {
      const { name: entryName, language } = fileLanguage(entry, SOURCES[name].extension);
      return translationId(entryName, language);
    },
  });

/** Each collection's schema, given Astro's schema helpers (only services use `image`). */
export const SCHEMAS = {
  // A service may carry a payback model, which the payback capability owns and draws under the pricing.
  services: (context: SchemaContext) => serviceSchema(context).extend({ payback: paybackSchema.optional() }),
  // A page may add blocks after its text (the home page is its blocks); the blocks capability owns them.
  pages: () => pageSchema.extend({ blocks: pageBlocks.optional() }),
  // A landing page is its blocks, the first its hero.
  landings: () => landingSchema.extend({ blocks: landingBlocks }),
  careers: () => careerSchema,
  stories: () => storySchema,
  industries: () => industrySchema,
  integrations: () => integrationSchema,
  resources: () => resourceSchema,
  settings: () => settingsSchema,
} satisfies Record<CollectionName, (context: SchemaContext) => z.ZodType>;

export const collections = {
  services: defineCollection({ loader: files('services'), schema: SCHEMAS.services }),
  pages: defineCollection({ loader: files('pages'), schema: SCHEMAS.pages }),
  /** The pages' translations (content/pages/about-us.fr.md): src/lib/content.ts's translatedPage reads them. */
  pageTranslations: defineCollection({ loader: translations('pages'), schema: SCHEMAS.pages }),
  /** The services' translations (content/services/monthly-parking-system.fr.md): src/lib/content.ts's serviceInLanguage reads them. */
  serviceTranslations: defineCollection({ loader: translations('services'), schema: SCHEMAS.services }),
  landings: defineCollection({ loader: files('landings'), schema: SCHEMAS.landings }),
  careers: defineCollection({ loader: files('careers'), schema: SCHEMAS.careers }),
  stories: defineCollection({ loader: files('stories'), schema: SCHEMAS.stories }),
  industries: defineCollection({ loader: files('industries'), schema: SCHEMAS.industries }),
  integrations: defineCollection({ loader: files('integrations'), schema: SCHEMAS.integrations }),
  resources: defineCollection({ loader: files('resources'), schema: SCHEMAS.resources }),
  settings: defineCollection({ loader: files('settings'), schema: SCHEMAS.settings }),
};
