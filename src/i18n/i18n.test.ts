import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { PHRASES } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { pathHere } from './here.ts';
import {
  ENGLISH_ONLY_PATHS,
  LANGUAGE_CODES,
  LANGUAGES,
  languageLink,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  PREFIXED_LANGUAGES,
} from './languages.ts';
import { dictionaryOf, fillIn, translator } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the languages', () => {
  it("are English at today's addresses, French (Canada) under /fr and Spanish under /es", () => {
    expect(Object.values(LANGUAGES).map((language) => language.tag)).toEqual(['en', 'fr-CA', 'es']);
    expect(Object.values(LANGUAGES).map((language) => language.name)).toEqual(['English', 'Français', 'Español']);
    expect(languageOfPath('/about-us')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/fr/request-a-demo')).toBe('fr');
    expect(languageOfPath('/es/services/monthly-parking-system')).toBe('es');
    // A path that only starts like a prefix is English.
    expect(languageOfPath('/french-fries')).toBe('en');
    expect(languageOfPath('/en/about-us')).toBe('en');
  });

  it('give the same page in another language, with its query and fragment', () => {
    expect(pathInLanguage('/about-us', 'fr')).toBe('/fr/about-us');
    expect(pathInLanguage('/', 'fr')).toBe('/fr');
    expect(pathInLanguage('/fr', 'en')).toBe('/');
    expect(pathInLanguage('/fr/about-us', 'es')).toBe('/es/about-us');
    expect(pathInLanguage('/request-a-demo?service=1#request-a-demo', 'es')).toBe('/es/request-a-demo?service=1#request-a-demo');
    expect(pathInLanguage('https://example.com/x', 'fr')).toBe('https://example.com/x');
    expect(pathInLanguage('//example.com/x', 'fr')).toBe('//example.com/x');
    expect(pathInLanguage('mailto:sales@example.com', 'fr')).toBe('mailto:sales@example.com');
    expect(pathWithoutLanguage('/es')).toBe('/');
  });

  it('lead from any English path to a page of the language and back (property)', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/).filter((text) => !PREFIXED_LANGUAGES.some((language) => language === text));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.constantFrom(...PREFIXED_LANGUAGES), (segments, language) => {
        const english = `/${segments.join('/')}`;
        const there = pathInLanguage(english, language);
        expect(languageOfPath(there)).toBe(language);
        expect(pathWithoutLanguage(there)).toBe(english);
        expect(pathInLanguage(there, 'en')).toBe(english);
      }),
    );
  });

  it("link a page that exists in English only to each language's home page", () => {
    expect(ENGLISH_ONLY_PATHS.has('/404')).toBe(true);
    expect(languageLink('/404', 'fr')).toBe('/fr');
    expect(languageLink('/404', 'en')).toBe('/404');
    expect(languageLink('/about-us', 'es')).toBe('/es/about-us');
    // The pages that send the visitor on by script exist in every language, and send there in the page's (here.ts).
    expect(languageLink('/payment', 'fr')).toBe('/fr/payment');
  });

  it("sends the browser on to an English address in the language of the page it is on (the inline scripts' way)", () => {
    const at = (pathname: string, path: string) => {
      vi.stubGlobal('location', { pathname });
      try {
        return pathHere(path);
      } finally {
        vi.unstubAllGlobals();
      }
    };
    expect(at('/fr/payment', '/request-trial')).toBe('/fr/request-trial');
    expect(at('/es/logout', '/')).toBe('/es');
    expect(at('/payment', '/request-trial')).toBe('/request-trial');
    expect(at('/', '/')).toBe('/');
    // A first segment that only starts like a language is English's.
    expect(at('/fresh/billing', '/page')).toBe('/page');
    expect(at('/es-mx/billing', '/page')).toBe('/page');
    // Every language's prefix, languages.ts's: one added there and not in here.ts fails.
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/request-trial', '/page'),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.constantFrom('/', '/billing', '/payment'),
        (path, language, page) => {
          expect(at(pathInLanguage(page, language), path)).toBe(pathInLanguage(path, language));
        },
      ),
    );
  });
});

describe('the dictionaries', () => {
  for (const [name, dictionary] of [
    ['fr', fr],
    ['es', es],
  ] as const) {
    it(`${name} translates every English text, keeping its {values}`, () => {
      expect(Object.keys(dictionary).sort()).toEqual([...PHRASES].sort());
      for (const phrase of PHRASES) {
        expect(dictionary[phrase].trim(), phrase).not.toBe('');
        expect(placeholders(dictionary[phrase]), phrase).toEqual(placeholders(phrase));
      }
    });
  }

  it('has each English text once', () => {
    expect(new Set(PHRASES).size).toBe(PHRASES.length);
  });

  it('reads English as written, other languages from their dictionary, with the values filled in', () => {
    expect(dictionaryOf('en')).toBeUndefined();
    expect(translator('en')('{brand} home', { brand: 'ParkCloud' })).toBe('ParkCloud home');
    expect(translator('fr')('{brand} home', { brand: 'ParkCloud' })).toBe('Accueil ParkCloud');
    expect(translator('es')('Request a Demo')).toBe('Solicitar una demostración');
    expect(fillIn('© {year} {brand}.', { year: 2026 })).toBe('© 2026 {brand}.');
    // A value is text, never read as a name: {brand} inside a value stays as written.
    expect(fillIn('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
  });
});
