/**
 * The route sweep in French and Spanish: every route of the route table (tests/support/routes.ts) opened under each
 * language's prefix by a visitor settles where its English row does, in that language (/fr/payment without an order
 * on /fr/request-trial, /es/billing on /es, /fr/logout on /fr, a token page's token gone from /es/reset-password, an
 * expired landing on its page in the language), with the language's <html lang>, one h1 (the English row's when
 * the page is not translated yet and says so), the canonical of the language the text is in, and zero axe
 * violations.
 *
 * `npm test` runs the rows that send the visitor on (their path is not where they settle) and the home page; the
 * rest, pages as they are in English with the interface in the language, carry @full for `npm run test:full`.
 * The English sweep (browse-every-page.spec.ts) checks what does not change with the language: focus indicators,
 * sideways scroll, the logged-in loads and each page's states.
 */
import { LANGUAGES, pathInLanguage, PREFIXED_LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { SITE_ORIGIN } from '../env';
import { axeViolations, expect, keepLocal, SITE_ROUTES, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

for (const language of PREFIXED_LANGUAGES) {
  const t = translator(language);
  for (const route of SITE_ROUTES) {
    const path = pathInLanguage(route.path, language);
    const sendsOn = route.finalPath !== route.path;
    test.describe(path, () => {
      test.use({ allowedFailedRequests: route.thirdParty ?? [] });

      test('a visitor', { tag: sendsOn || route.path === '/' ? [] : ['@full'] }, async ({ page }) => {
        await keepLocal(page);
        await page.goto(path);
        const finalPath = pathInLanguage(route.finalPath, language);
        await expect(page).toHaveURL((url) => url.pathname === finalPath);
        await page.waitForLoadState('load');
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[language].tag);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(/\S/);
        // The language the page's text is in: the address's once translated, else English under the notice.
        const untranslated = (await page.locator('main').getAttribute('lang')) === 'en';
        const notice = page.getByText(t('This page is not translated yet, so its text is in English.'));
        if (untranslated) {
          await expect(notice).toBeVisible();
          await expect(page.locator('h1')).toHaveText(route.h1);
        } else {
          await expect(notice).toHaveCount(0);
        }
        const canonicalPath = route.canonicalPath ?? route.finalPath;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new URL(untranslated ? canonicalPath : pathInLanguage(canonicalPath, language), SITE_ORIGIN).href,
        );
        expect(await axeViolations(page), 'axe').toEqual([]);
      });
    });
  }
}
