/** The rules of a landing's dates across files: publishFrom, expires, expiresTo, and links to landings that expire. */
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempProjects, tempProject } from '../../../tests/support/temp-project';
import { compositionProblems, compositionWarnings, siteAddresses } from './rules';

afterAll(removeTempProjects);

const md = (yaml: string, body = ''): string => `---\n${yaml.trim()}\n---\n${body}`;

/** A landing with its hero and `fields` (YAML lines). */
const landing = (fields: string, body = ''): string =>
  md(`title: A landing\n${fields}\nblocks:\n  - type: hero\n    heading: A landing page\n    action: demo\n  - type: text\n    body: "${body}"`);

/** A small project in the site's time zone America/New_York, plus `files`. */
function project(files: Record<string, string>): Promise<string> {
  return tempProject('campaign-rules', {
    'content/settings/site.yaml': 'brand: ParkCloud\ntimeZone: America/New_York\n',
    'content/pages/home.md': md('title: Home'),
    'src/pages/index.astro': '',
    'src/pages/request-a-demo.astro': '',
    'src/pages/[page].astro': '',
    ...files,
  });
}

/** Noon in New York on a day (16:00 or 17:00 UTC). */
const noonIn = (day: string) => new Date(`${day}T17:00:00Z`);

describe('a landing’s dates', () => {
  it('refuse an expires on or before publishFrom, naming both days', async () => {
    const root = await project({
      'content/landings/same-day.md': landing('publishFrom: 2027-03-01\nexpires: 2027-03-01'),
      'content/landings/before.md': landing('publishFrom: 2027-03-01\nexpires: 2027-02-01'),
      'content/landings/fine.md': landing('publishFrom: 2027-03-01\nexpires: 2027-03-02'),
    });
    const problems = await compositionProblems(root, undefined, noonIn('2027-01-01'));
    expect(problems).toEqual([
      {
        file: 'content/landings/before.md',
        field: 'Expires (expires)',
        message:
          "is 2027-02-01, before Publish from (2027-03-01), so the page would never be live. Expires is the first day the page is gone: set it after 2027-03-01, e.g. the day after the campaign's last day.",
      },
      {
        file: 'content/landings/same-day.md',
        field: 'Expires (expires)',
        message:
          "is 2027-03-01, the same day as Publish from (2027-03-01), so the page would never be live. Expires is the first day the page is gone: set it after 2027-03-01, e.g. the day after the campaign's last day.",
      },
    ]);
  });

  it('refuse an expiresTo that is no page, the page itself, an expired landing, or without an expires', async () => {
    const root = await project({
      'content/landings/to-nowhere.md': landing('expires: 2027-04-01\nexpiresTo: /no-such-page'),
      'content/landings/to-itself.md': landing('expires: 2027-04-01\nexpiresTo: /to-itself'),
      'content/landings/to-expired.md': landing('expires: 2027-04-01\nexpiresTo: /long-gone'),
      'content/landings/long-gone.md': landing('expires: 2026-01-01'),
      'content/landings/no-expires.md': landing('expiresTo: /request-a-demo'),
      'content/landings/to-typo.md': landing('expires: 2027-04-01\nexpiresTo: /request-demo'),
      'content/landings/to-demo.md': landing('expires: 2027-04-01\nexpiresTo: /request-a-demo'),
    });
    const problems = await compositionProblems(root, undefined, noonIn('2027-01-01'));
    const byFile = Object.fromEntries(problems.map((problem) => [problem.file, `${problem.field} ${problem.message}`]));
    expect(Object.keys(byFile).sort()).toEqual([
      'content/landings/no-expires.md',
      'content/landings/to-expired.md',
      'content/landings/to-itself.md',
      'content/landings/to-nowhere.md',
      'content/landings/to-typo.md',
    ]);
    expect(byFile['content/landings/to-typo.md']).toBe(
      'Expires to (expiresTo) is /request-demo, no page of the site (did you mean /request-a-demo?); name a published page, e.g. /request-a-demo, or remove Expires to to send visitors to the home page (/).',
    );
    expect(byFile['content/landings/to-nowhere.md']).toBe(
      'Expires to (expiresTo) is /no-such-page, no page of the site; name a published page, e.g. /request-a-demo, or remove Expires to to send visitors to the home page (/).',
    );
    expect(byFile['content/landings/to-itself.md']).toContain('is /to-itself, this page itself;');
    expect(byFile['content/landings/to-expired.md']).toContain('is /long-gone, a landing page that has expired too;');
    expect(byFile['content/landings/no-expires.md']).toBe(
      'Expires to (expiresTo) says where the address leads once the page has expired, but the page has no Expires date; add one, or remove Expires to.',
    );
  });

  it('leave a landing out of production before its publishFrom, in the site’s time zone, and keep it in previews', async () => {
    const root = await project({ 'content/landings/spring-show.md': landing('publishFrom: 2027-03-01') });
    // 04:59 UTC on March 1 is still February 28 in New York (EST, UTC-5).
    expect((await siteAddresses(root, { context: 'production', now: new Date('2027-03-01T04:59:00Z') })).has('/spring-show')).toBe(false);
    expect((await siteAddresses(root, { context: 'production', now: new Date('2027-03-01T05:00:00Z') })).has('/spring-show')).toBe(true);
    expect((await siteAddresses(root, { context: 'deploy-preview', now: new Date('2027-03-01T04:59:00Z') })).has('/spring-show')).toBe(true);
  });

  it('refuse, in production, a published page linking to a landing not live yet, saying when it goes live', async () => {
    const root = await project({
      'content/landings/spring-show.md': landing('publishFrom: 2027-03-01'),
      'content/pages/about-us.md': md('title: About us', 'See us at [the show](/spring-show).\n'),
    });
    const problems = await compositionProblems(root, 'production', noonIn('2027-02-28'));
    expect(problems).toEqual([
      {
        file: 'content/pages/about-us.md',
        field: 'Text (body)',
        message:
          'links to /spring-show, a landing page that goes live on March 1, 2027, which production leaves out; link to a published page, or remove the link.',
      },
    ]);
    expect(await compositionProblems(root, 'production', noonIn('2027-03-01'))).toEqual([]);
  });
});

describe('links to a landing that expires', () => {
  const files = {
    'content/landings/trade-show.md': landing('expires: 2027-04-01\nexpiresTo: /request-a-demo'),
    'content/pages/about-us.md': md('title: About us', 'Meet us at [booth 412](/trade-show).\n'),
    'content/landings/other.md': landing('', 'See [the show](/trade-show#agenda)'),
  };

  it('are warned about before the day, with the day and where the link will lead, and refuse nothing', async () => {
    const root = await project(files);
    expect(await compositionProblems(root, 'production', noonIn('2027-03-15'))).toEqual([]);
    expect(await compositionWarnings(root, 'production', noonIn('2027-03-15'))).toEqual([
      {
        file: 'content/pages/about-us.md',
        field: 'Text (body)',
        message:
          'links to /trade-show, a landing page that expires on April 1, 2027: from that day the link leads to /request-a-demo. Change or remove the link before then.',
      },
      {
        file: 'content/landings/other.md',
        field: 'Blocks → block 2 (Text) → Body (blocks.1.body)',
        message:
          'links to /trade-show#agenda, a landing page that expires on April 1, 2027: from that day the link leads to /request-a-demo. Change or remove the link before then.',
      },
    ]);
  });

  it('are warned about after the day as leading elsewhere already, the link still an address (it redirects)', async () => {
    const root = await project(files);
    expect(await compositionProblems(root, 'production', noonIn('2027-04-01'))).toEqual([]);
    const warnings = await compositionWarnings(root, 'production', noonIn('2027-04-01'));
    expect(warnings.map((warning) => warning.message)).toEqual([
      'links to /trade-show, a landing page that expired on April 1, 2027: the link now leads to /request-a-demo. Link to /request-a-demo directly, or remove the link.',
      'links to /trade-show#agenda, a landing page that expired on April 1, 2027: the link now leads to /request-a-demo. Link to /request-a-demo directly, or remove the link.',
    ]);
  });

  it('are not warned about when nothing expires', async () => {
    const root = await project({ ...files, 'content/landings/trade-show.md': landing('') });
    expect(await compositionWarnings(root, 'production', noonIn('2027-03-15'))).toEqual([]);
  });
});
