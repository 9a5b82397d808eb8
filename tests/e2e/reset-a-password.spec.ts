/**
 * Resetting a password: the forgot-password form, the reset page (/reset-password/{token}) and the create page
 * (/generate-new-password/{token}). Each one's happy path with its exact wire payload (the token pages with
 * their delayed trip home and the login dialog, the token out of the address bar once read); what is each
 * page's own: its rule and filter note, the show/hide toggles, the sandbox's expired token and a 200 that counts
 * as success on the create page, and the warning a logged-in visitor gets there instead of the form.
 *
 * Elsewhere: the failures in the fault matrix (send-forms-when-things-go-wrong.spec.ts), a double click in
 * subscribe-to-the-newsletter.spec.ts, passwords never kept in a draft in keep-what-you-typed.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { SITE_ORIGIN, TEST_BUILD_ENV } from '../env';
import { axeViolations, expect, expectKept, hydrated, openForm, recordPosts, test, toasts } from './fixtures';

// The sandbox's refusal of an expired token logs its failed load.
test.use({ allowedFailedRequests: [/\/user\/reset-password$/] });

const UPDATED = 'Successfully!Password has been updated Successfully';
const RESET_HINT = 'Entered Password does not match with provided Password Hint';
const CREATE_RULE =
  'Password must be 8 to 15 characters with at least one uppercase letter, one lowercase letter, one digit and one special character (! @ $ % ^ & * # ? -). These are not allowed: ( ) \\ ` ~ : ; " / < >';
const LOGGED_IN_WARNING = 'You are already Logged-In as a different User, Please Logout to Create a New Password';

test('forgot password checks the email, then sends it with the reset base address and clears the field', async ({ page }) => {
  const form = await openForm(page, '/forgot-password', 'Forgot password');
  const emailOf = form.getByRole('textbox', { name: 'Email', exact: true });
  const submit = form.getByRole('button', { name: 'Send Reset Link' });
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

  const posts = await recordPosts(page, '/user/reset-password/email');
  await submit.click();
  await expect(emailOf).toHaveAccessibleDescription('Please enter your email address.');
  await emailOf.fill('customer@example');
  await submit.click();
  await expect(emailOf).toHaveAccessibleDescription('Please enter a valid email address.');
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);

  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/user/reset-password/email'));
  await emailOf.fill('customer@example.com');
  await submit.click();
  await expect(toasts(page)).toHaveText(['Email is sent successfully!Please check your email to reset password']);
  expect(posts).toEqual([{ email: 'customer@example.com', base_url: SITE_ORIGIN }]);
  expect((await sent).headers()['client-secret']).toBe(TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET);
  await expect(emailOf).toHaveValue('');
  await expect(page).toHaveURL('/forgot-password');
});

/** The two token pages differ in rule, success statuses and delay; the rest is shared. */
const PAGES = [
  { page: '/reset-password', form: 'Reset Password', password: 'Abcdef1@', delayMs: 2000 },
  { page: '/generate-new-password', form: 'Create Password', password: 'Abcdef1#', delayMs: 1000 },
] as const;

const passwordOf = (form: Locator) => form.getByLabel(/^Password/);
const confirmationOf = (form: Locator) => form.getByLabel(/^Confirm password/);

async function fillBoth(form: Locator, password: string, confirmation: string = password) {
  await passwordOf(form).fill(password);
  await confirmationOf(form).fill(confirmation);
}

for (const setup of PAGES) {
  test(`${setup.page}/{token} sends the new password with the token, then opens the login dialog at home`, async ({ page }) => {
    // The page's timers run on a clock the test moves, so the delay is checked to the millisecond.
    await page.clock.install();
    const form = await openForm(page, `${setup.page}/tok-abc.123`, setup.form);
    // The token leaves the address bar once read, and is still sent.
    await expect(page).toHaveURL(setup.page);
    const posts = await recordPosts(page, '/user/reset-password');
    await fillBoth(form, setup.password);

    for (const [control, toggleName] of [
      [passwordOf(form), 'Show password'],
      [confirmationOf(form), 'Show password confirmation'],
    ] as const) {
      const toggle = form.getByRole('button', { name: toggleName, exact: true });
      await expect(control).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(control).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(control).toHaveValue(setup.password);
      await toggle.click();
      await expect(control).toHaveAttribute('type', 'password');
    }
    await expect(passwordOf(form)).toHaveAccessibleDescription(/8 to 15 characters/);
    await expect(passwordOf(form)).toHaveAttribute('name', 'password');
    await expect(confirmationOf(form)).toHaveAttribute('name', 'password_confirmation');

    await page.clock.pauseAt(Date.now() + 1000);
    await form.getByRole('button', { name: setup.form }).click();
    await expect(toasts(page)).toHaveText([UPDATED]);
    expect(posts).toEqual([{ password: setup.password, password_confirmation: setup.password, token: 'tok-abc.123' }]);
    // The login dialog is asked for on the next page load.
    expect(await page.evaluate(() => sessionStorage.getItem('open-login-on-arrival'))).toBe('1');
    // The used token cannot be sent again while the browser waits to leave.
    await expect(form.getByRole('button', { name: 'Please wait...' })).toBeDisabled();

    // A millisecond before the delay the browser is still on the form page…
    await page.clock.runFor(setup.delayMs - 1);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(setup.page);
    // …and at the delay it goes home, where the login dialog opens.
    await page.clock.runFor(1);
    await page.waitForURL('/');
    await page.clock.resume();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
}

test("the sandbox's test tokens: expired, token-200 and a missing token each get their answer", async ({ page }) => {
  for (const setup of PAGES) {
    await test.step(`${setup.page}/expired-token (422)`, async () => {
      const form = await openForm(page, `${setup.page}/expired-token`, setup.form);
      await fillBoth(form, setup.password);
      await form.getByRole('button', { name: setup.form }).click();
      await expect(toasts(page)).toHaveText(['This password reset token is invalid.']);
      await expectKept(form, { Password: setup.password, 'Confirm password': setup.password }, { submit: setup.form });
      // Still on the form page (its token taken out of the address bar once read).
      await expect(page).toHaveURL(setup.page);
    });

    await test.step(`${setup.page} without a token`, async () => {
      await page.goto(setup.page);
      await expect(page.getByText('This link is missing its security token')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
      await expect(page.getByRole('form', { name: setup.form })).toHaveCount(0);
    });
  }

  await test.step('/generate-new-password/token-200 (200)', async () => {
    const form = await openForm(page, '/generate-new-password/token-200', 'Create Password');
    await fillBoth(form, 'Abcdef1?');
    const answered = page.waitForResponse((response) => response.url().endsWith('/user/reset-password') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Password' }).click();
    expect((await answered).status()).toBe(200);
    await expect(toasts(page)).toHaveText([UPDATED]);
    await page.waitForURL('/');
  });
});

test.describe('on a screen too short to show the form without scrolling', () => {
  test.use({ viewport: { width: 320, height: 300 } });

  test("a link's token leaves the address bar at once, and a missing one is said, wherever the form is on the page", async ({ page }) => {
    for (const path of ['/reset-password', '/generate-new-password']) {
      await page.goto(`${path}/some-token`);
      const form = page.getByRole('form', { name: path === '/reset-password' ? 'Reset Password' : 'Create Password' });
      // The page's text and header fill this screen: the form is below it, and nothing scrolls to it.
      await expect(form).not.toBeInViewport();
      await expect(page).toHaveURL(path);
      await page.goto(path);
      await expect(page.getByText('This link is missing its security token')).toHaveCount(1);
    }
  });
});

test('reset page strips characters as they are typed, says which, and sends nothing while rules fail', async ({ page }) => {
  const form = await openForm(page, '/reset-password/some-token', 'Reset Password');
  const posts = await recordPosts(page, '/user/reset-password');
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  const confirmation = form.getByRole('textbox', { name: 'Confirm password', exact: true });
  const submit = form.getByRole('button', { name: 'Reset Password' });
  const accepts = 'this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.';

  await test.step('the note on removed characters', async () => {
    // A password manager's generated password, pasted in one go.
    await password.fill('Ab(1)~x@yz;Q');
    await expect(password).toHaveValue('Ab1x@yzQ');
    const note = `We removed “(”, “)”, “~”, and “;”: ${accepts}`;
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
    await expect(confirmation).toHaveAccessibleDescription(`We removed “<”: ${accepts}`);
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

  await test.step("the reset page's rule (§5)", async () => {
    await password.fill('Ab(c)<d>1@é~');
    await expect(password).toHaveValue('Abcd1@');
    await confirmation.fill('');
    await confirmation.pressSequentially('x/y;z');
    await expect(confirmation).toHaveValue('xyz');

    await fillBoth(form, 'Abcdef1#');
    await submit.click();
    await expect(password).toHaveAccessibleDescription(new RegExp(`${RESET_HINT}$`));
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await fillBoth(form, 'Abcdef1@', 'Abcdef1!');
    await submit.click();
    await expect(confirmation).toHaveAccessibleDescription('Confirm Password should be same as password');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });
});

test('create page keeps every character, names the rule and the mismatch, and sends nothing', async ({ page }) => {
  const form = await openForm(page, '/generate-new-password/tok-rule', 'Create Password');
  await expect(passwordOf(form)).toBeVisible();
  await expect(page.getByText(/You are already Logged-In/)).toBeHidden();

  const posts = await recordPosts(page, '/user/reset-password');
  await fillBoth(form, 'Abc(def1#');
  await expect(passwordOf(form)).toHaveValue('Abc(def1#');
  await form.getByRole('button', { name: 'Create Password' }).click();
  await expect(passwordOf(form)).toHaveAccessibleDescription(new RegExp(`${CREATE_RULE.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`));

  await fillBoth(form, 'Abcdef1^', 'Abcdef1-');
  await form.getByRole('button', { name: 'Create Password' }).click();
  await expect(confirmationOf(form)).toHaveAccessibleDescription('Password and confirmation password not matched.');
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);
});

test("a logged-in visitor sees the create page's warning from the first frame; the reset page keeps its form", async ({ page }) => {
  // A session with its start time: a session without one is not live.
  await page.addInitScript(() => {
    localStorage.setItem('access_token', 'sbx_someone_else');
    localStorage.setItem('session_start_time', String(Date.now()));
  });

  await test.step('the reset page does not block a logged-in visitor', async () => {
    const form = await openForm(page, '/reset-password/tok-session', 'Reset Password');
    await expect(passwordOf(form)).toBeVisible();
  });

  await test.step('the create page, before any bundled script', async () => {
    // Every frame until the test looks: was a password field or the warning on screen? (requestAnimationFrame runs before each paint.)
    await page.addInitScript(() => {
      const frames: { field: boolean; warning: boolean }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const look = () => {
        const field = [...document.querySelectorAll('input[type="password"]')].some((input) => input.checkVisibility());
        const warning = [...document.querySelectorAll('main p')].some(
          (p) => p.textContent?.startsWith('You are already Logged-In') && p.checkVisibility(),
        );
        if (document.querySelector('main')) frames.push({ field, warning });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // Hold back every bundled script until the first frames are checked: the decision must not wait for the island.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/generate-new-password/tok-first-paint', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await expect(page.getByText(LOGGED_IN_WARNING, { exact: true })).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { __frames: { field: boolean; warning: boolean }[] }).__frames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.field)).toEqual([]);
    expect(frames[0]?.warning).toBe(true);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    release();
  });

  await test.step('the create page once its scripts have run', async () => {
    // Module scripts run before the load event.
    await page.waitForLoadState('load');
    await expect(page.getByText(LOGGED_IN_WARNING, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    await expect(page.getByRole('form', { name: 'Create Password' })).toHaveCount(0);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    const frames = await page.evaluate(() => (window as unknown as { __frames: { field: boolean; warning: boolean }[] }).__frames);
    expect(frames.filter((frame) => frame.field)).toEqual([]);
  });
});

test('the create page shows its form again when another tab logs out, without a reload', async ({ page, context }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('access_token', 'sbx_someone_else');
    localStorage.setItem('session_start_time', String(Date.now()));
  });
  await page.goto('/generate-new-password/tok-other-tab');
  await page.waitForLoadState('load');
  await expect(page.getByText(LOGGED_IN_WARNING, { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create Password' })).toHaveCount(0);

  // The same visitor logs out in a second tab of the same browser.
  const other = await context.newPage();
  await other.goto('/logout');
  await other.waitForURL('/');
  await other.close();

  const form = page.getByRole('form', { name: 'Create Password' });
  await expect(form).toBeVisible();
  await expect(page.getByText(LOGGED_IN_WARNING, { exact: true })).toBeHidden();
  await hydrated(page, form);
  // The form is the island's, hydrated: its own rule answers a weak password without sending anything.
  const posts = await recordPosts(page, '/user/reset-password');
  await fillBoth(form, 'Abc(def1#');
  await form.getByRole('button', { name: 'Create Password' }).click();
  await expect(passwordOf(form)).toHaveAccessibleDescription(new RegExp(`${CREATE_RULE.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`));
  expect(posts).toHaveLength(0);
});

/**
 * The password pages under /fr and /es: in the language of the page's text (its translation is the editors'; the
 * test reads which the build shows from <main lang>), their forms' labels, hints, rules, notes, notices and links,
 * with English's wire payloads; a successful new password goes home in the same language.
 */
for (const language of ['fr', 'es'] as const) {
  /** The language `page` shows its text in: the address's once translated, else English under the notice. */
  const shownIn = async (page: Page) => ((await page.locator('main').getAttribute('lang')) === 'en' ? 'en' : language);
  const shownOn = async (page: Page) => translator(await shownIn(page));

  test(`in ${language}: forgot password speaks the page's language, with the English wire`, async ({ page }) => {
    await page.goto(`/${language}/forgot-password`);
    const t = await shownOn(page);
    const form = await openForm(page, `/${language}/forgot-password`, t('Forgot password'));
    await expect(page.getByRole('heading', { name: t('Send me a reset link') })).toBeVisible();
    const emailOf = form.getByRole('textbox', { name: t('Email'), exact: true });
    const submit = form.getByRole('button', { name: t('Send Reset Link') });
    await expect(form.getByRole('link', { name: t('Back to login') })).toHaveAttribute('href', `/${language}/login`);
    const posts = await recordPosts(page, '/user/reset-password/email');
    await submit.click();
    await expect(emailOf).toHaveAccessibleDescription(t('Please enter your email address.'));
    expect(posts).toHaveLength(0);
    await emailOf.fill('customer@example.com');
    await submit.click();
    await expect(toasts(page)).toHaveText([`${t('Email is sent successfully!')}${t('Please check your email to reset password')}`]);
    // The reset link's base is the page's own address, so the emailed link opens the reset page in this language.
    expect(posts).toEqual([{ email: 'customer@example.com', base_url: `${SITE_ORIGIN}/${language}` }]);
  });

  test(`in ${language}: the reset page's hint, note, rules and thanks speak the page's language, and it goes home in it`, async ({ page }) => {
    await page.clock.install();
    await page.goto(`/${language}/reset-password/tok-${language}`);
    const shown = await shownIn(page);
    const t = translator(shown);
    const locale = LANGUAGES[shown].tag;
    const form = await openForm(page, `/${language}/reset-password/tok-${language}`, t('Reset Password'));
    await expect(page).toHaveURL(`/${language}/reset-password`);
    const password = form.getByRole('textbox', { name: t('Password'), exact: true });
    const confirmation = form.getByRole('textbox', { name: t('Confirm password'), exact: true });
    const submit = form.getByRole('button', { name: t('Reset Password') });
    await expect(form.getByRole('button', { name: t('Show password confirmation') })).toBeVisible();
    await password.fill('Ab(1)~x@yz');
    const characters = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      ['(', ')', '~'].map((character) => t('“{character}”', { character })),
    );
    await expect(form.getByRole('status').filter({ hasText: characters })).toHaveText(
      t('We removed {characters}: this page accepts only letters, digits, spaces and ! @ # $ % ^ & * ? -.', { characters }),
    );
    const posts = await recordPosts(page, '/user/reset-password');
    await password.fill('Abcdef1#');
    await confirmation.fill('Abcdef1#');
    await submit.click();
    await expect(password).toHaveAccessibleDescription(
      `${t(
        'Use 8 to 15 characters: letters, digits, spaces or ! @ # $ % ^ & * ? -, with a lowercase letter, an uppercase letter, a digit and one of @ $ ! % * ? &.',
      )} ${t('Entered Password does not match with provided Password Hint')}`,
    );
    await password.fill('Abcdef1@');
    await confirmation.fill('Abcdef1!');
    await submit.click();
    await expect(confirmation).toHaveAccessibleDescription(t('Confirm Password should be same as password'));
    expect(posts).toHaveLength(0);

    await confirmation.fill('Abcdef1@');
    await page.clock.pauseAt(Date.now() + 1000);
    await submit.click();
    await expect(toasts(page)).toHaveText([`${t('Successfully!')}${t('Password has been updated Successfully')}`]);
    expect(posts).toEqual([{ password: 'Abcdef1@', password_confirmation: 'Abcdef1@', token: `tok-${language}` }]);
    await page.clock.runFor(2000);
    await page.waitForURL(`/${language}`);
    await page.clock.resume();
    await expect(page.getByRole('dialog', { name: translator(language)('Log in') })).toBeVisible();
  });

  test(`in ${language}: the create page's rule and its warning to a logged-in visitor speak the page's language`, async ({ page }) => {
    await page.goto(`/${language}/generate-new-password/tok-rule`);
    const t = await shownOn(page);
    const form = await openForm(page, `/${language}/generate-new-password/tok-rule`, t('Create Password'));
    await expect(page.getByRole('heading', { name: t('Create your password') })).toBeVisible();
    const password = form.getByRole('textbox', { name: t('Password'), exact: true });
    await password.fill('Abc(def1#');
    await form.getByRole('textbox', { name: t('Confirm password'), exact: true }).fill('Abcdef1#');
    await form.getByRole('button', { name: t('Create Password') }).click();
    await expect(password).toHaveAccessibleDescription(
      `${t('Use 8 to 15 characters with an uppercase letter, a lowercase letter, a digit and one of ! @ $ % ^ & * # ? -. Not allowed: ( ) \\ ` ~ : ; " / < >')} ${t(
        'Password must be 8 to 15 characters with at least one uppercase letter, one lowercase letter, one digit and one special character (! @ $ % ^ & * # ? -). These are not allowed: ( ) \\ ` ~ : ; " / < >',
      )}`,
    );
    await expect(form.getByRole('textbox', { name: t('Confirm password'), exact: true })).toHaveAccessibleDescription(
      t('Password and confirmation password not matched.'),
    );

    await page.evaluate(() => {
      localStorage.setItem('access_token', 'sbx_someone_else');
      localStorage.setItem('session_start_time', String(Date.now()));
    });
    await page.reload();
    await page.waitForLoadState('load');
    const warning = t('You are already Logged-In as a different User, Please Logout to Create a New Password');
    await expect(page.getByText(warning, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t('Logout') })).toHaveAttribute('href', `/${language}/logout`);
  });
}
