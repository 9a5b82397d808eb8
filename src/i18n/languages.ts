/**
 * The site's languages: English at the addresses of today (unprefixed), French (Canada) under /fr, Spanish under
 * /es, with the same paths after the prefix. One entry here, a dictionary beside it (fr.ts) and the content's
 * translations are a language; docs/EDITORS.md says how to add one.
 * Plain TypeScript without Astro's modules: the build's own code, the tests and the browser read it too.
 */

/** Each language: its <html lang> tag, its name in its own language (the switch's link), its og:locale. */
export const LANGUAGES = {
  en: { tag: 'en', name: 'English', ogLocale: 'en_US' },
  fr: { tag: 'fr-CA', name: 'Français', ogLocale: 'fr_CA' },
  es: { tag: 'es', name: 'Español', ogLocale: 'es_LA' },
} as const satisfies Record<string, { tag: string; name: string; ogLocale: string }>;

export type Language = keyof typeof LANGUAGES;

/** English: the specification's texts, unprefixed addresses, and the language of x-default. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** Every language, English first (the order of the footer's links and of the hreflang alternates). */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The languages with a prefix of their own: the pages built under /fr and /es. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((language): language is Exclude<Language, 'en'> => language !== DEFAULT_LANGUAGE);

/**
 * The lang attribute of English text on a page of `language` (a name from the API, an entry not translated yet):
 * 'en' on a page of another language, none on an English page, where it is the page's own.
 */
export function englishMark(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : LANGUAGES[DEFAULT_LANGUAGE].tag;
}

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && Object.hasOwn(LANGUAGES, value);
}

/** The language of an address: its first segment when that names a prefixed language, English otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The address without its language prefix, the English page's (/fr/about-us → /about-us, /fr → /). */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/**
 * The same page in `language` (/about-us → /fr/about-us, / → /fr, /fr/about-us → /es/about-us); a query and a
 * fragment stay as they are. Only paths of this site: an absolute URL or a mailto: comes back unchanged.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const [pathname, rest] = end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)];
  const english = pathWithoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return english + rest;
  return (english === '/' ? `/${language}` : `/${language}${english}`) + rest;
}

/**
 * Pages built in English only: the page for hosts that answer an unknown address with it (src/pages/404.astro),
 * where the route table sends each language to its home page instead. The language links of such a page lead to
 * each language's home page.
 */
export const ENGLISH_ONLY_PATHS: ReadonlySet<string> = new Set(['/404']);

/** Where a language's link leads from an English path: the same page in that language, or its home page when the page exists in English only. */
export function languageLink(englishPath: string, language: Language): string {
  return pathInLanguage(language !== DEFAULT_LANGUAGE && ENGLISH_ONLY_PATHS.has(englishPath) ? '/' : englishPath, language);
}
