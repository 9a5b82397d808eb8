/** The landing pages this build publishes, read from their collection. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { getSettings, oncePerBuild } from '../../lib/content';
import { published } from '../../lib/samples';
import { campaignStage, dayIn, type CampaignStage } from './campaign';

export type Landing = CollectionEntry<'landings'>;

/** The day this build runs, in the site's time zone (YYYY-MM-DD): the day the landings' dates are read against. */
export const buildDay: () => Promise<string> = oncePerBuild(async () => dayIn(new Date(), (await getSettings()).timeZone));

/** A landing's stage on the build's day: scheduled (before its publishFrom), live, or over (from its expires on). */
export async function landingStage(landing: Landing): Promise<CampaignStage> {
  return campaignStage(landing.data, await buildDay());
}

/** Whether production leaves a landing out of its build: a draft, a sample, or one whose publishFrom is still to come. */
export async function isPreviewOnly(landing: Landing): Promise<boolean> {
  return landing.data.sample || landing.data.draft || (await landingStage(landing)) === 'scheduled';
}

/**
 * The landings this build publishes, by address. Drafts, samples and landings whose publishFrom is still to come
 * are left out of Netlify's production build (CONTEXT=production), as the sample stories are; local and preview
 * builds show them, so a page can be read on its deploy preview before it goes live. A landing past its expires
 * day is in no build: its address redirects (src/build/integrations.ts writes the rule).
 */
export const getLandings: () => Promise<readonly Landing[]> = oncePerBuild(async () => {
  const today = await buildDay();
  const landings = (await getCollection('landings')).map((landing) => ({ landing, stage: campaignStage(landing.data, today) }));
  const shown = published(
    landings
      .filter(({ stage }) => stage !== 'over')
      .map(({ landing, stage }) => ({ landing, data: { sample: landing.data.sample || landing.data.draft || stage === 'scheduled' } })),
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
