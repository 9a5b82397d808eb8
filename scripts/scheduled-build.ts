/**
 * The daily production build that lets landing pages go live (publishFrom) and come down (expires) without anyone:
 * the workflow .github/workflows/scheduled-build.yml runs this every hour, and it asks Netlify for a production
 * build through the site's build hook in the first hour of the day in the site's time zone (content/settings/
 * site.yaml `timeZone`), whatever the season's offset to UTC. Run by hand (workflow_dispatch), it asks at once.
 * Without the hook's address (the repository secret NETLIFY_BUILD_HOOK_URL) it does nothing and says so.
 * Plain Node, no packages: the workflow runs it on a bare checkout.
 *   NETLIFY_BUILD_HOOK_URL  the build hook (Netlify: Site configuration → Build & deploy → Build hooks)
 *   GITHUB_EVENT_NAME       "workflow_dispatch" builds whatever the hour
 */
import { readFileSync } from 'node:fs';

/** The settings schema's default, when site.yaml names no time zone. */
const DEFAULT_TIME_ZONE = 'America/New_York';

/** The site's time zone, read from the settings file's `timeZone:` line (quoted or not). */
export function timeZoneIn(settingsYaml: string): string {
  const zone = /^timeZone:\s*["']?([^"'\s#]+)["']?\s*(#.*)?$/m.exec(settingsYaml)?.[1];
  return zone ?? DEFAULT_TIME_ZONE;
}

/** The hour it is at `now` in `timeZone`, 0 to 23. */
export function hourIn(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(now)
    .find((part) => part.type === 'hour');
  return Number(hour?.value ?? NaN);
}

/** What the hourly run does: build (just after the site's midnight, or asked by hand), or wait for that hour. */
export function decide(now: Date, timeZone: string, byHand: boolean): { build: boolean; why: string } {
  if (byHand) return { build: true, why: 'run by hand' };
  const hour = hourIn(now, timeZone);
  return hour === 0
    ? { build: true, why: `it is just after midnight in ${timeZone}` }
    : { build: false, why: `it is ${String(hour).padStart(2, '0')}:xx in ${timeZone}; the daily build runs in the hour after midnight there` };
}

if (import.meta.main) {
  const hook = process.env['NETLIFY_BUILD_HOOK_URL']?.trim();
  if (!hook) {
    console.log(
      'Scheduled build: nothing to do. The repository has no NETLIFY_BUILD_HOOK_URL secret, so landing pages go live and come down only when someone deploys (docs/EDITORS.md, "Pages that go live and come down on their dates").',
    );
    process.exit(0);
  }
  const zone = timeZoneIn(readFileSync(new URL('../content/settings/site.yaml', import.meta.url), 'utf8'));
  const { build, why } = decide(new Date(), zone, process.env['GITHUB_EVENT_NAME'] === 'workflow_dispatch');
  if (!build) {
    console.log(`Scheduled build: not now (${why}).`);
    process.exit(0);
  }
  const url = new URL(hook);
  url.searchParams.set('trigger_title', 'Daily build: landing pages that go live or expire today');
  const answer = await fetch(url, { method: 'POST', body: '{}' });
  if (!answer.ok) {
    console.error(`Scheduled build: Netlify answered ${answer.status} to the build hook; check the NETLIFY_BUILD_HOOK_URL secret.`);
    process.exit(1);
  }
  console.log(`Scheduled build: Netlify is building the live site (${why}).`);
}
