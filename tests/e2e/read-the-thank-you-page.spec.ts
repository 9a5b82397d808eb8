/**
 * Reading /thank-you: [§8](docs/CONTRACT.md#8-notices)'s message for each navigation state, read once (a reload shows the default lead again),
 * and under it that state's next steps: after a trial when it ends (15 days, New York's calendar) and
 * how to log in, after a payment what was bought and for how much, after a demo request or a message their own
 * steps. Nothing moves when the message and the steps change, at a phone's width and a laptop's.
 *
 * Elsewhere: the built markup (the default lead in a polite status, every state laid out invisibly) in
 * tests/build/forms.test.ts; the states themselves in src/features/thank-you/thank-you.test.ts.
 */
import type { Page } from '@playwright/test';
import { LANGUAGES, pathInLanguage } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { axeViolations, contentField, expect, test } from './fixtures';

const DEFAULT = contentField('pages/thank-you.md', 'lead');
const HEADING = contentField('pages/thank-you.md', 'heading');

const TOUCHLESS_MONTHLY = { kind: 'payment', serviceId: 3, planId: 302, plan_type: 1, request_trial: 1, services: 'Touchless Parking', amount: 149 };
const PAYMENT = {
  kind: 'payment',
  serviceId: 3,
  planId: 304,
  plan_type: 2,
  request_trial: 1,
  services: 'Touchless Self Parking',
  amount: 8990,
  planName: 'Enterprise',
};

/** Each state and [§8](docs/CONTRACT.md#8-notices)'s message for it. */
const STATES: Array<[name: string, state: unknown, message: string]> = [
  ['contactus', { kind: 'contactus' }, 'Your request has been submitted successfully'],
  ['demo', { kind: 'demo' }, 'Your request has been submitted successfully'],
  ['Trial', { kind: 'Trial' }, 'Your request for Trial has been submitted successfully'],
  ['payment', TOUCHLESS_MONTHLY, 'Payment has been done successfully'],
  ['payment with its plan', PAYMENT, 'Payment has been done successfully'],
  [
    'payment of another service',
    { ...PAYMENT, services: 'Parking Inventory Management', planName: 'Professional' },
    'Payment has been done successfully',
  ],
];

/** Leaves navigation state for /thank-you the way the site's navigate() does, then opens the page (the page must be open on the site). */
async function arriveWith(page: Page, state: unknown) {
  await page.evaluate((value) => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/thank-you', state: value })), state);
  await page.goto('/thank-you');
}

const main = (page: Page) => page.getByRole('main');
const message = (page: Page) => main(page).getByRole('status');
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: HEADING });
/** Waits until the page's scripts have run (module scripts run before the load event). */
const settled = (page: Page) => page.waitForLoadState('load');

/** The day 15 days after today on New York's calendar, as the page writes it. */
function trialEnd(now: Date): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 15)));
}

test("shows each state's message and next steps once; any other arrival shows the default", async ({ page }) => {
  await test.step('visited directly: the default lead under the heading, said politely', async () => {
    await page.goto('/thank-you');
    await expect(heading(page)).toBeVisible();
    await expect(message(page)).toHaveText(DEFAULT);
    await expect(message(page)).toHaveAttribute('aria-live', 'polite');
  });

  for (const [name, state, text] of STATES.slice(0, 4)) {
    await test.step(`state ${name}: "${text}", and a reload shows the default again`, async () => {
      await arriveWith(page, state);
      await expect(message(page)).toHaveText(text);
      await expect(heading(page)).toBeVisible();
      await page.reload();
      await settled(page);
      await expect(message(page)).toHaveText(DEFAULT);
    });
  }

  await test.step('a state for another page or of an unknown kind leaves the default', async () => {
    await arriveWith(page, { kind: 'something-else' });
    await settled(page);
    await expect(message(page)).toHaveText(DEFAULT);

    await page.evaluate(() => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/payment', state: { kind: 'Trial' } })));
    await page.reload();
    await settled(page);
    await expect(message(page)).toHaveText(DEFAULT);
    // State meant for another page is left for that page.
    expect(await page.evaluate(() => sessionStorage.getItem('navigation-state'))).not.toBeNull();
  });

  await test.step('after a trial: when it ends, in New York time, and how to log in', async () => {
    await arriveWith(page, { kind: 'Trial' });
    await expect(message(page)).toHaveText('Your request for Trial has been submitted successfully');
    const end = trialEnd(new Date());
    await expect(main(page)).toContainText(`Your 15-day free trial ends on ${end} (New York time).`);
    await expect(main(page)).toContainText('To log in, create your password from the link we are emailing you');
    await expect(main(page)).not.toContainText('one business day');
  });

  await test.step('after a payment: what was bought and for how much', async () => {
    await arriveWith(page, PAYMENT);
    await expect(message(page)).toHaveText('Payment has been done successfully');
    const summary = main(page).locator('dl:visible');
    await expect(summary.locator('dt')).toHaveText(['Service', 'Plan', 'Amount paid']);
    await expect(summary.locator('dd')).toHaveText(['Touchless Self Parking', 'Enterprise, billed yearly', '$8,990.00']);
    await expect(main(page)).toContainText('your Billing page lists this payment with its invoice');
    await expect(main(page)).not.toContainText('one business day');
  });

  await test.step('a payment state without its details shows the steps without a summary', async () => {
    await arriveWith(page, { kind: 'payment' });
    await expect(message(page)).toHaveText('Payment has been done successfully');
    await expect(main(page).locator('dl:visible')).toHaveCount(0);
    await expect(main(page)).toContainText('your Billing page lists this payment');
  });

  await test.step('after a demo request or a message: their own next steps; after a reload: the default', async () => {
    await arriveWith(page, { kind: 'demo' });
    await expect(main(page)).toContainText('A product specialist will contact you to find a time for your demo');
    await expect(main(page).getByRole('link', { name: 'what each service does' })).toHaveAttribute('href', '/services');
    await arriveWith(page, { kind: 'contactus' });
    await expect(main(page)).toContainText('A member of our team will read your message');
    await expect(main(page).getByRole('link', { name: 'sales@parkcloud.example' })).toBeVisible();
    await page.reload();
    await expect(message(page)).toHaveText(DEFAULT);
    await expect(main(page)).toContainText('If you sent us a request, we will reply');
    // Exactly one set of steps is seen (the layout copies are invisible and out of the accessibility tree).
    await expect(main(page).getByRole('link', { name: 'sales@parkcloud.example' })).toHaveCount(1);
  });
});

test("paints each state's message and steps in the first frame, before any bundled script runs", async ({ page }) => {
  // Every frame until the test looks (requestAnimationFrame runs before each paint): the message shown, and whether
  // the default steps were on screen.
  await page.addInitScript(() => {
    const frames: { message: string; defaultSteps: boolean }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const look = () => {
      const message = document.querySelector('[data-thank-you]');
      const defaultSteps = document.querySelector<HTMLElement>('[data-steps="default"]');
      // A frame while the parser is still inside the message (its text not yet read, as the HTML arrives in pieces)
      // is not one the page chose; from the element after it on, the message is whole and must be the state's.
      if (message?.nextElementSibling) frames.push({ message: message.textContent.trim(), defaultSteps: defaultSteps?.checkVisibility() ?? false });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const framesOf = () => page.evaluate(() => (window as unknown as { __frames: { message: string; defaultSteps: boolean }[] }).__frames);

  await page.goto('/thank-you');
  for (const [name, state, text] of STATES.slice(0, 4)) {
    await test.step(`state ${name}`, async () => {
      // Hold back every bundled script until the first frames are checked: the message must not wait for them.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.evaluate((value) => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/thank-you', state: value })), state);
      await page.goto('/thank-you', { waitUntil: 'commit' });
      await page.locator('footer').waitFor({ state: 'attached' });
      await expect(message(page)).toHaveText(text);
      const frames = await framesOf();
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter((frame) => frame.message !== text)).toEqual([]);
      expect(frames.filter((frame) => frame.defaultSteps)).toEqual([]);

      release();
      // The held scripts go on before the route goes: the page has no other route, and removing its last one ends the
      // interception, which would let the held requests go on by themselves, before the handler continues them.
      await page.unrouteAll({ behavior: 'wait' });
      await settled(page);
      await expect(message(page)).toHaveText(text);
      expect((await framesOf()).filter((frame) => frame.message !== text)).toEqual([]);
      // The module script took the state: a reload shows the default.
      await page.reload();
      await settled(page);
      await expect(message(page)).toHaveText(DEFAULT);
    });
  }
});

// @full: every state at two widths; the route sweep checks the page's default state with axe in npm test.
test(
  'nothing moves when the message and the steps change, and no axe violations in any state (375 and 1280 px)',
  { tag: '@full' },
  async ({ page }) => {
    // Six states at two widths, each with an axe pass: three times the usual time, so a busy machine never fails it.
    test.slow();
    // The text wraps differently on a phone and on a laptop: the two layouts the reserved space must hold.
    for (const width of [375, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const below = main(page).locator('.prose');
        await page.goto('/thank-you');
        await expect(message(page)).toHaveText(DEFAULT);
        const direct = await below.boundingBox();
        for (const [name, state, text] of STATES) {
          await arriveWith(page, state);
          await expect(message(page), name).toHaveText(text);
          expect(await below.boundingBox(), name).toEqual(direct);
          expect(await axeViolations(page), name).toEqual([]);
        }
      });
    }
  },
);

for (const prefix of ['fr', 'es'] as const) {
  test(`under /${prefix}, the messages, the steps and their values speak the language of the page's text`, async ({ page }) => {
    await page.goto(`/${prefix}/thank-you`);
    // Translated, the page's language (its <main> unmarked); else English, marked so, its states too.
    const language = (await page.locator('main').getAttribute('lang')) === 'en' ? 'en' : prefix;
    const t = translator(language);
    const locale = language === 'en' ? 'en-US' : LANGUAGES[language].tag;
    const arrive = async (state: unknown) => {
      await page.evaluate((value) => sessionStorage.setItem('navigation-state', JSON.stringify({ path: '/thank-you', state: value })), state);
      await page.goto(`/${prefix}/thank-you`);
    };

    await arrive(PAYMENT);
    await expect(message(page)).toHaveText(t('Payment has been done successfully'));
    const summary = main(page).locator('dl:visible');
    await expect(summary.locator('dt')).toHaveText([t('Service'), t('Plan'), t('Amount paid')]);
    // The amount as the language writes a US-dollar price, by the browser's own Intl (fr-CA: "8 990,00 $ US").
    const amount = await page.evaluate((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(8990), locale);
    await expect(summary.locator('dd')).toHaveText([
      'Touchless Self Parking',
      t('{plan}, {billed}', { plan: 'Enterprise', billed: t('billed yearly') }),
      amount,
    ]);

    await arrive({ kind: 'Trial' });
    await expect(message(page)).toHaveText(t('Your request for Trial has been submitted successfully'));
    const end = await page.evaluate(
      ({ tag, english }) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${english} UTC`)),
      { tag: locale, english: trialEnd(new Date()) },
    );
    const [before = '', after = ''] = t('Your {days}-day free trial ends on {date} (New York time). Your card is not charged before then.', {
      days: 15,
    }).split('{date}');
    await expect(main(page)).toContainText(`${before}${end}${after}`);

    await arrive({ kind: 'demo' });
    await expect(main(page).getByRole('link', { name: t('what each service does') })).toHaveAttribute('href', pathInLanguage('/services', language));
    await page.reload();
    await expect(message(page)).not.toHaveText(t('Payment has been done successfully'));
    await expect(main(page)).toContainText(
      t('If you sent us a request, we will reply to the email address you gave. Questions in the meantime? Please {reachUs}')
        .split('{reachUs}')[0]
        ?.trim() ?? '',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}
