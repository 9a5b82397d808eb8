/**
 * A visitor estimates what a service would return with their own numbers, under its pricing: the figures follow
 * what they type, a refused number says why beside its field and shows no figure, the address holds the numbers
 * (a reload and a shared link keep them), the billing period and plan chosen in the pricing above become the
 * estimate's (without moving the address), everything works from the keyboard, and "Talk to us about these
 * numbers" opens the demo request with the service chosen. Nothing is sent.
 */
import type { Locator, Page } from '@playwright/test';
import {
  checkAll,
  defaultTexts,
  estimate,
  fieldLabel,
  formatMoney,
  paybackText,
  type PaybackModel,
  type ValueSpec,
} from '../../src/features/payback';
import { axeViolations, contentData, control, expect, hydrated, SERVICE_SLUGS, test } from './fixtures';
import { translator } from '../../src/i18n/translate';

const SLUG = 'monthly-parking-system';
const PATH = `/services/${SLUG}`;
const DATA = contentData(`services/${SLUG}.md`);
const MODEL = DATA['payback'] as PaybackModel;
const SERVICE_ID = Number(DATA['serviceId']);

/** The model's first input (the one the visitor types into) and its field's label. */
const FIRST = MODEL.inputs[0] as ValueSpec;
const SECOND = MODEL.inputs[1] as ValueSpec;

/** Presses Tab until the locator has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/** Opens the service page (null: the page open) and returns its estimate, scrolled into view and hydrated. */
async function openEstimate(page: Page, path: string | null = PATH): Promise<Locator> {
  if (path !== null) await page.goto(path);
  const section = page.getByRole('region', { name: 'What would it return?' });
  await section.scrollIntoViewIfNeeded();
  // The island sits inside the section: it is found by the heading it holds.
  await hydrated(section, page.getByRole('heading', { name: 'Your estimate' }));
  return section;
}

/** The figure under a term of the estimate ("Gain", "Months to pay back"…). */
const figure = (section: Locator, term: string | RegExp) => section.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');

/** The monthly price of the plan the estimate shows, read from the plan's card in the pricing above it. */
async function monthlyPrice(page: Page, plan: string): Promise<number> {
  const card = page.locator('#pricing').getByRole('article', { name: plan });
  const text = (await card.locator('.plan__amount').textContent()) ?? '';
  return Number(text.replace(/[$,]/g, ''));
}

/** The estimate the rules give for numbers over the defaults, on a plan billed monthly. */
function expected(numbers: Readonly<Record<string, number>>, price: number) {
  const values = { ...(checkAll(MODEL, defaultTexts(MODEL)).values ?? {}), ...numbers };
  return estimate(MODEL, values, { billing: 'monthly', amount: price });
}

test('the estimate follows the numbers typed, priced as the pricing prices the plan', async ({ page }) => {
  const section = await openEstimate(page);
  const plan = control(section, 'Plan');
  const planName = (await plan.locator('option:checked').textContent()) ?? '';
  const price = await monthlyPrice(page, planName);

  await control(section, fieldLabel(FIRST)).fill(String(FIRST.default * 2));
  await control(section, fieldLabel(SECOND)).fill(String(SECOND.default + 25));
  const result = expected({ [FIRST.key]: FIRST.default * 2, [SECOND.key]: SECOND.default + 25 }, price);
  await expect(figure(section, `${planName} plan`)).toHaveText(`${formatMoney(price)} a month`);
  await expect(figure(section, 'Gain')).toHaveText(`${formatMoney(result.gain)} a month`);
  await expect(figure(section, 'Months to pay back')).toHaveText(paybackText(result.payback));
  await expect(figure(section, 'After 36 months')).toHaveText(formatMoney(result.months.at(-1)?.total ?? 0));

  // Yearly billing: the yearly price spread over twelve months, and said as a year's.
  await section.getByRole('radio', { name: 'Yearly' }).check();
  await expect(figure(section, `${planName} plan`)).toContainText('a year');

  // The month-by-month table holds the same running total as the figure.
  await section.getByText('The running total month by month').click();
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(37);
  await expect(rows.last().getByRole('cell').last()).toHaveText(((await figure(section, 'After 36 months').textContent()) ?? '').trim());
  await expect(section).not.toContainText(/NaN|Infinity/);
});

test('a refused number says why beside its field, and the estimate shows no figure until it is corrected', async ({ page }) => {
  const section = await openEstimate(page);
  const field = control(section, fieldLabel(FIRST));
  for (const [typed, message] of [
    ['-5', `Please enter a number from ${FIRST.min.toLocaleString('en-US')} to ${FIRST.max.toLocaleString('en-US')}.`],
    ['', 'Please enter a number.'],
    ['lots', `Please enter a number, e.g. ${FIRST.default.toLocaleString('en-US')}.`],
    [String(FIRST.max * 10), `Please enter a number from ${FIRST.min.toLocaleString('en-US')} to ${FIRST.max.toLocaleString('en-US')}.`],
  ] as const) {
    await field.fill(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(section.getByText('Correct the marked numbers to see the estimate.')).toBeVisible();
    await expect(figure(section, 'Gain')).toHaveCount(0);
    await expect(section).not.toContainText(/NaN|Infinity/);
  }
  await field.fill(String(FIRST.default));
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(figure(section, 'Gain')).toBeVisible();
});

test('the address holds the numbers: a reload keeps them, and a link opens the same estimate', async ({ page }) => {
  const section = await openEstimate(page);
  await control(section, fieldLabel(FIRST)).fill('321');
  const plan = control(section, 'Plan');
  const options = await plan.locator('option:not([value=""])').allTextContents();
  const last = options.at(-1) ?? '';
  await plan.selectOption({ label: last });
  await section.getByRole('radio', { name: 'Yearly' }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]${FIRST.key}=321(&|$)`));
  await expect(page).toHaveURL(/[?&]plan=\d+/);
  await expect(page).toHaveURL(/[?&]billing=yearly/);
  const gain = (await figure(section, 'Gain').textContent()) ?? '';

  await page.reload();
  const again = page.getByRole('region', { name: 'What would it return?' });
  await again.scrollIntoViewIfNeeded();
  await hydrated(again, page.getByRole('heading', { name: 'Your estimate' }));
  await expect(control(again, fieldLabel(FIRST))).toHaveValue('321');
  await expect(control(again, 'Plan').locator('option:checked')).toHaveText(last);
  await expect(again.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(figure(again, 'Gain')).toHaveText(gain);

  // A shared link, refused number included, opens with its message.
  const shared = await openEstimate(page, `${PATH}?${FIRST.key}=-3`);
  await expect(control(shared, fieldLabel(FIRST))).toHaveValue('-3');
  await expect(control(shared, fieldLabel(FIRST))).toHaveAttribute('aria-invalid', 'true');
});

test('the estimate follows the billing period and the plan chosen in the pricing, and keeps its own choosers', async ({ page }) => {
  await page.goto(PATH);
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  // Yearly in the pricing, whether or not the estimate under it has hydrated yet.
  await pricing.getByRole('radio', { name: 'Yearly' }).check();
  const section = await openEstimate(page, null);
  const planName = (await control(section, 'Plan').locator('option:checked').textContent()) ?? '';
  const yearly = (await pricing.getByRole('article', { name: planName }).locator('.plan__amount').textContent()) ?? '';
  const monthlyShare = formatMoney(Number(yearly.replace(/[$,]/g, '')) / 12);
  await expect(section.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(figure(section, `${planName} plan`)).toHaveText(`${monthlyShare} a month (${yearly} a year)`);
  // Followed, not written: the address moves only with what is changed in the estimate itself.
  await expect(page).not.toHaveURL(/[?&](billing|plan)=/);

  // With the estimate on screen: another plan chosen in the pricing, and monthly billing there.
  const other = (await pricing.getByRole('article').getByRole('heading').allTextContents()).find((name) => name !== planName) ?? '';
  await pricing.getByRole('article', { name: other }).getByRole('button', { name: 'Choose plan' }).click();
  await pricing.getByRole('radio', { name: 'Monthly' }).check();
  await expect(control(section, 'Plan').locator('option:checked')).toHaveText(other);
  await expect(section.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(figure(section, `${other} plan`)).toHaveText(`${formatMoney(await monthlyPrice(page, other))} a month`);

  // The estimate's own billing still works, and a reload keeps it: the address wins over the pricing's monthly cards.
  await section.getByRole('radio', { name: 'Yearly' }).check();
  await expect(figure(section, `${other} plan`)).toContainText('a year');
  await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await page.reload();
  const again = await openEstimate(page, null);
  await expect(again.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(control(again, 'Plan').locator('option:checked')).toHaveText(other);
});

test('keyboard only: type a number, change the plan and billing, then talk to us with the service chosen', async ({ page }) => {
  // Many Tab presses on a machine shared with other builds: time enough, whatever its load.
  test.slow();
  const section = await openEstimate(page);
  const field = control(section, fieldLabel(FIRST));
  // From the top of the page, Tab reaches the estimate's first field (past the header, the page and the pricing).
  await page.evaluate(() => window.scrollTo(0, 0));
  await tabTo(page, field, 100);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('400');
  await expect(field).toHaveValue('400');
  await expect(page).toHaveURL(new RegExp(`[?&]${FIRST.key}=400(&|$)`));

  const monthly = section.getByRole('radio', { name: 'Monthly' });
  await tabTo(page, monthly);
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: 'Yearly' })).toBeChecked();

  // On through the assumptions and the table's summary to the link.
  const talk = section.getByRole('link', { name: 'Talk to us about these numbers' });
  await tabTo(page, talk);
  await expect(talk).toHaveAttribute('href', `/request-a-demo?service=${SERVICE_ID}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/request-a-demo?service=${SERVICE_ID}`);
  const demo = page.getByRole('main').locator('form', { has: page.getByRole('button', { name: 'Request a Demo' }) });
  await demo.scrollIntoViewIfNeeded();
  await hydrated(page.getByRole('main'), page.locator('form', { has: page.getByRole('button', { name: 'Request a Demo' }) }));
  await expect(control(demo, 'Service')).toHaveValue(String(SERVICE_ID));
});

// @full: the route sweep checks a payback page's default estimate with axe in npm test (/services/monthly-parking-system).
test('the estimate is clean for axe, with a refused number and the table open', { tag: '@full' }, async ({ page }) => {
  const section = await openEstimate(page);
  expect(await axeViolations(page, { within: '#payback' }), 'the default estimate').toEqual([]);
  await control(section, fieldLabel(FIRST)).fill('-1');
  expect(await axeViolations(page, { within: '#payback' }), 'with a refused number').toEqual([]);
  await control(section, fieldLabel(FIRST)).fill(String(FIRST.default));
  await section.getByText('The running total month by month').click();
  expect(await axeViolations(page, { within: '#payback' }), 'with the table open').toEqual([]);
});

for (const language of ['fr', 'es'] as const) {
  test(`in ${language}: a translated service page's pricing and estimate speak the language, its numbers read and written its way`, async ({
    page,
  }) => {
    const t = translator(language);
    // A service whose page the editors translated (its <main> is unmarked) and which has a model: the page tells.
    let found = false;
    for (const slug of SERVICE_SLUGS) {
      await page.goto(`/${language}/services/${slug}`);
      if ((await page.locator('main').getAttribute('lang')) === 'en' || (await page.locator('#payback').count()) === 0) continue;
      found = true;
      break;
    }
    expect(found, `a service with a model translated into ${language}`).toBe(true);

    // The pricing: its cards' words and prices in the language, the plans' names (the API's) marked English.
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing.getByRole('heading', { name: t('Plans and pricing'), level: 2 })).toBeVisible();
    await expect(pricing.getByRole('group', { name: t('Billing period') })).toBeVisible();
    const card = pricing.getByRole('article').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    await expect(card.locator('.plan__amount')).toHaveText(/\$/);
    await expect(card.locator('.plan__amount')).toHaveText(new RegExp(language === 'fr' ? '\\$\\s?US$' : 'US\\$$'));
    await expect(card.getByRole('button', { name: t('Choose plan') })).toBeVisible();
    await expect(card).toContainText(t('24 X 7 Technical Support'));

    // The estimate: its headings, its numbers' rules and figures in the language.
    const section = page.getByRole('region', { name: t('What would it return?') });
    await section.scrollIntoViewIfNeeded();
    await hydrated(section, page.getByRole('heading', { name: t('Your estimate') }));
    const field = section
      .getByRole('group', { name: t('Your facility') })
      .getByRole('textbox')
      .first();
    await field.fill('beaucoup');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      new RegExp(escape(t('Please enter a number, e.g. {example}.', { example: '' }).split(',')[0] ?? '')),
    );
    await expect(section.getByText(t('Correct the marked numbers to see the estimate.'))).toBeVisible();
    // A decimal comma is the language's decimal mark: 2.5, refused only as a count is (never read as 25).
    await field.fill('2,5');
    if ((await field.getAttribute('aria-invalid')) === 'true')
      await expect(field).toHaveAccessibleDescription(new RegExp(escape(t('Please enter a whole number.'))));
    await field.fill('150');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(figure(section, t('Months to pay back'))).toBeVisible();
    await expect(figure(section, t('Gain'))).toHaveText(new RegExp(`${escape(t('{amount} a month', { amount: '' }).trim())}$`));
    await expect(section.locator('.payback-chart__tick text').first()).toHaveText(t('Start'));
    await expect(section.getByRole('link', { name: t('Talk to us about these numbers') })).toHaveAttribute(
      'href',
      new RegExp(`^/${language}/request-a-demo\\?service=`),
    );
    await expect(section).not.toContainText(/NaN|Infinity/);
    // Nothing English is left in the estimate but the plans' names, which are marked.
    await expect(section).not.toContainText(/\b(a month|Months to pay back|Your estimate|Assumptions)\b/);
  });
}

/** A text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
