/**
 * No interface text left in English on a translated page: this spec builds its own copy of the site with the
 * French dictionary replaced by the pseudo-language (PSEUDO_LANGUAGE=fr, src/i18n/pseudo.ts: every text of the
 * interface between ⟦ and ⟧), and reads every French page, as built and as a visitor makes it move (the login
 * dialog, the menu, every form's messages, a failure's notice, the search, billing logged in), for text that
 * is neither marked nor the editors' translated content, yet shown on the English page too: an English text
 * written without t(). Names are marked (lang="en" on the API's and the services' names, the settings not
 * translated yet) or translate="no".
 */
import { readFile, rm } from 'node:fs/promises';
import { globSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { servePreview, type Served } from '../../scripts/build-and-serve';
import { astroBuildForTests } from '../../scripts/build-for-tests';
import { ROOT } from '../../scripts/site-copy';
import { pseudo } from '../../src/i18n/pseudo';
import type { Phrase } from '../../src/i18n/en';
import { buildEnv, PSEUDO_SITE_PORT, SANDBOX_ORIGIN } from '../env';
import { contentText, leftInEnglish, type ContentText, type LeftInEnglish } from '../support/left-in-english';
import { expect, hydrated, sessionFor, test, USERS, useSession } from './fixtures';

const SITE = `http://127.0.0.1:${PSEUDO_SITE_PORT}`;
const OUT_DIR = `dist-e2e-pseudo-${PSEUDO_SITE_PORT}`;
/** The copy of the site the build is made from (scripts/build-for-tests.ts), whose translations are the content. */
const COPY = resolve(ROOT, 'node_modules', '.cache', `test-site-${PSEUDO_SITE_PORT}`);

test.describe.configure({ mode: 'serial' });
// The newsletter's sign-up is made to fail once, for its notice.
test.use({ baseURL: SITE, allowedFailedRequests: [/\/newsletter$/] });

let preview: Served | undefined;
let content: ContentText;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const build = await astroBuildForTests(
    { ...buildEnv(SITE, SANDBOX_ORIGIN), PSEUDO_LANGUAGE: 'fr' },
    { port: PSEUDO_SITE_PORT, out: OUT_DIR, quiet: true },
  );
  expect(build.code, build.output.slice(-2000)).toBe(0);
  const translations = globSync('content/**/*.fr.{md,yaml}', { cwd: COPY });
  content = contentText(await Promise.all(translations.map((file) => readFile(resolve(COPY, file), 'utf8'))));
  preview = await servePreview(OUT_DIR, PSEUDO_SITE_PORT);
});

test.afterAll(async () => {
  preview?.stop();
  await rm(OUT_DIR, { recursive: true, force: true });
});

/** A report of what is left in English, a line each, for the failure's message. */
const report = (left: readonly LeftInEnglish[]) => left.map(({ text, where }) => `${text}  (${where})`).join('\n');

test('the scan finds a text written without the dictionaries, and no marked one', () => {
  const english = '<html lang="en"><body><header><a>Login</a><p>Add parker</p></header></body></html>';
  const page = (login: string) => `<html lang="fr-CA"><body><header><a>${login}</a><p>Add parker</p><p lang="en">Monthly</p></header></body></html>`;
  expect(leftInEnglish(page(pseudo('Login')), { content: contentText([]), englishHtml: english }).map(({ text }) => text)).toEqual(['Add parker']);
  expect(leftInEnglish(page('Login'), { content: contentText([]), englishHtml: english }).map(({ text }) => text)).toEqual(['Login', 'Add parker']);
  // The editors' translation may say what the English says.
  expect(leftInEnglish(page(pseudo('Login')), { content: contentText(['---\ntitle: Add parker\n---\n']), englishHtml: english })).toEqual([]);
});

test('every French page as built: its interface is the dictionaries’, whole', async () => {
  const pages = globSync('fr/**/*.html', { cwd: OUT_DIR }).concat('fr.html');
  expect(pages.length).toBeGreaterThan(60);
  const found: string[] = [];
  for (const file of pages) {
    const englishFile = file === 'fr.html' ? 'index.html' : relative('fr', file);
    const [pseudoHtml, englishHtml] = await Promise.all([readFile(`${OUT_DIR}/${file}`, 'utf8'), readFile(`${OUT_DIR}/${englishFile}`, 'utf8')]);
    // A page draws its interface in the pseudo-language: the marks are there.
    expect(pseudoHtml, file).toContain('⟦');
    const left = leftInEnglish(pseudoHtml, { content, englishHtml });
    if (left.length > 0) found.push(`/${file}:\n${report(left)}`);
  }
  expect(found.join('\n\n'), 'text left in English on French pages (write it with t(), or mark a name)').toBe('');
});

/** The same scene in English and in the pseudo-language: what the page shows then, as HTML, in each. */
async function scene(page: Page, path: string, act: (say: (phrase: Phrase) => string) => Promise<void>): Promise<LeftInEnglish[]> {
  const shown: string[] = [];
  for (const [prefix, say] of [['', (phrase: Phrase) => phrase] as const, ['/fr', (phrase: Phrase) => pseudo(phrase)] as const]) {
    await page.goto(`${prefix}${path}`);
    await act(say);
    shown.push(await page.content());
  }
  const [englishHtml = '', pseudoHtml = ''] = shown;
  return leftInEnglish(pseudoHtml, { content, englishHtml });
}

/** Submits every form of the page one sees, as it is (empty), for its messages: an island's once it has hydrated. */
async function submitEveryForm(page: Page): Promise<void> {
  const forms = page.locator('main form, footer form');
  for (const form of await forms.all()) {
    if (!(await form.isVisible())) continue;
    await form.scrollIntoViewIfNeeded();
    const island = form.locator('xpath=ancestor::astro-island[1]');
    if ((await island.count()) > 0) await expect(island).not.toHaveAttribute('ssr');
    const submit = form.locator('button[type="submit"], button:not([type])').last();
    // A form may hold its button until what it loads has come (the countries).
    await expect(submit).toBeEnabled();
    await submit.click();
  }
}

test('the login dialog, the menu and every form’s messages, as a visitor makes them appear', async ({ page }) => {
  const found: string[] = [];
  const note = (path: string, left: LeftInEnglish[]) => void (left.length > 0 && found.push(`${path}:\n${report(left)}`));

  note(
    'the login dialog',
    await scene(page, '/about-us', async (say) => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: say('Login') })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Sent empty, for its messages.
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  note(
    'the menu',
    await scene(page, '/about-us', async (say) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: say('Open menu') })
        .click();
      await expect(page.getByRole('banner').getByRole('button', { name: say('Close menu') })).toBeVisible();
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/request-a-demo', '/contact-us', '/request-trial', '/forgot-password', '/security', '/accessibility']) {
    note(
      path,
      await scene(page, path, async () => {
        await submitEveryForm(page);
        await expect(page.locator('[aria-invalid="true"]').first(), path).toBeVisible();
      }),
    );
  }
  expect(found.join('\n\n'), 'text left in English as the page moves').toBe('');
});

test('a failure’s notice, the search’s results and billing logged in', async ({ page, request }) => {
  const found: string[] = [];
  const note = (path: string, left: LeftInEnglish[]) => void (left.length > 0 && found.push(`${path}:\n${report(left)}`));

  // The newsletter's sign-up while the API fails: the notice of a failure.
  await page.route(`${SANDBOX_ORIGIN}/**`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  note(
    'a failure’s notice',
    await scene(page, '/', async (say) => {
      const form = page.getByRole('form', { name: say('Subscribe to the newsletter') });
      await form.scrollIntoViewIfNeeded();
      await hydrated(page, form);
      await form.locator('input[type="email"]').fill('pseudo.language@example.com');
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('.notyf__toast').first()).toContainText(say('Sorry, Something went Wrong!'));
    }),
  );
  await page.unroute(`${SANDBOX_ORIGIN}/**`);

  note(
    '/search',
    await scene(page, '/search?q=parking', async () => {
      await expect(page.locator('main li a').first()).toBeVisible();
    }),
  );

  const session = await sessionFor(request, USERS.partner);
  await useSession(page, session, SITE);
  note(
    '/billing',
    // The greeting's name is the user's own.
    (
      await scene(page, '/billing', async () => {
        await expect(page.locator('.billing__table tbody tr').first()).toBeVisible();
      })
    ).filter(({ text }) => text !== session['username']),
  );
  expect(found.join('\n\n'), 'text left in English as the page moves').toBe('');
});
