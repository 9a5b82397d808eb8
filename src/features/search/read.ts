/**
 * What the search capability reads from the collections at build: the type each built page carries in the
 * index (or none: kept out of it), and the sections /search lists.
 */
import { getCollection } from 'astro:content';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage, type Language } from '../../i18n/languages';
import { translator, type Phrase } from '../../i18n/translate';
import { getServices, getUnpublishedPages, pageInLanguage, pagePath, serviceHref, serviceInLanguage } from '../../lib/content';
import { isNoindex } from '../../lib/seo';
import type { NavLink } from '../../lib/site-menus';
import { getCareers } from '../careers';
import { getIndustries, industryHref, INDUSTRIES_PATH } from '../industries';
import { getIntegrations, INTEGRATIONS_PATH, KINDS, kindHref } from '../integrations';
import { getLandings, isPreviewOnly, landingPath } from '../landings';
import { getResources, RESOURCES_PATH, resourceHref, tagHref, tagIndex } from '../resources';
import { getStories, storyHref } from '../stories';
import { pageType, SEARCH_PATH, type PageType } from './page-type';
import { samplePaths } from './samples';

let samples: Promise<Set<string>> | undefined;

/** The pages of this build that exist only through samples (read once per build). */
function sampleOnlyPages(): Promise<Set<string>> {
  samples ??= Promise.all([getStories(), getIntegrations(), getResources(), getLandings()]).then(
    async ([stories, integrations, resources, landings]) =>
      samplePaths([
        // A landing page is its own list: a sample, a draft or one not live yet exists only outside production.
        ...(await Promise.all(
          landings.map(async (landing) => ({
            list: landingPath(landing.id),
            entries: [{ href: landingPath(landing.id), sample: await isPreviewOnly(landing) }],
          })),
        )),
        { list: storyHref(), entries: stories.map((story) => ({ href: storyHref(story.id), sample: story.data.sample })) },
        // The integrations have no page of their own: they are all on /integrations.
        { list: INTEGRATIONS_PATH, entries: integrations.map((entry) => ({ sample: entry.data.sample })) },
        { list: RESOURCES_PATH, entries: resources.map((entry) => ({ href: resourceHref(entry.id), sample: entry.data.sample })) },
        ...tagIndex(resources).map((tag) => ({ list: tagHref(tag.label), entries: tag.resources.map((entry) => ({ sample: entry.data.sample })) })),
      ]),
  );
  return samples;
}

/**
 * The type the page at `pathname` carries in the search index, or undefined when it stays out: pages kept out
 * of search engines (NOINDEX_PATHS), /search itself (its links would match every query) and the pages that
 * exist only through samples.
 */
export async function searchTypeOf(pathname: string): Promise<PageType | undefined> {
  if (isNoindex(pathname) || pathname === SEARCH_PATH) return undefined;
  if ((await sampleOnlyPages()).has(pathname)) return undefined;
  return pageType(pathname);
}

/** A link of /search: its text, and that text's language where it is not the page's (an entry not translated yet: 'en'). */
export interface SiteLink extends NavLink {
  readonly lang?: string;
  /** The interface's word before the text ('Topic:'), in the page's language. */
  readonly prefix?: string;
}

/** One section of the site as /search lists it: its page and the pages in it. */
export interface SiteSection {
  readonly heading: string;
  readonly link: SiteLink;
  readonly links: readonly SiteLink[];
}

/** The pages of content/pages that a section below lists already, by file name. */
const SECTION_PAGES = new Set(['home', 'services', 'industries', 'integrations', 'resources', 'customers', 'career', 'search']);

/**
 * Every section of the site this build publishes, from the collections, as /search lists them in `language`:
 * services, industries, integrations (by kind), articles and their topics, customers' stories, careers, then every
 * other indexable page of content/pages. The headings speak the language; the links lead to the pages of `linksTo`,
 * the address's language (the same unless the page is not translated yet); a page's title is its translation's
 * where it has one, and every text still in English is marked so.
 */
export async function getSiteSections(language: Language = DEFAULT_LANGUAGE, linksTo: Language = language): Promise<SiteSection[]> {
  const [services, industries, integrations, resources, stories, careers, pages, unpublished] = await Promise.all([
    getServices(),
    getIndustries(),
    getIntegrations(),
    getResources(),
    getStories(),
    getCareers(),
    getCollection('pages'),
    getUnpublishedPages(),
  ]);
  const t = translator(language);
  const english = language === DEFAULT_LANGUAGE ? {} : { lang: LANGUAGES[DEFAULT_LANGUAGE].tag };
  /** A link of the interface: its label a text of the dictionaries. */
  const own = (label: Phrase, href: string): SiteLink => ({ label: t(label), href: pathInLanguage(href, linksTo) });
  /** A link whose text is an entry's English text (the collections not translated: services, articles, jobs). */
  const entry = (label: string, href: string, prefix?: string): SiteLink => ({
    label,
    href: pathInLanguage(href, linksTo),
    ...english,
    ...(prefix === undefined ? {} : { prefix }),
  });
  const kinds = [...new Set(integrations.map((integration) => integration.data.kind))];
  const otherPages = await Promise.all(
    pages
      .filter((page) => !SECTION_PAGES.has(page.id) && !unpublished.has(page.id) && !isNoindex(pagePath(page.id)))
      .map(async (page) => {
        const { shown, translations } = await pageInLanguage(page, language);
        const title = shown.data.title;
        return translations.includes(language) ? { label: title, href: pathInLanguage(pagePath(page.id), linksTo) } : entry(title, pagePath(page.id));
      }),
  );
  const sections: SiteSection[] = [
    {
      heading: t('Services'),
      link: own('All services', '/services'),
      links: await Promise.all(
        services.map(async (service) => {
          const { data, lang } = await serviceInLanguage(service, language);
          return { label: data.name, href: pathInLanguage(serviceHref(service.id), linksTo), ...(lang ? { lang } : {}) };
        }),
      ),
    },
    {
      heading: t('Industries'),
      link: own('All industries', INDUSTRIES_PATH),
      links: industries.map((industry) => entry(industry.data.name, industryHref(industry.id))),
    },
    {
      heading: t('Integrations'),
      link: own('All integrations', INTEGRATIONS_PATH),
      links: kinds.map((kind) => entry(KINDS[kind].label, kindHref(kind))),
    },
    {
      heading: t('Articles and guides'),
      link: own('All articles and guides', RESOURCES_PATH),
      links: [
        ...resources.map((resource) => entry(resource.data.heading, resourceHref(resource.id))),
        ...tagIndex(resources).map((tag) => entry(tag.label, tagHref(tag.label), t('Topic:'))),
      ],
    },
    {
      heading: t("Customers' stories"),
      link: own("All customers' stories", storyHref()),
      links: stories.map((story) => entry(story.data.heading, storyHref(story.id))),
    },
    {
      heading: t('Careers'),
      link: own('Careers', '/career'),
      links: careers.map((job) => entry(job.data.title, `/career#job-${job.id}`)),
    },
    {
      heading: t('Company and help'),
      link: own('Home', '/'),
      links: otherPages.sort((a, b) => a.label.localeCompare(b.label, LANGUAGES[language].tag)),
    },
  ];
  // A section this build does not publish (no integration, no article, no story) has no page to link to.
  const englishPath = (href: string) => pathInLanguage(href, DEFAULT_LANGUAGE);
  return sections.filter((section) => !unpublished.has(englishPath(section.link.href).slice(1)));
}
