import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decide, hourIn, timeZoneIn } from './scheduled-build';

describe('the daily build', () => {
  it('builds in the first hour of the site’s day, in summer and in winter', () => {
    // New York: UTC-4 in summer (midnight is 04:00 UTC), UTC-5 in winter (05:00 UTC).
    expect(decide(new Date('2027-07-01T04:05:00Z'), 'America/New_York', false).build).toBe(true);
    expect(decide(new Date('2027-07-01T05:05:00Z'), 'America/New_York', false).build).toBe(false);
    expect(decide(new Date('2027-01-15T05:05:00Z'), 'America/New_York', false).build).toBe(true);
    expect(decide(new Date('2027-01-15T04:05:00Z'), 'America/New_York', false)).toEqual({
      build: false,
      why: 'it is 23:xx in America/New_York; the daily build runs in the hour after midnight there',
    });
  });

  it('builds exactly once a day when run every hour', () => {
    const day = Array.from({ length: 24 }, (_, hour) => new Date(Date.UTC(2027, 2, 14, hour, 5)));
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Europe/Paris', 'UTC'])
      expect(
        day.filter((now) => decide(now, zone, false).build),
        zone,
      ).toHaveLength(1);
  });

  it('builds at once when run by hand', () => {
    expect(decide(new Date('2027-07-01T15:00:00Z'), 'America/New_York', true)).toEqual({ build: true, why: 'run by hand' });
  });

  it('reads the time zone from the settings, quoted or not, with the schema’s default', () => {
    expect(timeZoneIn('brand: X\ntimeZone: America/Toronto\nwhatWeDo: []\n')).toBe('America/Toronto');
    expect(timeZoneIn('timeZone: "America/Chicago" # the office\n')).toBe('America/Chicago');
    expect(timeZoneIn('brand: X\n')).toBe('America/New_York');
    expect(hourIn(new Date('2027-07-01T04:30:00Z'), 'America/Toronto')).toBe(0);
  });

  it('is run every hour by the workflow, with the hook from the repository secret', () => {
    const workflow = parse(readFileSync(new URL('../.github/workflows/scheduled-build.yml', import.meta.url), 'utf8')) as {
      on: { schedule: { cron: string }[] };
      jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }>;
    };
    expect(workflow.on.schedule).toEqual([{ cron: '5 * * * *' }]);
    const step = Object.values(workflow.jobs)[0]?.steps.find((item) => item.run?.includes('scripts/scheduled-build.ts'));
    expect(step?.env).toEqual({ NETLIFY_BUILD_HOOK_URL: '${{ secrets.NETLIFY_BUILD_HOOK_URL }}' });
  });
});
