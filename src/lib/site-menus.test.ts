import { describe, expect, it } from 'vitest';
import { pagesWithoutOwnRoute, type Page, type Service } from './content';
import { footerColumn, footerResourceLinks, resolveWhatWeDo, WHAT_WE_DO_FOOT } from './site-menus';

/** A service entry as the collection gives it (only the fields navigation reads matter). */
const service = (id: string, name: string) => ({ id, data: { name } }) as unknown as Service;
const page = (id: string, menuLabel?: string) => ({ id, data: { heading: id, ...(menuLabel ? { menuLabel } : {}) } }) as unknown as Page;

/** A catalogue of `count` services, service-1 … service-N. */
const catalogue = (count: number) =>
  new Map(Array.from({ length: count }, (_, index) => [`service-${index + 1}`, service(`service-${index + 1}`, `Service ${index + 1}`)]));
const pages = new Map([page('airport-parking', 'Airport Parking'), page('about-us')].map((entry) => [entry.id, entry]));

describe('the What We Do menu (site.yaml whatWeDo)', () => {
  it("lists the chosen services by name and pages by menuLabel, in the editors' order", () => {
    const { whatWeDo, services } = resolveWhatWeDo(['/services/service-2', '/airport-parking', '/services/service-1'], {
      services: catalogue(3),
      pages,
    });
    expect(whatWeDo).toEqual([
      { label: 'Service 2', href: '/services/service-2' },
      { label: 'Airport Parking', href: '/airport-parking' },
      { label: 'Service 1', href: '/services/service-1' },
    ]);
    expect(services.map((entry) => entry.id)).toEqual(['service-2', 'service-1']);
  });

  it('stays the same size when the catalogue grows from ten services to a thousand', () => {
    const chosen = [...Array.from({ length: 10 }, (_, index) => `/services/service-${index + 1}`), '/airport-parking'];
    const atTen = resolveWhatWeDo(chosen, { services: catalogue(10), pages });
    const atThousand = resolveWhatWeDo(chosen, { services: catalogue(1000), pages });
    expect(atThousand).toEqual(atTen);
    expect(atThousand.whatWeDo).toHaveLength(11);
    expect(atThousand.services).toHaveLength(10);
  });

  it('fails the build, naming the file to fix, on a path that is no service or page', () => {
    const sources = { services: catalogue(2), pages };
    expect(() => resolveWhatWeDo(['/services/service-9'], sources)).toThrow('content/services/service-9.md does not exist');
    expect(() => resolveWhatWeDo(['/nowhere'], sources)).toThrow('content/settings/site.yaml (whatWeDo) lists /nowhere, which is no service');
    expect(() => resolveWhatWeDo(['/services'], sources)).toThrow('which is no service');
  });

  it('names the nearest services and pages the menu may list, by file name and by the name shown', () => {
    const sources = {
      services: new Map(
        [service('valet-parking-system', 'Valet Parking'), service('white-label-apps', 'White-label apps')].map((entry) => [entry.id, entry]),
      ),
      pages,
    };
    expect(() => resolveWhatWeDo(['/services/valet-parking'], sources)).toThrow(
      'content/settings/site.yaml (whatWeDo) lists /services/valet-parking, but content/services/valet-parking.md does not exist. Check the spelling. Did you mean /services/valet-parking-system (Valet Parking)?',
    );
    expect(() => resolveWhatWeDo(['/services/White Label Apps'], sources)).toThrow('Did you mean /services/white-label-apps (White-label apps)?');
    expect(() => resolveWhatWeDo(['/airport-parkin'], sources)).toThrow(
      'lists /airport-parkin, which is no service (/services/<file>) or page (/<file>). Check the spelling. Did you mean /airport-parking (Airport Parking)?',
    );
    expect(() => resolveWhatWeDo(['/services/garages'], sources)).toThrow(/content\/services\/garages\.md does not exist\.$/);
  });

  it('fails on a page without a menuLabel and on a path listed twice', () => {
    const sources = { services: catalogue(2), pages };
    expect(() => resolveWhatWeDo(['/about-us'], sources)).toThrow('content/pages/about-us.md has no menuLabel');
    expect(() => resolveWhatWeDo(['/services/service-1', '/services/service-1'], sources)).toThrow('lists /services/service-1 twice');
  });
});

describe('the links to industries, integrations and articles', () => {
  it("end the What We Do menu with the industries, outside the editors' list", () => {
    expect(WHAT_WE_DO_FOOT).toEqual({ label: 'Industries we serve', href: '/industries' });
  });

  it("stand in the footer's Resources column, except a page this build does not publish", () => {
    const hrefs = (links: readonly { href: string }[]) => links.map((link) => link.href);
    expect(hrefs(footerColumn('resources'))).toEqual(expect.arrayContaining(['/industries', '/integrations', '/resources']));
    expect(hrefs(footerResourceLinks(new Set()))).toEqual(hrefs(footerColumn('resources')));
    const without = hrefs(footerResourceLinks(new Set(['integrations', 'customers'])));
    expect(without).not.toContain('/integrations');
    expect(without).toContain('/resources');
  });
});

describe('[page].astro', () => {
  it('builds every page of the collection that has no route file of its own', () => {
    const all = ['home', 'services', 'career', 'about-us', 'terms-condition', 'new-page'].map((id) => page(id));
    const routeFiles = ['./index.astro', './career.astro', './services/index.astro', './robots.txt.astro'];
    expect(pagesWithoutOwnRoute(all, routeFiles).map((entry) => entry.id)).toEqual(['about-us', 'terms-condition', 'new-page']);
  });
});
