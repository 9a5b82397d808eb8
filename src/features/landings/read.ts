/** The landing pages this build publishes, read from their collection. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { oncePerBuild } from '../../lib/content';
import { published } from '../../lib/samples';

export type Landing = CollectionEntry<'landings'>;

/**
 * The landings this build publishes, by address. Drafts and samples are left out of Netlify's production build
 * (CONTEXT=production), as the sample stories are; local and preview builds show them, so a draft can be read on
 * its deploy preview before it goes live.
 */
export const getLandings: () => Promise<readonly Landing[]> = oncePerBuild(async () => {
  const landings = await getCollection('landings');
  const shown = published(
    landings.map((landing) => ({ landing, data: { sample: landing.data.sample || landing.data.draft } })),
    process.env['CONTEXT'],
  );
  return shown.map(({ landing }) => landing).sort((a, b) => a.id.localeCompare(b.id));
});

/** A landing's address: its file name at the top of the site. */
export function landingPath(id: string): string {
  return `/${id}`;
}

const byPath: () => Promise<ReadonlyMap<string, Landing>> = oncePerBuild(
  async () => new Map((await getLandings()).map((landing) => [landingPath(landing.id), landing])),
);

/** The published landing served at `pathname`, if any: one look-up, however many landings (every page asks). */
export async function getLandingAt(pathname: string): Promise<Landing | undefined> {
  return (await byPath()).get(pathname);
}
