/**
 * A campaign's dates for a visitor, with the tests' own landings (tests/fixtures/content/landings): the address of
 * one over since 2020 takes the browser to its expiresTo by a permanent redirect, and one not live until 2099 is
 * shown on this preview-like build with the day it goes live.
 */
import { expect, test } from './fixtures';
import { contentData } from '../support/content';

const over = contentData('landings/expired-offer.md') as { expiresTo: string };

test('the address of a landing that has expired leads to its expiresTo, permanently', async ({ page }) => {
  const answer = await page.goto('/expired-offer');
  await expect(page).toHaveURL(new RegExp(`${over.expiresTo}$`));
  const first = answer?.request().redirectedFrom();
  expect(new URL(first?.url() ?? 'http://x/').pathname).toBe('/expired-offer');
  expect((await first?.response())?.status()).toBe(301);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a landing not live yet says, on a preview, the day it goes live', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('note')).toHaveText('Preview: this page goes live on January 1, 2099; until then the live site does not show it.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet us at the parking show of 2099');
});
