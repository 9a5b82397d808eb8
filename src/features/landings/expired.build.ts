/**
 * The redirects of the landings whose campaign is over: from its `expires` day on (in the site's time zone), a
 * landing is in no build, and its address leads (301) to its `expiresTo`, or the home page. Read from the files
 * of content/ as the build's own passes read them (no astro:content here: astro.config.mjs hands it to the
 * integration that writes Netlify's rules, after the pages).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { splitFrontMatter } from '../../lib/front-matter.ts';
import type { RouteRule } from '../../lib/routes.ts';
import { campaignStage, dayIn, expiredTarget } from './campaign.ts';

/** The site's time zone when the settings name none (the settings schema's default). */
const DEFAULT_TIME_ZONE = 'America/New_York';

/** A file's YAML as fields; none when it is not an object (the content check reports a broken file). */
function fieldsOf(yaml: string): Record<string, unknown> {
  const data: unknown = load(yaml, { schema: CORE_SCHEMA });
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The site's time zone, from content/settings/site.yaml. */
export function siteTimeZone(contentDir: URL): string {
  const zone = fieldsOf(readFileSync(new URL('settings/site.yaml', contentDir), 'utf8'))['timeZone'];
  return typeof zone === 'string' ? zone : DEFAULT_TIME_ZONE;
}

/** A date field as written (YYYY-MM-DD, quoted or not), or undefined. */
const day = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The 301 rule of each landing of `contentDir` that is over on the day `now` is in the site's time zone, by file name. */
export function expiredLandingRules(contentDir: URL, now: Date): RouteRule[] {
  const folder = new URL('landings/', contentDir);
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const today = dayIn(now, siteTimeZone(contentDir));
  return names.flatMap((name) => {
    const data = fieldsOf(splitFrontMatter(readFileSync(new URL(name, folder), 'utf8'))?.yaml ?? '');
    if (campaignStage({ publishFrom: day(data['publishFrom']), expires: day(data['expires']) }, today) !== 'over') return [];
    return [{ from: `/${name.slice(0, -'.md'.length)}`, to: expiredTarget(day(data['expiresTo'])), status: 301 as const }];
  });
}
