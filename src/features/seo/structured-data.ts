/**
 * The structured data (JSON-LD, typed with schema-dts) of every page, built from content and
 * configuration: Organization and WebSite on the home page, a BreadcrumbList on every other indexable
 * page, a Service with its provider on each service page, a JobPosting per listing on /career, an Article
 * on each article of /resources, a FAQPage on each page with questions and answers (a page's faq blocks).
 * Base.astro renders what pageStructuredData() returns, one script element per item.
 */
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  Offer,
  Organization,
  Service as ServiceNode,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { getEntry } from 'astro:content';
import { getCareers } from '../careers';
import { getStories, storyHref } from '../stories';
import { getSettings, serviceHref, type Career, type Page, type Resource, type Service, type Settings } from '../../lib/content';
import { getIndustries, industryHref } from '../industries';
import { getResources, resourceHref, tagHref, tagIndex } from '../resources';
import { getLandingAt } from '../landings';
import { markdownText, type Block } from '../blocks';
import { isNoindex } from '../../lib/seo';
import { cardPath } from '../../lib/share-card';
import { translationId } from '../../i18n/content-files';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage, type Language } from '../../i18n/languages';
import { translator } from '../../i18n/translate';

/** What every builder needs: the site's origin and its settings. */
export interface SiteContext {
  readonly site: URL;
  readonly settings: Settings;
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/**
 * A public plan priced at build time, for the Service's Offers. Structurally the API's membership plan
 * (name, amount, annual_amount), so the plans read from GET /services can be passed as they are.
 */
export interface PricedPlan {
  readonly name: string;
  /** The monthly price in USD. */
  readonly amount: number;
  /** The yearly price in USD. */
  readonly annual_amount: number;
}

const CONTEXT = 'https://schema.org';

/** The absolute URL of a path of this site. */
function absolute(path: string, context: SiteContext): string {
  return new URL(path, context.site).href;
}

/** The organization's node id, so the other nodes can point at it. */
function organizationId(context: SiteContext): string {
  return `${absolute('/', context)}#organization`;
}

/** The company as provider: a reference to the Organization node, with the name and URL a reader needs without it. */
function organizationRef(context: SiteContext): Organization {
  return { '@type': 'Organization', '@id': organizationId(context), name: context.settings.brand, url: absolute('/', context) };
}

/** Organization (home page): name, url and logo are what Google's logo and knowledge panel read. */
export function organization(context: SiteContext): WithContext<Organization> {
  const { settings } = context;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(context),
    name: settings.brand,
    url: absolute('/', context),
    logo: absolute('/favicon.svg', context),
    ...(settings.mailboxes[0] ? { email: settings.mailboxes[0].email } : {}),
    telephone: settings.office.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.office.street,
      addressLocality: settings.office.city,
      addressRegion: settings.office.region,
      postalCode: settings.office.postalCode,
      addressCountry: settings.office.country,
    },
    sameAs: settings.social.map((profile) => profile.url),
  };
}

/** WebSite (home page): the site name search results show. */
export function webSite(context: SiteContext): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: context.settings.brand,
    inLanguage: LANGUAGES[DEFAULT_LANGUAGE].tag,
    url: absolute('/', context),
    publisher: { '@id': organizationId(context) },
  };
}

/** BreadcrumbList: the trail from the home page to this page, every step with its absolute URL. */
export function breadcrumbs(trail: readonly Crumb[], context: SiteContext): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, context),
    })),
  };
}

/**
 * Service (service pages) with the company as provider. With `plans` (the public plans priced at
 * build), one Offer per plan: the monthly price, and both billing periods as unit price specifications.
 */
export function service(entry: Pick<Service, 'id' | 'data'>, context: SiteContext, plans: readonly PricedPlan[] = []): WithContext<ServiceNode> {
  const url = absolute(serviceHref(entry.id), context);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: entry.data.name,
    description: entry.data.description,
    url,
    serviceType: entry.data.name,
    provider: organizationRef(context),
    areaServed: { '@type': 'Country', name: 'US' },
    ...(plans.length > 0 ? { offers: plans.map((plan) => offer(plan, url)) } : {}),
  };
}

/** One plan as an Offer: priced per month, with the monthly and the yearly price as its billing periods. */
function offer(plan: PricedPlan, url: string): Offer {
  return {
    '@type': 'Offer',
    name: plan.name,
    url: `${url}#pricing`,
    price: plan.amount,
    priceCurrency: 'USD',
    priceSpecification: [
      { '@type': 'UnitPriceSpecification', price: plan.amount, priceCurrency: 'USD', billingDuration: 'P1M', unitCode: 'MON' },
      { '@type': 'UnitPriceSpecification', price: plan.annual_amount, priceCurrency: 'USD', billingDuration: 'P1Y', unitCode: 'ANN' },
    ],
  };
}

/** A date as YYYY-MM-DD. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * JobPosting (/career): the fields Google's job search requires (title, description as HTML,
 * datePosted, hiringOrganization, jobLocation) and the ones it shows first (baseSalary, identifier).
 */
export function jobPosting(
  job: Pick<Career, 'id' | 'data'> & { readonly rendered?: { readonly html: string } | undefined },
  context: SiteContext,
): WithContext<JobPosting> {
  const { data } = job;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: data.title,
    description: `<p>${escapeHtml(data.summary)}</p>${job.rendered?.html ?? ''}`,
    identifier: { '@type': 'PropertyValue', name: context.settings.brand, value: job.id },
    url: absolute(`/career#job-${job.id}`, context),
    datePosted: isoDate(data.datePosted),
    validThrough: isoDate(data.validThrough),
    employmentType: data.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: context.settings.brand,
      sameAs: absolute('/', context),
      logo: absolute('/favicon.svg', context),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: data.location.split(',')[0]?.trim() ?? data.location,
        addressRegion: data.region,
        addressCountry: 'US',
      },
    },
    ...(data.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } } : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: data.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: data.salary.min, maxValue: data.salary.max, unitText: data.salary.unit },
    },
  };
}

/**
 * Article (each article of /resources): Google asks for no field but recommends headline, image, the dates
 * and the author; the image is the article's own share card.
 */
export function article(entry: Pick<Resource, 'id' | 'data'>, context: SiteContext): WithContext<Article> {
  const { data } = entry;
  const url = absolute(resourceHref(entry.id), context);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    // Articles are written in English only.
    inLanguage: LANGUAGES[DEFAULT_LANGUAGE].tag,
    headline: data.heading,
    description: data.summary,
    url,
    mainEntityOfPage: url,
    image: [absolute(cardPath(resourceHref(entry.id)), context)],
    datePublished: isoDate(data.datePublished),
    dateModified: isoDate(data.dateUpdated ?? data.datePublished),
    author:
      data.author.kind === 'person'
        ? { '@type': 'Person', name: data.author.name, ...(data.author.role ? { jobTitle: data.author.role } : {}) }
        : { '@type': 'Organization', name: data.author.name, url: absolute('/', context) },
    publisher: organizationRef(context),
    keywords: data.tags.join(', '),
  };
}

/**
 * The JSON-LD of the pages under /industries/, /resources/ and /customers/ (an industry, an article, a tag, a
 * customer's story), or undefined for any other path: a BreadcrumbList through the section's list page, and an
 * article's Article.
 */
async function sectionStructuredData(pathname: string, context: SiteContext, home: Crumb): Promise<Array<WithContext<Thing>> | undefined> {
  const [section, slug, ...rest] = pathname.slice(1).split('/');
  if (slug === undefined || (section !== 'industries' && section !== 'resources' && section !== 'customers')) return undefined;
  const list = await getEntry('pages', section);
  if (!list) return [];
  const trail = (name: string) => breadcrumbs([home, { name: crumbName(list), path: `/${section}` }, { name, path: pathname }], context);
  if (section === 'industries') {
    const industry = (await getIndustries()).find((entry) => industryHref(entry.id) === pathname);
    return industry ? [trail(industry.data.name)] : [];
  }
  if (section === 'customers') {
    const story = (await getStories()).find((entry) => storyHref(entry.id) === pathname);
    return story ? [trail(story.data.customer)] : [];
  }
  const resources = await getResources();
  if (slug === 'tags' && rest.length === 1) {
    const tag = tagIndex(resources).find((entry) => tagHref(entry.label) === pathname);
    return tag ? [trail(tag.label)] : [];
  }
  const entry = rest.length === 0 ? resources.find((candidate) => candidate.id === slug) : undefined;
  return entry ? [article(entry, context), trail(entry.data.heading)] : [];
}

/** The questions and answers of a page's faq blocks as a FAQPage, or nothing when it has none. */
export function faqPage(blocks: readonly Block[], language: Language = DEFAULT_LANGUAGE): Array<WithContext<FAQPage>> {
  const questions = blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
  if (questions.length === 0) return [];
  return [
    {
      '@context': CONTEXT,
      '@type': 'FAQPage',
      inLanguage: LANGUAGES[language].tag,
      mainEntity: questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: markdownText(item.answer) },
      })),
    },
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The short name of a page in a breadcrumb trail: its menu label, else its heading. */
const crumbName = (page: Pick<Page, 'data'>) => page.data.menuLabel ?? page.data.heading;

/** Extra data a page knows at build time. */
export interface PageDataOptions {
  /** A service page's public plans, once prices are read at build: they become the Service's Offers. */
  readonly plans?: readonly PricedPlan[];
  /** The language of the page's text (a translated page's; English under the notice of a page not translated yet). */
  readonly language?: Language;
}

/**
 * The JSON-LD items of a page, by its path: none for pages kept out of search engines or without
 * content of their own.
 */
export async function pageStructuredData(pathname: string, site: URL, options: PageDataOptions = {}): Promise<Array<WithContext<Thing>>> {
  if (isNoindex(pathname)) return [];
  const context: SiteContext = { site, settings: await getSettings() };
  if (pathname === '/') {
    const home = await getEntry('pages', 'home');
    return [organization(context), webSite(context), ...faqPage(home?.data.blocks ?? [])];
  }
  const home: Crumb = { name: 'Home', path: '/' };
  const serviceSlug = /^\/services\/([^/]+)$/.exec(pathname)?.[1];
  if (serviceSlug !== undefined) {
    const [entry, list] = await Promise.all([getEntry('services', serviceSlug), getEntry('pages', 'services')]);
    if (!entry || !list) return [];
    const trail = [home, { name: crumbName(list), path: '/services' }, { name: entry.data.name, path: pathname }];
    return [service(entry, context, options.plans), breadcrumbs(trail, context)];
  }
  const section = await sectionStructuredData(pathname, context, home);
  if (section) return section;
  const landing = await getLandingAt(pathname);
  if (landing) {
    const hero = landing.data.blocks.find((block) => block.type === 'hero');
    return [breadcrumbs([home, { name: hero?.heading ?? landing.data.title, path: pathname }], context), ...faqPage(landing.data.blocks)];
  }
  const page = await getEntry('pages', pathname.slice(1));
  if (!page) return [];
  // A translated page: its trail and its questions in its language, at its language's addresses.
  const language = options.language ?? DEFAULT_LANGUAGE;
  const shown = language === DEFAULT_LANGUAGE ? page : ((await getEntry('pageTranslations', translationId(page.id, language))) ?? page);
  const crumbs: Crumb[] = [
    { name: translator(language)('Home'), path: pathInLanguage('/', language) },
    { name: crumbName(shown), path: pathInLanguage(pathname, language) },
  ];
  const trail = breadcrumbs(crumbs, context);
  if (pathname === '/career') return [trail, ...(await getCareers()).map((job) => jobPosting(job, context))];
  return [trail, ...faqPage(shown.data.blocks ?? [], language)];
}
