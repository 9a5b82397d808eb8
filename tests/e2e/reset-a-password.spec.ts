/**
 * Forgot password, reset password (/reset-password/{token}) and create password (/generate-new-password/{token}):
 * wire payloads, notices, the delayed trip home with the login dialog, failures, rules and toggles.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { SITE_ORIGIN, TEST_BUILD_ENV } from '../env';
import { expect, expectKept, expectShownAsText, GENERIC, openForm, recordPosts, test, toasts } from './fixtures';

test.use({ allowedFailedRequests: [/\/user\/reset-password(\/email)?$/] });

const UPDATED = 'Successfully!Password has been updated Successfully';
const RESET_HINT = 'Entered Password does not match with provided Password Hint';
const CREATE_RULE =
  'Password must be 8 to 15 characters with at least one uppercase letter, one lowercase letter, one digit and one special character (! @ $ % ^ & * # ? -). These are not allowed: ( ) \\ ` ~ : ; " / < >';

/** Answers an endpoint with a 500 JSON envelope, keeping the sandbox's CORS headers. */
async function answer500(page: Page, path: string) {
  await page.route(`**${path}`, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, status: 500, json: { status: 500, data: null, errors: { message: 'Server Error' } } });
  });
}

test.describe('forgot password', () => {
  const emailOf = (form: Locator) => form.getByRole('textbox', { name: 'Email', exact: true });
  const submitOf = (form: Locator) => form.getByRole('button', { name: 'Send Reset Link' });

  test('sends the email and the base address with the client secret header, then clears the field', async ({ page }) => {
    const form = await openForm(page, '/forgot-password', 'Forgot password');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/user/reset-password/email'));
    const posts = await recordPosts(page, '/user/reset-password/email');
    await emailOf(form).fill('customer@example.com');
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText(['Email is sent successfully!Please check your email to reset password']);
    expect(posts).toEqual([{ email: 'customer@example.com', base_url: SITE_ORIGIN }]);
    expect((await sent).headers()['client-secret']).toBe(TEST_BUILD_ENV.PUBLIC_CLIENT_SECRET);
    await expect(emailOf(form)).toHaveValue('');
    await expect(page).toHaveURL('/forgot-password');
  });

  test('links back to the login page', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  test('checks the email before sending anything', async ({ page }) => {
    const form = await openForm(page, '/forgot-password', 'Forgot password');
    const posts = await recordPosts(page, '/user/reset-password/email');
    await submitOf(form).click();
    await expect(emailOf(form)).toHaveAccessibleDescription('Please enter your email address.');
    await emailOf(form).fill('customer@example');
    await submitOf(form).click();
    await expect(emailOf(form)).toHaveAccessibleDescription('Please enter a valid email address.');
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  const failures: Array<[string, string, string]> = [
    ['422 with detail', 'invalid@example.com', 'The given data was invalidThe email has already been taken.'],
    ['422 for an unknown email', 'unknown@example.com', "We can't find a user with that email address.We can't find a user with that email address."],
    ['422 without detail', 'nodetail@example.com', 'The given data was invalid'],
    ['500', 'servererror@example.com', 'Server Error'],
    ['an answer that is not JSON', 'notjson@example.com', GENERIC],
  ];
  for (const [name, email, notice] of failures) {
    test(`${name}: the server's message, the email kept`, async ({ page }) => {
      const form = await openForm(page, '/forgot-password', 'Forgot password');
      await emailOf(form).fill(email);
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText([notice]);
      await expectKept(form, { Email: email }, { submit: 'Send Reset Link' });
    });
  }

  test('network failure: the generic notice, the email kept', async ({ page }) => {
    const form = await openForm(page, '/forgot-password', 'Forgot password');
    await page.route('**/user/reset-password/email', (route) => route.abort());
    await emailOf(form).fill('customer@example.com');
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText([GENERIC]);
    await expectKept(form, { Email: 'customer@example.com' }, { submit: 'Send Reset Link' });
  });

  test("the server's HTML shows as text and never runs", async ({ page }) => {
    const form = await openForm(page, '/forgot-password', 'Forgot password');
    await emailOf(form).fill('hostile@example.com');
    await submitOf(form).click();
    await expect(toasts(page)).toHaveText(['<img src=x onerror="window.__xss=1">Bad <b>input</b><script>window.__xss=2</script>Nope']);
    await expectShownAsText(page, '.notyf img, .notyf b, .notyf script');
  });

  test('a double click sends exactly one request', async ({ page }) => {
    const form = await openForm(page, '/forgot-password', 'Forgot password');
    const posts = await recordPosts(page, '/user/reset-password/email', 500);
    await emailOf(form).fill('customer@example.com');
    await submitOf(form).dblclick();
    await expect(toasts(page)).toHaveText(['Email is sent successfully!Please check your email to reset password']);
    expect(posts).toHaveLength(1);
  });
});

/** The two token pages differ in rule, success statuses and delay; the rest is shared. */
const PAGES = [
  { page: '/reset-password', form: 'Reset Password', password: 'Abcdef1@', delayMs: 2000 },
  { page: '/generate-new-password', form: 'Create Password', password: 'Abcdef1#', delayMs: 1000 },
] as const;

const passwordOf = (form: Locator) => form.getByLabel(/^Password/);
const confirmationOf = (form: Locator) => form.getByLabel(/^Confirm password/);

for (const setup of PAGES) {
  test.describe(`${setup.page}/{token}`, () => {
    const submitOf = (form: Locator) => form.getByRole('button', { name: setup.form });

    async function fillBoth(form: Locator, password: string = setup.password, confirmation: string = password) {
      await passwordOf(form).fill(password);
      await confirmationOf(form).fill(confirmation);
    }

    test(`sends password, confirmation and token; after ${setup.delayMs} ms the browser is home with the login dialog open`, async ({ page }) => {
      // The page's timers run on a clock the test moves, so the delay is checked to the millisecond.
      await page.clock.install();
      const form = await openForm(page, `${setup.page}/tok-abc.123`, setup.form);
      const posts = await recordPosts(page, '/user/reset-password');
      await fillBoth(form);
      await page.clock.pauseAt(Date.now() + 1000);
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText([UPDATED]);
      expect(posts).toEqual([{ password: setup.password, password_confirmation: setup.password, token: 'tok-abc.123' }]);
      // The login dialog is asked for on the next page load.
      expect(await page.evaluate(() => sessionStorage.getItem('open-login-on-arrival'))).toBe('1');
      // The used token cannot be sent again while the browser waits to leave.
      await expect(form.getByRole('button', { name: 'Please wait...' })).toBeDisabled();

      // A millisecond before the delay the browser is still on the form page (its token taken out of the
      // address bar once read, issue 10)…
      await page.clock.runFor(setup.delayMs - 1);
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(setup.page);
      // …and at the delay it goes home, where the login dialog opens.
      await page.clock.runFor(1);
      await page.waitForURL('/');
      await page.clock.resume();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    });

    test('a double click sends exactly one request', async ({ page }) => {
      const form = await openForm(page, `${setup.page}/tok-double`, setup.form);
      const posts = await recordPosts(page, '/user/reset-password', 500);
      await fillBoth(form);
      await submitOf(form).dblclick();
      await expect(toasts(page)).toHaveText([UPDATED]);
      await page.waitForURL('/');
      expect(posts).toHaveLength(1);
    });

    test('each field has a show/hide toggle, and the password field shows the rule', async ({ page }) => {
      const form = await openForm(page, `${setup.page}/tok-toggle`, setup.form);
      await fillBoth(form);
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
    });

    test('expired token (422): the server message, the values kept', async ({ page }) => {
      const form = await openForm(page, `${setup.page}/expired-token`, setup.form);
      await fillBoth(form);
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText(['This password reset token is invalid.']);
      await expectKept(form, { Password: setup.password, 'Confirm password': setup.password }, { submit: setup.form });
      // Still on the form page (its token taken out of the address bar once read, issue 10).
      await expect(page).toHaveURL(setup.page);
    });

    test('500: the server message, the values kept', async ({ page }) => {
      const form = await openForm(page, `${setup.page}/tok-500`, setup.form);
      await answer500(page, '/user/reset-password');
      await fillBoth(form);
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText(['Server Error']);
      await expectKept(form, { Password: setup.password, 'Confirm password': setup.password }, { submit: setup.form });
    });

    test('network failure: the generic notice, the values kept', async ({ page }) => {
      const form = await openForm(page, `${setup.page}/tok-offline`, setup.form);
      await page.route('**/user/reset-password', (route) => route.abort());
      await fillBoth(form);
      await submitOf(form).click();
      await expect(toasts(page)).toHaveText([GENERIC]);
      await expectKept(form, { Password: setup.password, 'Confirm password': setup.password }, { submit: setup.form });
    });

    test('without a token in the URL it says so and links to /forgot-password', async ({ page }) => {
      await page.goto(setup.page);
      await expect(page.getByText('This link is missing its security token')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
      await expect(page.getByRole('form', { name: setup.form })).toHaveCount(0);
    });
  });
}

test.describe('reset page rule', () => {
  test('strips characters while typing and states the hint and mismatch messages', async ({ page }) => {
    const form = await openForm(page, '/reset-password/tok-rule', 'Reset Password');
    const posts = await recordPosts(page, '/user/reset-password');
    await passwordOf(form).fill('Ab(c)<d>1@é~');
    await expect(passwordOf(form)).toHaveValue('Abcd1@');
    await confirmationOf(form).pressSequentially('x/y;z');
    await expect(confirmationOf(form)).toHaveValue('xyz');

    await passwordOf(form).fill('Abcdef1#');
    await confirmationOf(form).fill('Abcdef1#');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(passwordOf(form)).toHaveAccessibleDescription(new RegExp(`${RESET_HINT}$`));
    await expect(passwordOf(form)).toHaveAttribute('aria-invalid', 'true');

    await passwordOf(form).fill('Abcdef1@');
    await confirmationOf(form).fill('Abcdef1!');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(confirmationOf(form)).toHaveAccessibleDescription('Confirm Password should be same as password');
    await expect(passwordOf(form)).not.toHaveAttribute('aria-invalid');
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });
});

test.describe('create page rule', () => {
  test('keeps every character, names the rule and the mismatch', async ({ page }) => {
    const form = await openForm(page, '/generate-new-password/tok-rule', 'Create Password');
    const posts = await recordPosts(page, '/user/reset-password');
    await passwordOf(form).fill('Abc(def1#');
    await confirmationOf(form).fill('Abc(def1#');
    await expect(passwordOf(form)).toHaveValue('Abc(def1#');
    await form.getByRole('button', { name: 'Create Password' }).click();
    await expect(passwordOf(form)).toHaveAccessibleDescription(new RegExp(`${CREATE_RULE.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`));

    await passwordOf(form).fill('Abcdef1^');
    await confirmationOf(form).fill('Abcdef1-');
    await form.getByRole('button', { name: 'Create Password' }).click();
    await expect(confirmationOf(form)).toHaveAccessibleDescription('Password and confirmation password not matched.');
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  test('a 200 answer counts as success too', async ({ page }) => {
    const form = await openForm(page, '/generate-new-password/token-200', 'Create Password');
    await passwordOf(form).fill('Abcdef1?');
    await confirmationOf(form).fill('Abcdef1?');
    const answered = page.waitForResponse((response) => response.url().endsWith('/user/reset-password') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Password' }).click();
    expect((await answered).status()).toBe(200);
    await expect(toasts(page)).toHaveText([UPDATED]);
    await page.waitForURL('/');
  });

  test('a logged-in visitor sees the warning instead of the form', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 'sbx_someone_else'));
    await page.goto('/generate-new-password/tok-session');
    await expect(
      page.getByText('You are already Logged-In as a different User, Please Logout to Create a New Password', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    await expect(page.getByRole('form', { name: 'Create Password' })).toHaveCount(0);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  });

  test('a logged-in visitor never sees the form, not even in the first frame before any bundled script', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 'sbx_someone_else'));
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
    // Hold back every bundled script: the decision must not wait for the island.
    await page.route('**/_astro/*.js', () => undefined);
    await page.goto('/generate-new-password/tok-first-paint', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await expect(
      page.getByText('You are already Logged-In as a different User, Please Logout to Create a New Password', { exact: true }),
    ).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { __frames: { field: boolean; warning: boolean }[] }).__frames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.field)).toEqual([]);
    expect(frames[0]?.warning).toBe(true);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  });

  test('a visitor sees the form and not the warning', async ({ page }) => {
    const form = await openForm(page, '/generate-new-password/tok-visitor', 'Create Password');
    await expect(passwordOf(form)).toBeVisible();
    await expect(page.getByText(/You are already Logged-In/)).toBeHidden();
  });

  test('the reset page does not block a logged-in visitor', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 'sbx_someone_else'));
    const form = await openForm(page, '/reset-password/tok-session', 'Reset Password');
    await expect(passwordOf(form)).toBeVisible();
  });
});
