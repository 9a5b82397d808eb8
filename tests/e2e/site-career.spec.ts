/**
 * /career: the two listings (titles from content/careers), their native <details> (closed by default,
 * opening by click and by Enter, with or without JavaScript), the Apply Now mail links whose subject
 * names the job, and one JSON-LD JobPosting per listing.
 */
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contentField, expect, test } from './fixtures';

const JOBS = readdirSync(new URL('../../content/careers/', import.meta.url))
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({
    title: contentField(`careers/${file}`, 'title'),
    order: Number(contentField(`careers/${file}`, 'order')),
    email: contentField(`careers/${file}`, 'applyEmail'),
  }))
  .sort((a, b) => a.order - b.order);

const listing = (page: Page, title: string) => page.locator('article.job').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('the content has the two sales manager listings', () => {
  expect(JOBS).toHaveLength(2);
  for (const job of JOBS) expect(job.title).toMatch(/Sales Manager/);
});

test('/career lists both jobs with their titles, in order', async ({ page }) => {
  await page.goto('/career');
  await expect(page.locator('article.job .job__title')).toHaveText(JOBS.map((job) => job.title));
});

test('details are closed by default and open on click and on Enter', async ({ page }) => {
  await page.goto('/career');
  const [first, second] = JOBS;
  if (!first || !second) throw new Error('two jobs expected');

  for (const job of JOBS) {
    const details = listing(page, job.title).locator('details');
    await expect(details).not.toHaveAttribute('open');
    await expect(details.locator('.job__body')).toBeHidden();
  }

  const firstDetails = listing(page, first.title).locator('details');
  await firstDetails.locator('summary').click();
  await expect(firstDetails).toHaveAttribute('open', '');
  await expect(firstDetails.locator('.job__body')).toBeVisible();
  await expect(firstDetails.locator('.job__body')).toContainText(/\w{4,}/);
  await firstDetails.locator('summary').click();
  await expect(firstDetails).not.toHaveAttribute('open');

  const secondDetails = listing(page, second.title).locator('details');
  await secondDetails.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(secondDetails).toHaveAttribute('open', '');
  await expect(secondDetails.locator('.job__body')).toBeVisible();
  // Each summary names its job for screen readers.
  await expect(secondDetails.locator('summary')).toHaveAccessibleName(new RegExp(`${second.title}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('details still open and close', async ({ page }) => {
    await page.goto('/career');
    for (const job of JOBS) {
      const details = listing(page, job.title).locator('details');
      await details.locator('summary').click();
      await expect(details.locator('.job__body')).toBeVisible();
    }
  });
});

test('Apply Now mail links name the job in their subject', async ({ page }) => {
  await page.goto('/career');
  for (const job of JOBS) {
    const apply = listing(page, job.title).getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveCount(1);
    await expect(apply).toHaveAccessibleName(`Apply Now for ${job.title}`);
    const href = (await apply.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${job.email}?`)).toBe(true);
    const subject = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('subject') ?? '';
    // URLSearchParams turns "+" into spaces; mailto subjects must use %20, so check the raw form too.
    expect(href).not.toMatch(/subject=[^&]*\+/);
    expect(subject).toContain(job.title);
    expect(decodeURIComponent(/subject=([^&]*)/.exec(href)?.[1] ?? '')).toBe(subject);
  }
});

test('each listing has a parseable JSON-LD JobPosting', async ({ page, baseURL }) => {
  await page.goto('/career');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  const items = blocks.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  });
  const postings = items.filter((item) => item['@type'] === 'JobPosting');
  expect(postings.map((posting) => posting['title'])).toEqual(JOBS.map((job) => job.title));

  for (const posting of postings) {
    expect(posting['@context']).toBe('https://schema.org');
    expect(String(posting['description']).length).toBeGreaterThan(40);
    expect(posting['datePosted']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting['validThrough']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(posting['validThrough']) > String(posting['datePosted'])).toBe(true);
    expect(posting['employmentType']).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR)$/);
    expect(posting['hiringOrganization']).toMatchObject({ '@type': 'Organization', name: 'ParkCloud', sameAs: `${baseURL}/` });
    expect(posting['jobLocation']).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'US' } });
  }
});
