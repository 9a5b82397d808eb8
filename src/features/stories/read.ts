/** The customers' stories this build publishes, read from their collection (the rules they follow: stories.ts). */
import { getCollection } from 'astro:content';
import { oncePerBuild, type Story } from '../../lib/content';
import { publishedStories } from './stories';

/**
 * The customers' stories this build publishes, in editorial order. Samples (`sample: true`) are left out
 * of Netlify's production build (CONTEXT=production), so with no real story the list is empty and the
 * stories' sections and pages are not built. Read once per build: every page that shows stories asks, and the check
 * of their services reads the whole services collection.
 */
export const getStories: () => Promise<Story[]> = oncePerBuild(async () => {
  const stories = publishedStories(await getCollection('stories'), process.env['CONTEXT']);
  // A story names its services by file name; a name with no file is an editor's typo, told in their words.
  const known = new Set((await getCollection('services')).map((service) => service.id));
  for (const story of stories) {
    const unknown = story.data.services.filter((slug) => !known.has(slug));
    if (unknown.length > 0)
      throw new Error(`content/stories/${story.id}.md: services names ${unknown.join(', ')}, but content/services has no such file.`);
  }
  return stories;
});

/** The published stories of customers who use a service (by its slug). */
export async function getStoriesOfService(slug: string): Promise<Story[]> {
  return (await getStories()).filter((story) => story.data.services.includes(slug));
}
