/**
 * The industries in the build: /industries lists every industry of content/industries, each has its page with
 * its problems, the services its problems name and one next step, and is indexable (head, card, breadcrumbs,
 * sitemap, llms.txt); each service page names the industries that use it, from the same references.
 */
import { languageOfPath, pathInLanguage } from '../../src/i18n/languages';
import { describe, expect, it } from 'vitest';
import { pagePaths, read } from './dist';
import { contentEntries, decode, has, pageHeading, SITE } from './head';
import { expectIndexable } from './indexable';

interface IndustryFields {
  readonly name: string;
  readonly heading: string;
  readonly problems: ReadonlyArray<{ readonly problem: string; readonly services: readonly string[] }>;
  readonly nextStep: { readonly action: 'trial' | 'demo'; readonly heading: string };
}

const INDUSTRIES = contentEntries('industries').map((entry) => ({ id: entry.id, ...(entry.data as unknown as IndustryFields) }));
const SERVICES = contentEntries('services').map((entry) => ({ id: entry.id, name: String(entry.data['name']) }));
const usedBy = (service: string) => INDUSTRIES.filter((industry) => industry.problems.some((problem) => problem.services.includes(service)));
/** The text of an HTML fragment, markup removed and escapes undone. */
const text = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('industries', () => {
  it('are the six of the issue, each with three to five problems', () => {
    expect(INDUSTRIES).toHaveLength(6);
    for (const industry of INDUSTRIES) expect(industry.problems.length, industry.id).toBeGreaterThanOrEqual(3);
  });

  it('/industries lists every industry with a link to its page, and is indexable', () => {
    expectIndexable('/industries', pageHeading('industries'));
    const html = read('/industries');
    for (const industry of INDUSTRIES) {
      expect(has(html, `href="/industries/${industry.id}"`), industry.id).toBe(true);
      expect(has(decode(html), industry.name), industry.id).toBe(true);
    }
  });

  it('each industry page says its problems, links the services that answer them and offers one next step', () => {
    for (const industry of INDUSTRIES) {
      const path = `/industries/${industry.id}`;
      const items = expectIndexable(path, industry.heading);
      const trail = items.find((item) => item['@type'] === 'BreadcrumbList')?.['itemListElement'] as Array<Record<string, unknown>>;
      expect(
        trail.map((crumb) => crumb['item']),
        path,
      ).toEqual([`${SITE}/`, `${SITE}/industries`, `${SITE}${path}`]);
      expect(trail.at(-1)?.['name'], path).toBe(industry.name);

      const main = text(read(path));
      for (const { problem, services } of industry.problems) {
        expect(has(main, problem), path).toBe(true);
        for (const service of services) expect(has(read(path), `href="/services/${service}"`), `${path} → ${service}`).toBe(true);
      }
      expect(has(main, industry.nextStep.heading), path).toBe(true);
      const next = industry.nextStep.action === 'trial' ? '/request-trial' : '/request-a-demo';
      const other = industry.nextStep.action === 'trial' ? '/request-a-demo' : '/request-trial';
      const body = read(path).split('<main')[1]?.split('</main>')[0] ?? '';
      expect(has(body, `href="${next}"`), `${path}: one next step`).toBe(true);
      expect(has(body, `href="${other}"`), `${path}: one next step only`).toBe(false);
    }
  });

  it('each service page names the industries whose problems name it, and no other', () => {
    for (const service of SERVICES) {
      const html = read(`/services/${service.id}`);
      for (const industry of INDUSTRIES) {
        const linked = html.includes(`href="/industries/${industry.id}"`);
        expect(linked, `${service.id} names ${industry.id}`).toBe(usedBy(service.id).includes(industry));
      }
    }
    // Every service is used by some industry, so the check above is not empty.
    expect(SERVICES.every((service) => usedBy(service.id).length > 0)).toBe(true);
  });

  it("the What We Do menu ends with a link to /industries on every page, after the editors' twelve links", () => {
    for (const path of pagePaths().filter((page) => page !== '/admin')) {
      const menu = /<details class="dropdown" data-dropdown[\s\S]*?<\/details>/.exec(read(path))?.[0] ?? '';
      const panel = /<ul class="dropdown__panel"[\s\S]*?<\/ul>/.exec(menu)?.[0] ?? '';
      expect([...panel.matchAll(/<a /g)], path).toHaveLength(12);
      // In the page's language: /fr/industries on a French page.
      expect(menu.slice(menu.indexOf('</ul>')), path).toContain(
        `<a class="dropdown__link dropdown__foot-link" href="${pathInLanguage('/industries', languageOfPath(path))}"`,
      );
    }
  });

  it('are in llms.txt, one line each', () => {
    const llms = read('/llms.txt');
    for (const industry of INDUSTRIES) expect(has(llms, `- [${industry.name}](${SITE}/industries/${industry.id}): `)).toBe(true);
  });
});
