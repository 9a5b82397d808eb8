/**
 * The integrations in the build. Every shipped integration is a sample (no partnership is confirmed), so:
 * - outside production (CONTEXT unset, as `npm run build` and the end-to-end build make it), /integrations
 *   lists every one under its kind, marked Sample, with a filter whose every link points at a section, and
 *   each service page lists the integrations that name it;
 * - in Netlify's production build (run this with CONTEXT=production over a build made with it), no sample
 *   is named anywhere: no /integrations page, no link to it, no section on the service pages.
 */
import { describe, expect, it } from 'vitest';
import { exists, pagePaths, read } from './dist';
import { contentEntries, decode, has, pageHeading, PRODUCTION, SITE } from './head';
import { expectIndexable } from './indexable';

interface IntegrationFields {
  readonly name: string;
  readonly kind: string;
  readonly summary: string;
  readonly services: readonly string[];
  readonly sample?: boolean;
}

const INTEGRATIONS = contentEntries('integrations').map((entry) => ({ id: entry.id, ...(entry.data as unknown as IntegrationFields) }));
const PUBLISHED = INTEGRATIONS.filter((entry) => !PRODUCTION || !entry.sample);
const SERVICES = contentEntries('services').map((entry) => entry.id);
const KINDS = ['parcs', 'alpr', 'payments', 'accounting', 'access', 'marketplaces'];

describe('integrations', () => {
  it('cover every kind of the issue, three each, in what the site ships', () => {
    const shipped = contentEntries('integrations', { shipped: true }).map((entry) => entry.data as unknown as IntegrationFields);
    for (const kind of KINDS)
      expect(
        shipped.filter((entry) => entry.kind === kind),
        kind,
      ).toHaveLength(3);
  });

  describe.runIf(PUBLISHED.length > 0)('a build that publishes them', () => {
    it('/integrations groups them by kind under a filter whose links point at the sections, and is indexable', () => {
      expectIndexable('/integrations', pageHeading('integrations'));
      const html = read('/integrations');
      const filter = [...html.matchAll(/<a class="kind-filter__link"[^>]*href="#([^"]+)"/g)].map((match) => match[1]);
      expect(filter).toEqual(['all-kinds', ...KINDS.map((kind) => `kind-${kind}`)]);
      for (const id of filter) expect(has(html, `id="${id}"`), `#${id} exists`).toBe(true);
      for (const kind of KINDS) {
        const section = new RegExp(`<section id="kind-${kind}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
        const names = [...section.matchAll(/<h3 id="integration-([^"]+)"/g)].map((match) => match[1]);
        expect(names.toSorted(), kind).toEqual(
          PUBLISHED.filter((entry) => entry.kind === kind)
            .map((entry) => entry.id)
            .toSorted(),
        );
      }
      // Names set in type, no maker's logo: the only images are the drawn icons.
      expect(html.split('<main')[1]?.split('</main>')[0]).not.toMatch(/<img\b/);
    });

    it('marks each sample as one, and says what a sample is', () => {
      const html = read('/integrations');
      const samples = PUBLISHED.filter((entry) => entry.sample);
      expect([...html.matchAll(/class="integration-card__sample"[^>]*>Sample</g)]).toHaveLength(samples.length);
      if (samples.length > 0) expect(has(decode(html), 'they are not yet confirmed with their makers')).toBe(true);
    });

    it('each service page lists the integrations that name it, by kind, linking to the kind', () => {
      for (const service of SERVICES) {
        const html = decode(read(`/services/${service}`));
        const aside = /<aside class="service-fit[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
        const mine = PUBLISHED.filter((entry) => entry.services.includes(service));
        for (const entry of PUBLISHED) expect(aside.includes(entry.name), `${service} lists ${entry.name}`).toBe(mine.includes(entry));
        for (const kind of new Set(mine.map((entry) => entry.kind))) expect(aside, service).toContain(`href="/integrations#kind-${kind}"`);
      }
    });

    it('are in llms.txt, each linked to its kind', () => {
      const llms = decode(read('/llms.txt'));
      for (const entry of PUBLISHED) expect(has(llms, `- [${entry.name}](${SITE}/integrations#kind-${entry.kind}): `)).toBe(true);
    });
  });

  describe.runIf(PRODUCTION)('a production build', () => {
    it('names no sample integration on any page, in the sitemap, the feed or llms.txt', () => {
      const samples = INTEGRATIONS.filter((entry) => entry.sample);
      expect(samples.length).toBeGreaterThan(0);
      const files = [...pagePaths(), '/llms.txt', '/resources/rss.xml', '/sitemap-0.xml'];
      for (const file of files)
        for (const sample of samples) expect(has(decode(read(file)), sample.summary), `${file} names ${sample.name}`).toBe(false);
      if (PUBLISHED.length === 0) {
        expect(exists('/integrations')).toBe(false);
        for (const path of pagePaths()) expect(has(read(path), /href="\/integrations/), path).toBe(false);
        expect(has(read('/llms.txt'), '/integrations')).toBe(false);
      }
    });
  });
});
