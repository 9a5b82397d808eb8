/** /services, titled What we do ([§2](docs/CONTRACT.md#2-routes)): ten services, each card named, each with a Read more link to its page. */
import { expect, SERVICE_SLUGS, serviceName, test } from './fixtures';

test('/services shows What we do and a Read more link to each of the ten services; one opens its service', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we do');
  const main = page.getByRole('main');
  const readMore = main.getByRole('link', { name: /^Read more/ });
  await expect(readMore).toHaveCount(10);
  const hrefs = await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.toSorted()).toEqual(SERVICE_SLUGS.map((slug) => `/services/${slug}`).toSorted());
  // Each card names its service, and its Read more link is described by that name.
  for (const slug of SERVICE_SLUGS) {
    await expect(main.getByRole('heading', { name: serviceName(slug), exact: true })).toBeVisible();
  }

  const slug = SERVICE_SLUGS[2];
  await page.locator(`main a[href="/services/${slug}"]`).click();
  await expect(page).toHaveURL(`/services/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceName(slug));
});
