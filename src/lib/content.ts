/**
 * The kernel's readers of the content collections, so pages never query collections directly: the settings,
 * services and pages that every part of the site reads. A content capability reads its own collection in its
 * folder (src/features/<name>/read.ts) and builds on these.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { published } from './samples';
import { translationId } from '../i18n/content-files';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from '../i18n/languages';

export type Service = CollectionEntry<'services'>;
export type Page = CollectionEntry<'pages'>;
/** A service's translation (content/services/monthly-parking-system.fr.md): the same fields as its English file. */
export type ServiceTranslation = CollectionEntry<'serviceTranslations'>;
/** A page's translation (content/pages/about-us.fr.md): the same fields as its English page. */
export type PageTranslation = CollectionEntry<'pageTranslations'>;
export type Career = CollectionEntry<'careers'>;
export type Story = CollectionEntry<'stories'>;
export type Settings = CollectionEntry<'settings'>['data'];
export type Industry = CollectionEntry<'industries'>;
export type Integration = CollectionEntry<'integrations'>;
export type Resource = CollectionEntry<'resources'>;

/** The site-wide settings (brand, office, mailboxes, social links). */
export async function getSettings(): Promise<Settings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('content/settings/site.yaml is missing');
  return entry.data;
}

/**
 * `read`, answered once per production build: content does not change while a build runs, and what every page reads
 * (the services behind its menus) would otherwise cost each page a pass over the whole collection, a build's time
 * growing with pairs of pages. The dev server reads anew each time, so an edit shows at once.
 */
export function oncePerBuild<T>(read: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (import.meta.env.PROD ? (answer ??= read()) : read());
}

/** The services in their editorial order. */
export const getServices: () => Promise<readonly Service[]> = oncePerBuild(async () => {
  const services = await getCollection('services');
  return services.sort((a, b) => a.data.order - b.data.order);
});

/**
 * The site's name of each API service id that a service page names (`serviceId`), as `{"3": "Touchless Self
 * Parking"}`; where two pages name one id, the first in editorial order wins.
 */
export const getServiceNames: () => Promise<Readonly<Record<string, string>>> = oncePerBuild(async () => {
  const names: Record<string, string> = {};
  for (const service of await getServices()) names[String(service.data.serviceId)] ??= service.data.name;
  return names;
});

/** Every service's translation by its id ("fr/monthly-parking-system"), read once per build. */
const serviceTranslationsById: () => Promise<ReadonlyMap<string, ServiceTranslation>> = oncePerBuild(async () =>
  byId(await getCollection('serviceTranslations')),
);

/** A service's fields as a page of one language shows them, and the language to mark them with where it differs from the page's. */
export interface ServiceInLanguage {
  readonly data: Service['data'];
  /** 'en' where the service has no translation in the page's language (its English text, marked so); none else. */
  readonly lang: string | undefined;
}

/** A service in `language`: its translation's fields where it has one (monthly-parking-system.fr.md), else its English ones, marked. */
export async function serviceInLanguage(service: Pick<Service, 'id' | 'data'>, language: Language): Promise<ServiceInLanguage> {
  if (language === DEFAULT_LANGUAGE) return { data: service.data, lang: undefined };
  const translation = (await serviceTranslationsById()).get(translationId(service.id, language));
  return translation ? { data: translation.data, lang: undefined } : { data: service.data, lang: LANGUAGES[DEFAULT_LANGUAGE].tag };
}

/** A service's page as one language shows it: its entry there (the translation, or the English file) and the languages it is in. */
export interface ServiceShown {
  readonly shown: Service | ServiceTranslation;
  /** The languages the service is written in, English first: the ones its page's hreflang alternates name. */
  readonly translations: readonly Language[];
  /** The language of its text: the page's where it is translated, else English. */
  readonly shownIn: Language;
}

/** A service in `language`, to draw its page: its translation there when it has one, else its English file. */
export async function serviceShownIn(service: Service, language: Language): Promise<ServiceShown> {
  const translated = await serviceTranslationsById();
  const translations = LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || translated.has(translationId(service.id, code)));
  const translation = language === DEFAULT_LANGUAGE ? undefined : translated.get(translationId(service.id, language));
  return translation ? { shown: translation, translations, shownIn: language } : { shown: service, translations, shownIn: DEFAULT_LANGUAGE };
}

/** One page's content by its file name in content/pages; the build fails when it is missing. */
export async function getPage(id: string): Promise<Page> {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`content/pages/${id}.md is missing`);
  return page;
}

/** Every page's translation by its id ("fr/about-us"), read once per build. */
const pageTranslationsById: () => Promise<ReadonlyMap<string, PageTranslation>> = oncePerBuild(async () =>
  byId(await getCollection('pageTranslations')),
);

/** A page as it is shown in one language: its text (the translation, or the English page), and the languages it is in. */
export interface PageInLanguage {
  /** What the page shows: its translation in the language asked for, or the English page when it has none. */
  readonly shown: Page | PageTranslation;
  /** The languages the page is written in, English first: the ones its hreflang alternates name. */
  readonly translations: readonly Language[];
}

/** A page of content/pages in `language`: its translation there when it has one (about-us.fr.md), else its English text. */
export async function pageInLanguage(page: Page, language: Language): Promise<PageInLanguage> {
  const translated = await pageTranslationsById();
  const translations = LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || translated.has(translationId(page.id, code)));
  const shown = language === DEFAULT_LANGUAGE ? page : (translated.get(translationId(page.id, language)) ?? page);
  return { shown, translations };
}

/**
 * The pages of content/pages that only [page].astro builds: every page except those with a route file of
 * their own (`<id>.astro`, `<id>/index.astro` or a rest route `<id>/[...name].astro` beside it, which builds
 * /<id> itself; home.md belongs to index.astro).
 * `routeFiles` are the paths of those files relative to src/pages, e.g. './career.astro'.
 */
export function pagesWithoutOwnRoute(pages: readonly Page[], routeFiles: readonly string[]): Page[] {
  const taken = new Set(
    routeFiles.map((file) =>
      file
        .replace(/^\.\//, '')
        .replace(/(\/index|\/\[\.\.\.[^\]]+\])?\.astro$/, '')
        .replace(/^index$/, 'home'),
    ),
  );
  return pages.filter((page) => !taken.has(page.id));
}

/** The path a page of content/pages is served at: home.md is /, about-us.md is /about-us. */
export function pagePath(id: string): string {
  return id === 'home' ? '/' : `/${id}`;
}

/** The URL of a service's page. */
export function serviceHref(slug: string): string {
  return `/services/${slug}`;
}

/** Entries by their file name. */
export const byId = <T extends { readonly id: string }>(entries: readonly T[]): Map<string, T> => new Map(entries.map((entry) => [entry.id, entry]));

/** Every service by its file name, for resolving references. */
export const servicesById: () => Promise<ReadonlyMap<string, Service>> = oncePerBuild(async () => byId(await getServices()));

/**
 * The pages of content/pages whose section this build does not publish: /customers without a published story,
 * /integrations without a published integration, /resources without a published article. They are not built,
 * so nothing may name them (llms.txt, share cards).
 */
export async function getUnpublishedPages(): Promise<Set<string>> {
  const sections = { customers: 'stories', integrations: 'integrations', resources: 'resources' } as const;
  const counts = await Promise.all(
    Object.entries(sections).map(async ([page, collection]) => {
      const entries = await getCollection(collection);
      return [page, published(entries, process.env['CONTEXT']).length] as const;
    }),
  );
  return new Set(counts.flatMap(([page, published]) => (published === 0 ? [page] : [])));
}
