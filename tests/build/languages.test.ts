/**
 * The site in three languages as the build leaves it: English at the addresses of today, each page again under /fr
 * and /es with <html lang> fr-CA and es, its interface in that language; a page whose text is not translated yet
 * says so in the page's language, marks its text as English, names the English page as canonical and stays out
 * of the sitemap and search; every page links the same page in each language from its footer; the pages that
 * send the visitor on by script exist in English only. The texts expected here are the dictionaries' (src/i18n).
 */
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
import { exists, pagePaths, read } from './dist';
import { canonical, decode, meta, SITE } from './head';
import { attribute, element, elements, textOf } from './html';

const pages = pagePaths().filter((path) => path !== EDITOR_PATH);
const english = pages.filter((path) => languageOfPath(path) === 'en');
const others = pages.filter((path) => languageOfPath(path) !== 'en');
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const sitemap = read('/sitemap-0.xml');

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
    // A page in English only leads to each language's home page.
    expect(attribute(elements(element(read('/payment'), /<nav class="site-footer__languages"/), /<a /)[1] ?? '', 'href')).toBe('/fr');
  });

  it('marks a page not translated yet: a notice in the page language, its text as English, the English page as canonical', () => {
    for (const path of others) {
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
