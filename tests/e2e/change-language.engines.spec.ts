/**
 * In every engine, one French page: /fr/contact-us has <html lang="fr-CA">, its header in French, the notice of a page
 * not translated yet above its English text, and its footer's language links lead to the same page in English.
 * The texts expected are the dictionaries' (src/i18n).
 */
import { translator } from '../../src/i18n/translate';
import { engineTest as test, expect, pathOf } from './fixtures';

const fr = translator('fr');

test.describe('a French page', { tag: '@engines' }, () => {
  test('draws its interface in French over its English text, and leads back to the English page', async ({ tab }) => {
    await tab.goto('/fr/contact-us');
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
    await expect.poll(() => pathOf(tab)).toBe('/contact-us');
    expect(await tab.evaluate(() => document.documentElement.lang, null)).toBe('en');
  });
});
