/**
 * The site's menus and link lists, in one place: the header's links and its What We Do menu, the footer's
 * link lists and the services the home carousel shows. Editors choose the What We Do menu in
 * content/settings/site.yaml (`whatWeDo`); a bounded list, so no page grows with the catalogue (only
 * /services lists every service). The fixed links are the ones the specification names.
 */
import { getCollection } from 'astro:content';
import { getPage, getServices, getSettings, oncePerBuild, pageInLanguage, serviceHref, serviceInLanguage, type Page, type Service } from './content';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.ts';
import { listOfNames, nearestNames, type Named } from './nearest-names';
import type { Phrase } from '../i18n/en.ts';

/** A link of a menu or link list. */
export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** A link of the interface's own menus: its label is a text of the dictionaries, shown in the page's language. */
export interface MenuLink extends NavLink {
  readonly label: Phrase;
}

/** The header's main navigation around the What We Do menu ([§2](docs/CONTRACT.md#2-routes) Header). */
export const MAIN_NAV = {
  /** Links before the What We Do menu. */
  before: [{ label: 'Who We Are', href: '/about-us' }],
  /** Links after it. */
  after: [{ label: 'News', href: '/news' }],
  /** The call to action, drawn as a button. */
  action: { label: 'Request a Demo', href: '/request-a-demo' },
} as const satisfies { before: readonly MenuLink[]; after: readonly MenuLink[]; action: MenuLink };

/** The link at the foot of the What We Do menu, under the editors' list: the industries the services serve. */
export const WHAT_WE_DO_FOOT = { label: 'Industries we serve', href: '/industries' } as const satisfies MenuLink;

/** A fixed link of the footer and the column it stands in (the Services column lists the What We Do menu's services). */
export interface FooterLink extends MenuLink {
  readonly column: 'company' | 'resources';
}

/** The footer's fixed links, column by column, in order. */
export const FOOTER_LINKS = [
  { column: 'company', label: 'Who We Are', href: '/about-us' },
  { column: 'company', label: 'Company Profile', href: '/company-profile' },
  { column: 'company', label: 'Our Team', href: '/our-team' },
  { column: 'company', label: 'Careers', href: '/career' },
  { column: 'company', label: 'News', href: '/news' },
  { column: 'company', label: 'Contact Us', href: '/contact-us' },
  { column: 'resources', label: 'Solutions', href: '/solutions' },
  { column: 'resources', label: 'Industries', href: '/industries' },
  { column: 'resources', label: 'Integrations', href: '/integrations' },
  { column: 'resources', label: 'Articles & Guides', href: '/resources' },
  { column: 'resources', label: 'Support', href: '/support' },
  { column: 'resources', label: 'Useful Links', href: '/useful-links' },
  { column: 'resources', label: 'Privacy Policy', href: '/privacy-policy' },
  { column: 'resources', label: 'Terms & Conditions', href: '/terms-condition' },
  { column: 'resources', label: 'Security', href: '/security' },
  { column: 'resources', label: 'Accessibility', href: '/accessibility' },
] as const satisfies readonly FooterLink[];

/** The fixed links of one footer column, in order. */
export function footerColumn(column: FooterLink['column']): MenuLink[] {
  return FOOTER_LINKS.filter((link) => link.column === column);
}

/** The footer's Company links, with Customers' Stories after Our Team while any story is published. */
export function footerCompanyLinks(storiesPublished: boolean): MenuLink[] {
  const links = footerColumn('company');
  if (!storiesPublished) return links;
  return links.flatMap((link) => (link.href === '/our-team' ? [link, { label: "Customers' Stories", href: '/customers' }] : [link]));
}

/**
 * The footer's Resources links without the pages this build does not publish (by file name of content/pages,
 * see getUnpublishedPages()): with no published integration or article, their page is not built.
 */
export function footerResourceLinks(unpublished: ReadonlySet<string>): MenuLink[] {
  return footerColumn('resources').filter((link) => !unpublished.has(link.href.slice(1)));
}

/** The editor-chosen part of the navigation. */
export interface FeaturedNavigation {
  /** The header's What We Do menu, in the editors' order. */
  readonly whatWeDo: NavLink[];
  /** The services of that menu, in the same order: the footer's Services column and the home carousel. */
  readonly services: Service[];
}

/** The entries the What We Do list may name, by file name. */
export interface NavigationSources {
  readonly services: ReadonlyMap<string, Pick<Service, 'id' | 'data'>>;
  readonly pages: ReadonlyMap<string, Pick<Page, 'id' | 'data'>>;
}

const SERVICE_PATH = /^\/services\/([^/]+)$/;

/**
 * " Check the spelling. Did you mean /services/a (A)?": the paths the menu may list nearest to a name it cannot (a service's file name
 * among the services' file names, a path among every path), each written as the path; nothing when none is near.
 */
function didYouMean(typed: string, names: readonly Named[], path: (name: string) => string = (name) => name): string {
  const near = nearestNames(typed, names).map((named) => ({ ...named, name: path(named.name) }));
  return near.length > 0 ? ` Check the spelling. Did you mean ${listOfNames(near, { quoted: false })}?` : '';
}

/**
 * Resolves the paths of site.yaml's `whatWeDo` to links: `/services/<slug>` shows the service's name,
 * `/<page>` the page's menuLabel. The build fails, naming the file to fix, on a path that is no
 * service or page (with the nearest paths that are), a page without a menuLabel, or a path listed twice.
 */
export function resolveWhatWeDo<S extends Pick<Service, 'id' | 'data'>>(
  paths: readonly string[],
  sources: { readonly services: ReadonlyMap<string, S>; readonly pages: NavigationSources['pages'] },
): { whatWeDo: NavLink[]; services: S[] } {
  const where = 'content/settings/site.yaml (whatWeDo)';
  const whatWeDo: NavLink[] = [];
  const services: S[] = [];
  const serviceNames = () => Array.from(sources.services.values(), (service) => ({ name: service.id, shown: service.data.name }));
  const listable = () => [
    ...serviceNames().map((service) => ({ ...service, name: serviceHref(service.name) })),
    ...Array.from(sources.pages.values(), (page) => ({ name: `/${page.id}`, shown: page.data.menuLabel })).filter((page) => page.shown),
  ];
  for (const [index, path] of paths.entries()) {
    if (paths.indexOf(path) !== index) throw new Error(`${where} lists ${path} twice`);
    const slug = SERVICE_PATH.exec(path)?.[1];
    if (slug !== undefined) {
      const service = sources.services.get(slug);
      if (!service)
        throw new Error(`${where} lists ${path}, but content/services/${slug}.md does not exist.${didYouMean(slug, serviceNames(), serviceHref)}`);
      services.push(service);
      whatWeDo.push({ label: service.data.name, href: serviceHref(service.id) });
      continue;
    }
    const page = sources.pages.get(path.slice(1));
    if (!/^\/[^/]+$/.test(path) || !page)
      throw new Error(`${where} lists ${path}, which is no service (/services/<file>) or page (/<file>).${didYouMean(path, listable())}`);
    if (!page.data.menuLabel) throw new Error(`${where} lists ${path}, but content/pages/${page.id}.md has no menuLabel`);
    whatWeDo.push({ label: page.data.menuLabel, href: path });
  }
  return { whatWeDo, services };
}

/** The What We Do menu and its services, from site.yaml and the collections: read once per build, every page shows it. */
export const getFeaturedNavigation: () => Promise<FeaturedNavigation> = oncePerBuild(async () => {
  const [settings, services, pages] = await Promise.all([getSettings(), getServices(), getCollection('pages')]);
  return resolveWhatWeDo(settings.whatWeDo, {
    services: new Map(services.map((service) => [service.id, service])),
    pages: new Map(pages.map((page) => [page.id, page])),
  });
});

/** A link of the What We Do menu as a page of one language shows it: its label translated where its entry is, else marked English. */
export interface LinkInLanguage extends NavLink {
  readonly lang?: string | undefined;
}

/**
 * The What We Do menu in `language`: each service's name and each page's menuLabel from its translation where it has
 * one, else the English, marked lang="en". The paths stay English (the header gives them the page's prefix).
 */
export async function whatWeDoIn(language: Language): Promise<LinkInLanguage[]> {
  const { whatWeDo, services } = await getFeaturedNavigation();
  const english = language === DEFAULT_LANGUAGE ? undefined : LANGUAGES[DEFAULT_LANGUAGE].tag;
  return Promise.all(
    whatWeDo.map(async (link) => {
      const slug = SERVICE_PATH.exec(link.href)?.[1];
      const service = services.find((entry) => entry.id === slug);
      if (service) {
        const { data, lang } = await serviceInLanguage(service, language);
        return { label: data.name, href: link.href, lang };
      }
      const { shown, translations } = await pageInLanguage(await getPage(link.href.slice(1)), language);
      return translations.includes(language) && shown.data.menuLabel
        ? { label: shown.data.menuLabel, href: link.href }
        : { label: link.label, href: link.href, lang: english };
    }),
  );
}
