/** A visitor who types before a form has hydrated keeps what they typed, and the form sends it. */
import { expect, test } from './fixtures';

test('fields typed before hydration are kept and validated as typed', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/ContactForm*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const form = page.locator('main form');
  await form.locator('input[name="first_name"]').fill('Early');
  await form.locator('input[name="city"]').fill('Boston');
  await expect(form.getByRole('button', { name: /send/i })).toBeDisabled();

  release();
  await expect(form.getByRole('button', { name: /send/i })).toBeEnabled();
  await form.getByRole('button', { name: /send/i }).click();
  // The form checked the typed values: no "required" message on them, one on the fields left empty.
  await expect(form.locator('input[name="last_name"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="first_name"]')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="city"]')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="first_name"]')).toHaveValue('Early');
});
