/**
 * The content editor at /admin (Sveltia CMS, src/features/editor/) against a stand-in GitHub API
 * (tests/e2e/github-api.ts): /admin/ leads to it, it loads with no console error and no CSP violation, lists
 * every collection with its entries, and a summary changed in the editor reaches the commit as Markdown that
 * passes the site's own content schema, and a landing page composed of blocks (a hero, then a text) reaches the commit
 * in that order and passes it too. Local editing (the working copy, as with `npm run dev`) is tested with
 * the browser's folder picker answered by a folder in the page's private file system. How /admin is served
 * (its own policy, noindex, no-store, the redirect of /admin/, out of the sitemap) is a build check:
 * tests/build/editor.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { SCHEMAS, SOURCES } from '../../src/content.config';
import { fileLanguage, translationFileName } from '../../src/i18n/content-files';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../src/i18n/languages';
import { TEST_BUILD_ENV } from '../env';
import { contentData, contentField, contentFiles, expect, filesIn, pageHeading, SERVICE_SLUGS, serviceName, test } from './fixtures';
import { repositoryFiles, stubGitHub } from './github-api';

const REPO = TEST_BUILD_ENV.PUBLIC_CMS_REPO;

/** The front matter and body of a Markdown file. */
function splitMarkdown(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`Not Markdown with front matter:\n${text}`);
  return { data: parse(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? '' };
}

/** How many entries (English files, a translation being the same entry) of an extension a content folder of the test build holds. */
function readdirCount(folder: string, extension: string): number {
  return filesIn(folder).filter((file) => file.endsWith(`.${extension}`) && fileLanguage(file, extension).language === DEFAULT_LANGUAGE).length;
}

/** On the editor's sign-in screen, signs in with a personal access token, the way an editor without the OAuth app would. */
async function signIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByLabel('Personal Access Token').fill('github_pat_test');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('navigation').getByText('Services', { exact: true })).toBeVisible();
}

test.describe('listing', () => {
  // Tall enough for the longest list (the pages) to render every row.
  test.use({ viewport: { width: 1280, height: 2200 } });

  // @full: half a minute (the editor's 1.5 MB bundle, then every collection); npm test saves an entry through it below.
  test('/admin/ leads to the editor, which signs in with a token and lists every collection with its entries', { tag: '@full' }, async ({ page }) => {
    await stubGitHub(page, REPO);
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: /^Sign In with \W*GitHub\W*$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    await expect(page).toHaveTitle('ParkCloud content editor');
    await signIn(page);
    const listed: Record<string, readonly string[]> = {
      Services: SERVICE_SLUGS.map(serviceName),
      Pages: contentFiles(SOURCES.pages.folder).map(pageHeading),
      'Job listings': contentFiles(SOURCES.careers.folder).map((id) => contentField(`careers/${id}.md`, 'title')),
    };
    for (const [collection, entries] of Object.entries(listed)) {
      await page.getByRole('treeitem', { name: collection, exact: true }).click();
      await expect(page.getByRole('main')).toHaveAccessibleName(new RegExp(`${collection}\\W* Collection$`));
      const rows = page.getByRole('main').getByRole('rowgroup').getByRole('row');
      await expect(rows).toHaveCount(entries.length, { timeout: 90_000 });
      const names = await rows.evaluateAll((elements) =>
        elements.map((row) => row.querySelector('[role="gridcell"]:nth-child(2)')?.textContent?.trim() ?? ''),
      );
      expect(names.toSorted()).toEqual([...entries].sort());
    }
    // The settings are a single-file collection: its one file, site.yaml, under the collection's label.
    await page.getByRole('treeitem', { name: 'Site settings', exact: true }).click();
    const files = page.getByRole('grid', { name: 'Files' }).getByRole('row');
    await expect(files).toHaveCount(readdirCount(SOURCES.settings.folder, SOURCES.settings.extension));
    await expect(files).toHaveText(['Site settings']);
    await files.first().click();
    const settings = parse(readFileSync(new URL(`../../${SOURCES.settings.folder}/site.yaml`, import.meta.url), 'utf8')) as { brand: string };
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(settings.brand);
  });
});

/** A working copy of content/ in the page's private file system, handed out by the folder picker that local editing opens. */
async function stubWorkingCopy(page: Page): Promise<void> {
  const files = Object.fromEntries(repositoryFiles().map(({ path, text }) => [path, text]));
  await page.addInitScript((contents: Record<string, string>) => {
    const picker = async () => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('working-copy', { create: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const [path, text] of Object.entries(contents)) {
        const parts = path.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
      return Object.assign(root, { requestPermission: () => Promise.resolve('granted') });
    };
    Object.assign(window, { showDirectoryPicker: picker });
  }, files);
}

/** A file of the working copy, read back from the page's private file system. */
function workingCopyFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (parts) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('working-copy');
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
  }, path.split('/'));
}

test('a developer edits the working copy: local repository mode writes the file itself', { tag: '@full' }, async ({ page }) => {
  await stubGitHub(page, REPO);
  await stubWorkingCopy(page);
  const file = `${SOURCES.careers.folder}/sales-manager-west.md`;
  const summary =
    'Grow ParkCloud with parking operators on the West Coast, from first meeting to signed contract, working from our Los Angeles office.';
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('navigation').getByText('Job listings', { exact: true }).click();
  await page.getByRole('main').getByText(contentField('careers/sales-manager-west.md', 'title'), { exact: true }).click();
  await page.getByLabel('Summary', { exact: true }).fill(summary);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // While the editor is still writing the file, reading it fails with NotReadableError: not saved yet, so read it
  // again (expect.poll does not retry a callback that throws; CI failed once on this race).
  const savedSummary = () =>
    workingCopyFile(page, file).then(
      (text) => splitMarkdown(text).data['summary'],
      (error: Error) => {
        if (/NotReadableError/.test(error.message)) return undefined;
        throw error;
      },
    );
  await expect.poll(savedSummary).toBe(summary);
  const saved = splitMarkdown(await workingCopyFile(page, file));
  expect(SCHEMAS.careers().safeParse(saved.data).error?.issues ?? []).toEqual([]);
});

// @full: the editor's 1.5 MB bundle takes ten seconds to start; npm test checks its configuration as files (tests/build/editor.test.ts).
test('an editor changes a service summary and saves: the commit is Markdown that passes the content schema', { tag: '@full' }, async ({ page }) => {
  const commits = await stubGitHub(page, REPO);
  const slug = 'monthly-parking-system';
  const file = `${SOURCES.services.folder}/${slug}.md`;
  const before = splitMarkdown(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
  const summary = 'Sell monthly parking online, bill every parker automatically and let them manage their own account.';

  await page.goto('/admin');
  await signIn(page);
  await page.getByRole('navigation').getByText('Services', { exact: true }).click();
  await page.getByRole('main').getByText(serviceName(slug), { exact: true }).first().click();
  const field = page.getByLabel('Summary', { exact: true });
  await expect(field).toHaveValue(String(before.data['summary']));
  await field.fill(summary);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect.poll(() => commits.length).toBe(1);
  const [commit] = commits;
  expect(commit?.branch).toBe(TEST_BUILD_ENV.PUBLIC_CMS_BRANCH);
  // The English file; Sveltia writes the entry's translations beside it (content/services/<slug>.fr.md), each as it was.
  const translations = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)
    .map((code) => `${SOURCES.services.folder}/${translationFileName(slug, code, 'md')}`)
    .filter((path) => existsSync(new URL(`../../${path}`, import.meta.url)));
  expect(commit?.files.map((written) => written.path).sort()).toEqual([file, ...translations].sort());
  for (const path of translations) {
    const written = splitMarkdown(commit?.files.find((candidate) => candidate.path === path)?.text ?? '');
    const kept = splitMarkdown(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
    expect(written.data, path).toEqual(kept.data);
    expect(written.body.trim(), path).toBe(kept.body.trim());
  }
  const after = splitMarkdown(commit?.files.find((written) => written.path === file)?.text ?? '');
  // The site's own schema accepts the saved front matter, with the new summary and every other field as it was.
  const schema = SCHEMAS.services({ image: () => z.string() } as never);
  expect(schema.safeParse(after.data).error?.issues ?? []).toEqual([]);
  expect(after.data).toEqual({ ...before.data, summary });
  expect(after.body.trim()).toBe(before.body.trim());
});

/** The label of the editor's list of blocks, "Add Blocks" (Sveltia wraps the field's label in invisible isolates). */
const ADD_BLOCK = /^Add \W*Blocks\W*$/;

/** The tests' landing page of every block (tests/fixtures/content), as the editor lists it. */
const EVERY_BLOCK = 'landings/every-block.md';

/** Opens the tests' landing page in the editor, signed in, with its blocks collapsed. */
async function openSampleLanding(page: Page): Promise<void> {
  await page.goto('/admin');
  await signIn(page);
  await page.getByRole('navigation').getByText('Landing pages', { exact: true }).click();
  await page.getByRole('main').getByText(contentField(EVERY_BLOCK, 'title'), { exact: true }).click();
  await page.getByRole('button', { name: 'Collapse All' }).click();
}

// @full: the editor's bundle takes ten seconds to start; npm test checks the blocks' types and summaries as files
// (src/features/editor/config.test.ts).
test(
  'an editor reads the sample landing as collapsed blocks and composes a new landing page: the commit passes the schema',
  { tag: '@full' },
  async ({ page }) => {
    const commits = await stubGitHub(page, REPO);
    const sample = { data: contentData(EVERY_BLOCK) };
    const sampleBlocks = sample.data['blocks'] as { type: string; heading?: string }[];

    // The sample is listed, and its blocks read like the page once collapsed: each its type's label and its heading.
    await page.goto('/admin');
    await signIn(page);
    await page.getByRole('navigation').getByText('Landing pages', { exact: true }).click();
    const rows = page.getByRole('main').getByRole('rowgroup').getByRole('row');
    await expect(rows).toHaveCount(readdirCount(SOURCES.landings.folder, SOURCES.landings.extension));
    await page.getByRole('main').getByText(String(sample.data['title']), { exact: true }).click();
    await page.getByRole('button', { name: 'Collapse All' }).click();
    const blocks = page.getByRole('group', { name: /Blocks\W* Field$/ });
    await expect(blocks.getByText(`${sampleBlocks.length} Blocks`, { exact: true })).toBeVisible();
    for (const [index, label] of [
      [0, 'Hero'],
      [1, 'Text'],
      [2, 'Feature cards'],
    ] as const) {
      const item = blocks.getByRole('button', { name: 'Expand', exact: true }).nth(index);
      // The button's text is its icon's ligature, then the type's label.
      await expect(item).toHaveText(new RegExp(`\\s${label}\\s*$`));
      await expect(item.locator('xpath=ancestor::*[@role="group"][1]')).toContainText(sampleBlocks[index]?.heading ?? '');
    }

    // A new landing page: its title and description, then a hero and a text, in that order.
    const title = 'Hospital parking without the paperwork';
    const description = 'Hospitals sell staff permits and visitor parking online, and enforcement sees every sale the moment it happens.';
    const heading = 'Parking for hospital staff, patients and visitors';
    const body = 'Staff renew their permits from a phone, and visitors pay for the day from the lot.';
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    // Tall enough for the preview pane to draw the new hero's fields, which it draws only as they come into view
    // (below the landing's own fields, the Action was out of a 720-pixel window once the campaign dates were added).
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await expect(page.getByRole('toolbar', { name: 'Primary' })).toContainText(/Creating \W*Landing page/);
    // The new entry's draft is made a moment after its form shows, and empties what was typed before: type until it stays.
    for (const [label, value] of [
      ['Title', title],
      ['Description', description],
    ] as const) {
      const box = page.getByRole('textbox', { name: label, exact: true });
      await expect(async () => {
        await box.fill(value);
        await page.waitForTimeout(500);
        await expect(box).toHaveValue(value, { timeout: 1000 });
      }).toPass();
    }
    await page.getByRole('button', { name: ADD_BLOCK }).click();
    await page.getByRole('menu', { name: 'Select List Type' }).getByRole('menuitem', { name: 'Hero', exact: true }).click();
    await page.getByLabel('Heading', { exact: true }).fill(heading);
    // A radio chosen the moment its block appears shows chosen but is not kept: choose until the preview shows it.
    const actions = page.getByRole('radiogroup', { name: 'Action', exact: true });
    const previewAction = page
      .getByRole('document', { name: 'Content Preview' })
      .getByRole('group')
      .filter({ has: page.getByRole('heading', { name: 'Action', exact: true }) })
      .last();
    await expect(async () => {
      await actions.getByRole('radio', { name: 'demo', exact: true }).click();
      await actions.getByRole('radio', { name: 'trial', exact: true }).click();
      await expect(previewAction).toHaveText(/trial$/, { timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: ADD_BLOCK }).click();
    await page.getByRole('menu', { name: 'Select List Type' }).getByRole('menuitem', { name: 'Text', exact: true }).click();
    await page.getByRole('textbox', { name: 'Body', exact: true }).fill(body);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.poll(() => commits.length).toBe(1);
    const [commit] = commits;
    expect(commit?.files.map((written) => written.path)).toEqual([`${SOURCES.landings.folder}/hospital-parking-without-the-paperwork.md`]);
    const saved = splitMarkdown(commit?.files[0]?.text ?? '');
    expect(SCHEMAS.landings().safeParse(saved.data).error?.issues ?? []).toEqual([]);
    expect(saved.data).toMatchObject({
      title,
      description,
      blocks: [
        { type: 'hero', heading, action: 'trial' },
        { type: 'text', body },
      ],
    });
    expect(saved.data['blocks']).toHaveLength(2);
  },
);

// The picture of the blocks in docs/EDITORS.md (docs/editor-blocks.png), made on request:
// PICTURE=1 npx playwright test --project=chromium tests/e2e/edit-the-site.spec.ts -g picture
if (process.env['PICTURE']) {
  test.describe('picture', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('docs/editor-blocks.png: the sample landing, its blocks collapsed and the block types open', async ({ page }) => {
      await stubGitHub(page, REPO);
      await openSampleLanding(page);
      await page.getByRole('group', { name: /Blocks\W* Field$/ }).scrollIntoViewIfNeeded();
      // The list's sticky header covers the first block's line until the pane is scrolled back a little.
      await page.mouse.move(300, 400);
      await page.mouse.wheel(0, -60);
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: ADD_BLOCK }).click();
      await expect(page.getByRole('menu', { name: 'Select List Type' })).toBeVisible();
      await page.screenshot({ path: 'docs/editor-blocks.png', scale: 'css', animations: 'disabled' });
    });
  });
}
