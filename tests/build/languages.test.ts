/**
 * The site in three languages as the build leaves it: English at the addresses of today, each page again under /fr
 * and /es with <html lang> fr-CA and es, its interface in that language; a page whose text is not translated yet
 * says so in the page's language, marks its text as English, names the English page as canonical and stays out
 * of the sitemap and search; every page links the same page in each language from its footer; only the page for
 * hosts without the route table (/404) exists in English alone. The texts expected here are the dictionaries' (src/i18n).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ENGLISH_ONLY_PATHS,
  LANGUAGE_CODES,
  LANGUAGES,
  languageLink,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  PREFIXED_LANGUAGES,
} from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { EDITOR_PATH } from '../../src/lib/routes';
import { exists, jsonLd, pagePaths, read } from './dist';
import { canonical, decode, meta, SITE } from './head';
import { attribute, element, elements, textOf } from './html';

const pages = pagePaths().filter((path) => path !== EDITOR_PATH);
const english = pages.filter((path) => languageOfPath(path) === 'en');
const others = pages.filter((path) => languageOfPath(path) !== 'en');
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const sitemap = read('/sitemap-0.xml');
/**
 * The language a page's text is shown in: its address's when translated, else English, marked so on <main> (the
 * editors decide which by writing the translation, so the tests read it from the build).
 */
const shownLanguage = (path: string, html: string) =>
  attribute(/<main [^>]*>/.exec(html)?.[0] ?? '', 'lang') === 'en' ? 'en' : languageOfPath(path);
/** The language an island's placement gave it (its `lang` prop), English without one. */
const islandLanguage = (island: string) => /&quot;lang&quot;:\[0,&quot;(\w+)&quot;\]/.exec(/^<[^>]*>/.exec(island)?.[0] ?? '')?.[1] ?? 'en';

describe('the languages of the build', () => {
  it('has every English page under each prefix, but the editor and the pages that exist in English only', () => {
    expect(english.length).toBeGreaterThan(40);
    for (const path of english) {
      for (const language of PREFIXED_LANGUAGES) {
        const there = pathInLanguage(path, language);
        expect(exists(there), there).toBe(!ENGLISH_ONLY_PATHS.has(path));
      }
    }
    expect(others.length).toBe((english.length - english.filter((path) => ENGLISH_ONLY_PATHS.has(path)).length) * PREFIXED_LANGUAGES.length);
    expect(exists('/fr/admin')).toBe(false);
  });

  it('gives each page the <html lang> of its address', () => {
    for (const path of pages) expect(htmlLang(read(path)), path).toBe(LANGUAGES[languageOfPath(path)].tag);
  });

  it('draws the header, the skip link and the footer in the page language', () => {
    for (const language of LANGUAGE_CODES) {
      const t = translator(language);
      const path = pathInLanguage('/contact-us', language);
      const html = read(path);
      expect(textOf(element(html, /<a class="skip-link"/)), path).toBe(t('Skip to main content'));
      expect(attribute(element(html, /<button class="icon-button site-header__toggle"/), 'aria-label'), path).toBe(t('Open menu'));
      expect(textOf(element(html, /<a class="button site-nav__cta"/)), path).toBe(t('Request a Demo'));
      expect(attribute(element(html, /<a class="button site-nav__cta"/), 'href'), path).toBe(pathInLanguage('/request-a-demo', language));
      expect(textOf(element(html, /<h2 id="footer-company"/)), path).toBe(t('Company'));
      expect(decode(textOf(element(html, /<h2 id="footer-demo-heading"/))), path).toBe(t('Request a demo'));
      expect(html, path).toContain(`<nav class="site-footer__languages" aria-label="${t('Language')}">`);
    }
  });

  it('links the same page in each language from every footer, each link named and marked in its own language', () => {
    for (const path of pages) {
      const nav = element(read(path), /<nav class="site-footer__languages"/);
      const links = elements(nav, /<a /);
      expect(links.map(textOf), path).toEqual(['English', 'Français', 'Español']);
      for (const [index, language] of LANGUAGE_CODES.entries()) {
        const link = links[index] ?? '';
        expect(attribute(link, 'href'), path).toBe(languageLink(pathWithoutLanguage(path), language));
        expect(attribute(link, 'hreflang'), path).toBe(LANGUAGES[language].tag);
        expect(attribute(link, 'lang'), path).toBe(LANGUAGES[language].tag);
        expect(attribute(link, 'aria-current'), path).toBe(language === languageOfPath(path) ? 'true' : null);
      }
    }
    // A page in English only (the page for hosts without the route table) leads to each language's home page.
    expect(attribute(elements(element(read('/404'), /<nav class="site-footer__languages"/), /<a /)[1] ?? '', 'href')).toBe('/fr');
  });

  it('marks a page not translated yet: a notice in the page language, its text as English, the English page as canonical', () => {
    // Every page under a prefix is either translated (the next test's marks) or not (these): a page without a
    // translation (the tests' own /in-english-only), the landings (no translations yet: the tests' own /every-block)
    // are not; the tests' own page in three languages is.
    const notTranslated = others.filter((path) => attribute(/<main [^>]*>/.exec(read(path))?.[0] ?? '', 'lang') === 'en');
    expect(notTranslated).toContain('/fr/every-block');
    expect(notTranslated).toContain('/es/in-english-only');
    expect(notTranslated).not.toContain('/fr/in-three-languages');
    for (const path of notTranslated) {
      const html = read(path);
      const language = languageOfPath(path);
      const t = translator(language);
      const main = /<main [^>]*>/.exec(html)?.[0] ?? '';
      expect(attribute(main, 'lang'), path).toBe('en');
      const notice = element(html, /<p class="translation-notice"/);
      expect(attribute(notice, 'lang'), path).toBe(LANGUAGES[language].tag);
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(words(decode(textOf(notice))), path).toBe(
        words(`${t('This page is not translated yet, so its text is in English.')} ${t('Read the English page')}`),
      );
      expect(attribute(element(notice, /<a /), 'href'), path).toBe(pathWithoutLanguage(path));
      const englishPath = pathWithoutLanguage(path);
      // The English page's canonical (its own address, or the one it names: /make-Payment's is /payment).
      expect(canonical(html), path).toBe(canonical(read(englishPath)));
      expect(meta(html, 'og:locale'), path).toBe('en_US');
      expect(html, `${path} is not searched`).not.toContain('data-pagefind-body');
      expect(sitemap, `${path} is not in the sitemap`).not.toContain(`<loc>${SITE}${path}</loc>`);
      expect(html, `${path} is no alternate of its own`).not.toContain(`hreflang="${LANGUAGES[language].tag}" href=`);
    }
  });

  it('shows a translated page in its language whole: its text, canonical, alternates, sitemap entry and search index', () => {
    // The tests' own page (tests/fixtures/content/pages/in-three-languages.*.md), the same in every build.
    const heading = {
      '/in-three-languages': 'One page, three languages',
      '/fr/in-three-languages': 'Une page, trois langues',
      '/es/in-three-languages': 'Una página, tres idiomas',
    };
    const alternates = LANGUAGE_CODES.map(
      (language) => `<link rel="alternate" hreflang="${LANGUAGES[language].tag}" href="${SITE}${pathInLanguage('/in-three-languages', language)}">`,
    );
    for (const [path, text] of Object.entries(heading)) {
      const html = read(path);
      const language = languageOfPath(path);
      expect(decode(textOf(element(html, /<h1\b/))), path).toBe(text);
      const main = /<main [^>]*>/.exec(html)?.[0] ?? '';
      expect(attribute(main, 'lang'), path).toBeNull();
      expect(main, path).toContain('data-pagefind-body');
      expect(html, path).not.toContain('translation-notice');
      expect(canonical(html), path).toBe(`${SITE}${path}`);
      expect(meta(html, 'og:locale'), path).toBe(LANGUAGES[language].ogLocale);
      for (const alternate of alternates) expect(html, path).toContain(alternate);
      expect(html, path).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/in-three-languages">`);
      // The sitemap lists it with the same alternates.
      const entry = new RegExp(`<url><loc>${SITE}${path}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ?? '';
      for (const language of LANGUAGE_CODES)
        expect(entry, path).toContain(
          `<xhtml:link rel="alternate" hreflang="${LANGUAGES[language].tag}" href="${SITE}${pathInLanguage('/in-three-languages', language)}"/>`,
        );
    }
    // The links its editors wrote (/contact-us in the text, /services in an answer) lead to pages of its language.
    const links = {
      '/in-three-languages': ['a link to the contact page', 'the others'],
      '/fr/in-three-languages': ['un lien vers la page de contact', 'les services'],
      '/es/in-three-languages': ['un enlace a la página de contacto', 'los servicios'],
    };
    for (const [path, [contact, services]] of Object.entries(links)) {
      const language = languageOfPath(path);
      const main = element(read(path), /<main\b/);
      expect(main, path).toContain(`<a href="${pathInLanguage('/contact-us', language)}">${contact}</a>`);
      expect(main, path).toContain(`<a href="${pathInLanguage('/services', language)}">${services}</a>`);
    }
    // Its structured data in its language: the trail to its own address, its questions, their language named.
    const questions = {
      '/in-three-languages': 'Which language is this?',
      '/fr/in-three-languages': 'Quelle est cette langue ?',
      '/es/in-three-languages': '¿Qué idioma es este?',
    };
    for (const [path, question] of Object.entries(questions)) {
      const language = languageOfPath(path);
      const items = jsonLd(read(path));
      const trail = items.find((item) => item['@type'] === 'BreadcrumbList');
      expect(trail?.['itemListElement'], path).toEqual([
        { '@type': 'ListItem', position: 1, name: translator(language)('Home'), item: `${SITE}${pathInLanguage('/', language)}` },
        { '@type': 'ListItem', position: 2, name: heading[path as keyof typeof heading], item: `${SITE}${path}` },
      ]);
      const faq = items.find((item) => item['@type'] === 'FAQPage');
      expect(faq?.['inLanguage'], path).toBe(LANGUAGES[language].tag);
      expect(JSON.stringify(faq?.['mainEntity']), path).toContain(JSON.stringify(question));
    }
    // Its interface text in the page's language too: the heading of its feature cards, whose page names none.
    expect(read('/fr/in-three-languages')).toContain(`>${translator('fr')('Key features')}</h2>`);
    // Each language has its own search index (Pagefind's, by <html lang>).
    const entry = JSON.parse(read('/pagefind/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es', 'fr-ca']);
  });

  it('draws /contact-us whole in one language: its form, its headings, its map and office card speak the language of its text', () => {
    for (const path of ['/contact-us', '/fr/contact-us', '/es/contact-us']) {
      const html = read(path);
      const language = shownLanguage(path, html);
      const t = translator(language);
      const island = element(html, /<astro-island[^>]*component-url="[^"]*ContactForm/);
      expect(islandLanguage(island), path).toBe(language);
      expect(attribute(element(island, /<form\b/), 'aria-label'), path).toBe(t('Contact us'));
      for (const label of ['First name', 'Last name', 'Phone', 'Zip code', 'Message'] as const) expect(island, path).toContain(`>${t(label)}<`);
      expect(decode(textOf(element(html, /<h2 id="contact-form-heading"/))).trim(), path).toBe(t('Send us a message'));
      expect(decode(textOf(element(html, /<h2 id="contact-office-heading"/))).trim(), path).toBe(t('Our office'));
      const map = element(html, /<contact-map\b/);
      expect(decode(textOf(element(map, /<button\b/))).trim(), path).toBe(t('Show the live map'));
      const office = element(element(html, /<section class="card contact__office"/), /<address\b/);
      expect(
        decode(textOf(element(office, /<a class="office__map"/)))
          .replace(/\s+/g, ' ')
          .trim(),
        path,
      ).toBe(`${t('Open in maps')} ${t('(opens the map site)')}`);
      // The office's own lines are the site settings', English until translated: marked so on a page in another language.
      expect(attribute(element(office, /<strong\b/), 'lang'), path).toBe(language === 'en' ? null : 'en');
    }
  });

  it('draws /request-a-demo whole in one language: its form, its heading and its picture speak the language of its text', () => {
    for (const path of ['/request-a-demo', '/fr/request-a-demo', '/es/request-a-demo']) {
      const html = read(path);
      const language = shownLanguage(path, html);
      const t = translator(language);
      const island = element(html, /<astro-island[^>]*draft&quot;:\[0,&quot;demo&quot;\]/);
      expect(islandLanguage(island), path).toBe(language);
      expect(decode(textOf(element(html, /<h2 id="demo-form-heading"/))).trim(), path).toBe(t('Tell us about your facilities'));
      expect(attribute(element(html, /<img [^>]*class="split__image"/), 'alt'), path).toBe(
        t('A {brand} dashboard with occupancy, revenue and a parking map', { brand: meta(html, 'og:site_name') ?? '' }),
      );
      expect(textOf(element(island, /<button\b/)), path).toContain(t('Request a Demo'));
    }
  });

  it("draws the trust pages', /airport-parking's and the detail pages' own sections in the language of their text", () => {
    const routes = [
      ['/security', ['Report a security problem', 'The headers every page is sent with', 'And on every page']],
      ['/accessibility', ['Report a barrier', 'contact form']],
      ['/airport-parking', ['Bring touchless parking to your airport', 'Request a Demo']],
      ['/whitelabel', ['See your branded app in a demo']],
      ['/software-defined-parcs', ['See software-defined PARCS in a demo']],
    ] as const;
    for (const [english, phrases] of routes)
      for (const language of LANGUAGE_CODES) {
        const path = pathInLanguage(english, language);
        const html = read(path);
        // A page with a translation is shown in it: its own sections hold it in English no more.
        if (existsSync(`content/pages${english}.${language}.md`)) expect(shownLanguage(path, html), path).toBe(language);
        const t = translator(shownLanguage(path, html));
        const text = decode(textOf(element(html, /<main\b/))).replace(/\s+/g, ' ');
        for (const phrase of phrases) expect(text, `${path}: ${phrase}`).toContain(t(phrase));
      }
    // The detail pages' demo form is placed in the language of the text around it.
    for (const language of LANGUAGE_CODES) {
      const path = pathInLanguage('/whitelabel', language);
      const html = read(path);
      expect(islandLanguage(element(html, /<astro-island[^>]*component-url="[^"]*DemoForm/)), path).toBe(shownLanguage(path, html));
    }
    // The link to the contact form leads to the page's language.
    const barrier = read('/fr/accessibility');
    if (shownLanguage('/fr/accessibility', barrier) === 'fr') expect(barrier).toContain('href="/fr/contact-us"');
  });

  it('draws /search in the language of its text: its headings, its links to that language, the entries still in English marked so', () => {
    // The tests' own pages (tests/fixtures/content/pages), by their titles: one translated, one in English only.
    const titles = { en: 'A page in three languages', fr: 'Une page en trois langues', es: 'Una página en tres idiomas' } as const;
    for (const path of ['/search', '/fr/search', '/es/search']) {
      const html = read(path);
      const language = shownLanguage(path, html);
      const t = translator(language);
      const index = element(html, /<section class="container site-index"/);
      expect(attribute(index, 'aria-label'), path).toBe(t('Every section of the site'));
      const headings = elements(index, /<h2\b/).map((heading) => decode(textOf(heading)).trim());
      expect(headings, path).toEqual(expect.arrayContaining([t('Services'), t("Customers' stories"), t('Company and help')]));
      const links = elements(index, /<a\b/);
      const link = (href: string) => links.find((anchor) => attribute(anchor, 'href') === pathInLanguage(href, languageOfPath(path))) ?? '';
      expect(decode(textOf(link('/services'))).trim(), path).toBe(t('All services'));
      expect(attribute(link('/services'), 'lang'), path).toBe(null);
      const translated = link('/in-three-languages');
      expect(decode(textOf(translated)).trim(), path).toBe(titles[language]);
      expect(attribute(translated, 'lang'), path).toBe(null);
      const untranslated = link('/in-english-only');
      expect(decode(textOf(untranslated)).trim(), path).toBe('A page in English only');
      expect(attribute(untranslated, 'lang'), path).toBe(language === 'en' ? null : 'en');
      // Every link of the list leads to a page of the address's language.
      for (const anchor of links) expect(languageOfPath(attribute(anchor, 'href') ?? ''), anchor).toBe(languageOfPath(path));
    }
  });

  it('draws the home page in the language of its text: the hero, the video, the carousel and the stories strip, their English entries marked so', () => {
    for (const path of ['/', '/fr', '/es']) {
      const html = read(path);
      const language = shownLanguage(path, html);
      const t = translator(language);
      const english = language === 'en' ? null : 'en';
      const linkTo = (target: string) => pathInLanguage(target, languageOfPath(path));
      const hero = element(html, /<section class="home-hero"/);
      const actions = elements(element(hero, /<p class="hero-actions"/), /<a\b/);
      expect(
        actions.map((action) => [decode(textOf(action)).trim(), attribute(action, 'href')]),
        path,
      ).toEqual([
        [t('Start a free trial'), linkTo('/request-trial')],
        [t('Request a Demo'), linkTo('/request-a-demo')],
      ]);
      expect(decode(textOf(element(hero, /<p class="hero-link"/))).trim(), path).toBe(t('Contact Us for a Free Trial'));
      expect(decode(textOf(element(hero, /<button [^>]*data-share/))).trim(), path).toBe(t('Share'));
      const carousel = element(html, /<section [^>]*aria-labelledby="home-services"/);
      expect(decode(textOf(element(carousel, /<a class="button button--ghost"/))).trim(), path).toBe(t('All services'));
      expect(attribute(element(carousel, /<a class="button button--ghost"/), 'href'), path).toBe(linkTo('/services'));
      const slides = elements(carousel, /<div class="carousel__slide"/);
      expect(attribute(slides[0] ?? '', 'aria-label'), path).toBe(t('{index} of {count}', { index: 1, count: slides.length }));
      // A service's card is marked English where the service has no translation into the page's language (its page says which).
      const slideHref = attribute(element(slides[0] ?? '', /<a class="button/), 'href') ?? '';
      const slideService = language === 'en' ? 'en' : shownLanguage(slideHref, read(slideHref));
      expect(attribute(element(slides[0] ?? '', /<h3\b/), 'lang'), path).toBe(slideService === 'en' ? english : null);
      expect(decode(textOf(element(slides[0] ?? '', /<a class="button/))), path).toContain(t('Read more'));
      expect(element(carousel, /<astro-island\b/), path).toContain(`&quot;previous&quot;:[0,&quot;${t('Previous services')}&quot;]`);
      // The stories stay English in every language (their cards marked so), the strip's own words in the page's.
      const proof = element(html, /<section [^>]*data-proof-strip/);
      expect(decode(textOf(element(proof, /<p class="eyebrow"/))).trim(), path).toBe(t("Customers' stories"));
      expect(attribute(element(proof, /<a class="button/), 'href'), path).toBe(linkTo('/customers'));
      const card = element(proof, /<article class="story-card/);
      expect(attribute(card, 'lang'), path).toBe(english);
      const more = element(card, /<a class="story-card__more"/);
      expect(attribute(more, 'lang'), path).toBe(language === 'en' ? null : LANGUAGES[language].tag);
      expect(decode(textOf(more)), path).toContain(t('Read the story'));
    }
  });

  it('names each service alike wherever a page of a language names it (menu, footer, carousel, /search): its translation, or its English name marked so', () => {
    type Named = { label: string; lang: string | null };
    const named = (anchors: readonly string[]): Map<string, Named> =>
      new Map(anchors.map((anchor) => [attribute(anchor, 'href') ?? '', { label: decode(textOf(anchor)).trim(), lang: attribute(anchor, 'lang') }]));
    // The header's What We Do menu and the footer's Services column, on any page.
    const serviceLinks = (html: string) =>
      named([
        ...elements(html, /<a class="dropdown__link"[^>]*href="(\/(fr|es))?\/services\/[^"]+"/),
        ...elements(element(html, /<nav aria-labelledby="footer-services"/), /<a\b/),
      ]);
    const englishNames = new Map([...serviceLinks(read('/'))].map(([href, named]) => [href, named.label]));
    expect(englishNames.size).toBeGreaterThan(3);
    for (const language of PREFIXED_LANGUAGES) {
      const home = read(pathInLanguage('/', language));
      const search = element(read(pathInLanguage('/search', language)), /<section class="container site-index"/);
      // Every page's menu and footer, the carousel's cards (by their titles) and /search's list.
      // The service cards of a section, by their titles; inside an English <main> (a page not translated yet) English by that mark.
      const cardsOf = (path: string, section: RegExp) => {
        const html = read(path);
        const inEnglish = shownLanguage(path, html) === 'en';
        return new Map(
          elements(element(html, section), /<article class="service-card/).map((card) => {
            const title = element(card, /<h3\b/);
            const lang = attribute(title, 'lang') ?? (inEnglish ? 'en' : null);
            return [attribute(element(card, /<a class="button/), 'href') ?? '', { label: decode(textOf(title)).trim(), lang }];
          }),
        );
      };
      const cards = cardsOf(pathInLanguage('/', language), /<section [^>]*aria-labelledby="home-services"/);
      const servicesPage = cardsOf(pathInLanguage('/services', language), /<section [^>]*aria-labelledby="services-list"/);
      expect(servicesPage.size, language).toBeGreaterThan(3);
      // Inside a page not translated yet, the list is in its English <main>: its names are English by that mark.
      const searchPath = pathInLanguage('/search', language);
      const inEnglishMain = shownLanguage(searchPath, read(searchPath)) === 'en';
      const list = named(elements(search, /<a\b[^>]*href="\/(fr|es)\/services\/[^"]+"/));
      expect(list.size, searchPath).toBeGreaterThan(3);
      // A page not translated yet is English throughout: its list names every service in English, translated or not.
      if (inEnglishMain) for (const [href, name] of list) expect(name.label, href).toBe(englishNames.get(pathInLanguage(href, 'en')));
      const seen = new Map<string, Named>();
      for (const links of [serviceLinks(home), cards, servicesPage, ...(inEnglishMain ? [] : [list])])
        for (const [href, name] of links) {
          expect(href, language).toMatch(new RegExp(`^/${language}/services/`));
          expect(name, `${href} is named alike everywhere`).toEqual(seen.get(href) ?? name);
          seen.set(href, name);
          // A name marked English is the English one; the English page calls it so.
          if (name.lang === 'en') expect(name.label, href).toBe(englishNames.get(pathInLanguage(href, 'en')));
          else expect(name.lang, href).toBe(null);
        }
    }
  });

  it("draws a page not translated yet in its text's language: its features' heading is English inside the English main, a translated page's in its language", () => {
    const featuresHeading = (html: string) => decode(textOf(element(html, /<h2 id="features-heading"/)));
    for (const language of PREFIXED_LANGUAGES) {
      // The tests' own pages (tests/fixtures/content/pages): one in English only, one in three languages, neither naming its heading.
      const english = read(pathInLanguage('/in-english-only', language));
      expect(shownLanguage(pathInLanguage('/in-english-only', language), english)).toBe('en');
      expect(featuresHeading(english), language).toBe('Key features');
      const translated = read(pathInLanguage('/in-three-languages', language));
      expect(featuresHeading(translated), language).toBe(translator(language)('Key features'));
    }
  });

  it("shows a page's pricing and payback blocks in its language, the service's name and model its translation's", () => {
    // The tests' own page of the two blocks (tests/fixtures/content/pages/priced-in-three-languages.*.md).
    for (const language of LANGUAGE_CODES) {
      const path = pathInLanguage('/priced-in-three-languages', language);
      const html = read(path);
      const t = translator(language);
      expect(shownLanguage(path, html), path).toBe(language);
      const pricing = element(html, /<section id="pricing"/);
      expect(decode(textOf(element(pricing, /<h2\b/))), path).toBe(t('Plans and pricing'));
      expect(decode(textOf(element(pricing, /<p class="lead"/))), path).toBe(
        t('Choose a plan, pay monthly or yearly, and get 24 X 7 Technical Support on every plan.'),
      );
      // The islands are placed in the page's language; their first HTML speaks it.
      expect(element(pricing, /<astro-island\b/), path).toContain(`&quot;lang&quot;:[0,&quot;${language}&quot;]`);
      expect(decode(textOf(element(pricing, /<legend class="billing-period__legend"/))), path).toBe(t('Billing period'));
      const payback = element(html, /<section id="payback"/);
      expect(attribute(payback, 'lang'), path).toBe(null);
      expect(decode(textOf(element(payback, /<h2\b/))), path).toBe(t('What would it return?'));
      expect(decode(textOf(element(payback, /<h3 class="payback__heading"/))), path).toBe(t('Your estimate'));
      expect(element(payback, /<astro-island\b/), path).toContain(`&quot;lang&quot;:[0,&quot;${language}&quot;]`);
    }
  });

  it('names the English page as the alternate of every language, and x-default', () => {
    for (const path of ['/', '/contact-us', '/services']) {
      const html = read(path);
      expect(html, path).toContain(`<link rel="alternate" hreflang="en" href="${SITE}${path === '/' ? '/' : path}">`);
      expect(html, path).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${path === '/' ? '/' : path}">`);
      expect(meta(html, 'og:locale'), path).toBe('en_US');
      expect(html, path).not.toContain('translation-notice');
    }
  });

  it('sends an unknown address under a prefix to that language home page, after the rules of its pages', () => {
    const rules = read('/_redirects').trim().split('\n');
    for (const language of PREFIXED_LANGUAGES) {
      const catchAll = rules.indexOf(`/${language}/*  /${language}  302`);
      expect(catchAll, language).toBeGreaterThan(rules.indexOf(`/${language}/industries/*  /${language}/industries  302`));
      expect(catchAll, language).toBeLessThan(rules.indexOf('/*  /  302'));
    }
  });
});
