/**
 * The reset page's filter (§5, issue 14): characters outside letters, digits, spaces and ! @ # $ % ^ & * ? -
 * are still stripped, and the page now says beside the field which ones it removed (a polite status).
 */
import { axeViolations, expect, test } from './fixtures';

const ACCEPTS = 'this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.';

test('says beside each field which characters it removed, while the visitor types on', async ({ page }) => {
  await page.goto('/reset-password/some-token');
  const form = page.getByRole('form', { name: 'Reset Password' });
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  const confirmation = form.getByRole('textbox', { name: 'Confirm password', exact: true });
  await expect(form.getByRole('button', { name: 'Reset Password' })).toBeEnabled();

  // A password manager's generated password, pasted in one go.
  await password.fill('Ab(1)~x@yz;Q');
  await expect(password).toHaveValue('Ab1x@yzQ');
  const note = `We removed “(”, “)”, “~”, and “;”: ${ACCEPTS}`;
  const status = form.getByRole('status').filter({ hasText: 'We removed “(”' });
  await expect(status).toHaveText(note);
  await expect(password).toHaveAccessibleDescription(new RegExp(note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Typing on keeps the note; the other field says nothing until its own characters are removed.
  await password.press('End');
  await password.pressSequentially('9');
  await expect(status).toHaveText(note);
  await expect(confirmation).not.toHaveAccessibleDescription(/We removed/);
  await confirmation.fill('Ab1x@yzQ9<');
  await expect(confirmation).toHaveValue('Ab1x@yzQ9');
  await expect(confirmation).toHaveAccessibleDescription(`We removed “<”: ${ACCEPTS}`);
  expect(await axeViolations(page)).toEqual([]);

  // A deletion ends the note; so does a new value that loses nothing, and an emptied field.
  await password.press('End');
  await password.press('Backspace');
  await expect(password).toHaveValue('Ab1x@yzQ');
  await expect(password).not.toHaveAccessibleDescription(/We removed/);
  await password.fill('Ab(1)~x@yz;Q');
  await expect(status).toHaveText(note);
  await password.fill('Allowed 1@ok');
  await expect(password).not.toHaveAccessibleDescription(/We removed/);
  await confirmation.fill('');
  await confirmation.pressSequentially('Ab1');
  await expect(confirmation).not.toHaveAccessibleDescription(/We removed/);
});
