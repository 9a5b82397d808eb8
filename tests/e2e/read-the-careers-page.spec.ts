/**
 * Reading /career: each listing's native <details> opens and closes by click and by Enter, with or without
 * JavaScript, and its summary and Apply Now link name the job for screen readers. The listings, their order,
 * the details closed as built, the mail links' subjects and the JSON-LD JobPostings are read from the build
 * (tests/build/careers.test.ts); axe and the sideways check are the route sweep's (browse-every-page.spec.ts).
 */
import type { Page } from '@playwright/test';
import { contentField, contentFiles, expect, test } from './fixtures';

const JOBS = contentFiles('careers')
  .map((id) => ({ title: contentField(`careers/${id}.md`, 'title'), order: Number(contentField(`careers/${id}.md`, 'order')) }))
  .sort((a, b) => a.order - b.order);

const listing = (page: Page, title: string) => page.locator('article.job').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('details are closed by default and open on click and on Enter; each summary and Apply Now link names its job', async ({ page }) => {
  await page.goto('/career');
  const [first, second] = JOBS;
  if (!first || !second) throw new Error('two jobs expected');

  for (const job of JOBS) {
    const details = listing(page, job.title).locator('details');
    await expect(details).not.toHaveAttribute('open');
    await expect(details.locator('.job__body')).toBeHidden();
    // Each summary and Apply Now link names its job for screen readers.
    await expect(details.locator('summary')).toHaveAccessibleName(new RegExp(`${job.title}$`));
    const apply = listing(page, job.title).getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveCount(1);
    await expect(apply).toHaveAccessibleName(`Apply Now for ${job.title}`);
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
      await details.locator('summary').click();
      await expect(details.locator('.job__body')).toBeHidden();
    }
  });
});
