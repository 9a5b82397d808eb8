/**
 * In every engine, French pages: one not translated yet (the tests' landing /fr/every-block: landings have no
 * translations yet) has <html lang="fr-CA">, its header in French, the notice of a page not translated yet above its
 * English text, and its footer's language links lead to the same page in English; a translated one (the tests' own
 * page in three languages) shows its French text unmarked. The texts expected are the dictionaries' (src/i18n) and
 * the tests' own page's (tests/fixtures/content/pages/in-three-languages.fr.md).
 */
import { translator } from '../../src/i18n/translate';
import { engineTest as test, expect, pathOf } from './fixtures';

const fr = translator('fr');

test.describe('a French page', { tag: '@engines' }, () => {
  test('draws its interface in French over its English text, and leads back to the English page', async ({ tab }) => {
    await tab.goto('/fr/every-block');
    expect(await tab.evaluate(() => document.documentElement.lang, null)).toBe('fr-CA');
    expect(await tab.evaluate(() => document.querySelector('main')?.getAttribute('lang') ?? null, null)).toBe('en');
    const notice = await tab.evaluate(() => document.querySelector('.translation-notice')?.textContent?.replace(/\s+/g, ' ').trim() ?? '', null);
    expect(notice).toBe(`${fr('This page is not translated yet, so its text is in English.')} ${fr('Read the English page')}`.replace(/\s+/g, ' '));
    expect(
      await tab
        .getByRole('link', { name: fr('Request a Demo'), exact: true })
        .first()
        .getAttribute('href'),
    ).toBe('/fr/request-a-demo');
    await tab
      .getByRole('navigation', { name: fr('Language') })
      .getByRole('link', { name: 'English', exact: true })
      .click();
    await expect.poll(() => pathOf(tab)).toBe('/every-block');
    expect(await tab.evaluate(() => document.documentElement.lang, null)).toBe('en');
  });

  test('shows a translated page in French whole, its demo form too', async ({ tab }) => {
    await tab.goto('/fr/in-three-languages');
    expect(await tab.evaluate(() => document.documentElement.lang, null)).toBe('fr-CA');
    expect(await tab.evaluate(() => document.querySelector('main')?.getAttribute('lang') ?? null, null)).toBeNull();
    expect(await tab.evaluate(() => document.querySelector('.translation-notice') !== null, null)).toBe(false);
    expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '', null)).toBe('Une page, trois langues');
    expect(await tab.getByRole('button', { name: fr('Request a Demo'), exact: true }).count()).toBeGreaterThan(0);
  });
});
