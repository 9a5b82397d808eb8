/**
 * The payback estimate of a service page: a model from the service's front matter (the numbers a visitor gives
 * about their facility, the assumptions with their sources, a one-time set-up cost, and the gains, each a product
 * of those numbers), read against the plan's price. Each number is checked like a form field; the estimate is a
 * month-by-month running total over 36 months and the month from which it stays paid back. The numbers live in
 * the address's query. Pure functions, so the island, the server render and the tests share them; plain Node reads
 * this module too (the content schema checks a model with modelProblems), hence its imports name their extension.
 */
import { formatPriceIn } from '../../lib/price-in-language.ts';
import type { Billing } from '../../lib/membership.ts';
import type { PricingChoice } from '../commerce/index.ts';
import { fillIn } from '../../i18n/fill-in.ts';
import type { Translate } from '../../i18n/translate.ts';

/**
 * How the estimate writes its words and numbers: the interface's texts of its language and that language's Intl
 * tag; English's (the texts as written, US formats) where none is given.
 */
export interface PaybackWords {
  readonly t: Translate;
  /** The language's tag for Intl (fr-CA); none for English. */
  readonly locale?: string | undefined;
}

/** English's words: the texts as written, the numbers as en-US writes them. */
export const ENGLISH_WORDS: PaybackWords = { t: (text, values) => fillIn(text, values) };

/** How a number is read, limited and shown: a whole count, any number, dollars, hours, or a percent (30 is 30 %). */
export const UNITS = ['count', 'number', 'usd', 'hours', 'percent'] as const;
export type Unit = (typeof UNITS)[number];

/** One number of a model: a visitor's figure about the facility, or an assumption with its source. */
export interface ValueSpec {
  /** Its name in the address and in the gains' factors, e.g. "parkers". */
  readonly key: string;
  readonly label: string;
  readonly unit: Unit;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  /** A line of help under the field (inputs). */
  readonly hint?: string | undefined;
  /** Where the figure comes from (assumptions and the set-up cost). */
  readonly source?: string | undefined;
}

/** One gain a month: the product of the numbers it names (a percent counts as its fraction). */
export interface GainTerm {
  readonly label: string;
  readonly factors: readonly string[];
}

/** A service's payback model, as its front matter gives it. */
export interface PaybackModel {
  readonly inputs: readonly ValueSpec[];
  readonly assumptions: readonly ValueSpec[];
  readonly setup: { readonly default: number; readonly max: number; readonly source: string };
  readonly gains: readonly GainTerm[];
}

/** How many months the estimate runs. */
export const MONTHS = 36;

/** The key of the one-time set-up cost, an assumption every model has. */
export const SETUP_KEY = 'setup';

/** The address's names of the plan and its billing, which no number of a model may take. */
export const PLAN_PARAM = 'plan';
export const BILLING_PARAM = 'billing';
export const RESERVED_KEYS: readonly string[] = [PLAN_PARAM, BILLING_PARAM, SETUP_KEY];

/** The set-up cost as a number of the model, shown and changed with the assumptions. */
export function setupSpec(model: PaybackModel, { t }: PaybackWords = ENGLISH_WORDS): ValueSpec {
  return { key: SETUP_KEY, label: t('One-time set-up cost'), unit: 'usd', min: 0, ...model.setup };
}

/** A number's field label: its label and its unit, e.g. "Average monthly rate ($)", "Heures … (heures)". */
export function fieldLabel(spec: ValueSpec, { t }: PaybackWords = ENGLISH_WORDS): string {
  switch (spec.unit) {
    case 'usd':
      return `${spec.label} ($)`;
    case 'percent':
      return `${spec.label} (%)`;
    case 'hours':
      return t('{label} (hours)', { label: spec.label });
    default:
      return spec.label;
  }
}

/** The assumptions a visitor sees and may change: the model's, then the set-up cost. */
export const assumptionsOf = (model: PaybackModel, words: PaybackWords = ENGLISH_WORDS): ValueSpec[] => [
  ...model.assumptions,
  setupSpec(model, words),
];

/** Every number of a model, in the order the page shows them. */
export const specsOf = (model: PaybackModel): ValueSpec[] => [...model.inputs, ...assumptionsOf(model)];

/** What is wrong with a model, in an editor's words (an empty list when nothing is). */
export function modelProblems(model: PaybackModel): string[] {
  const problems: string[] = [];
  const specs = [...model.inputs, ...model.assumptions];
  const keys = specs.map((spec) => spec.key);
  const used = new Set(model.gains.flatMap((gain) => gain.factors));
  for (const [index, key] of keys.entries()) {
    if (keys.indexOf(key) !== index) problems.push(`The key "${key}" names two numbers; give each its own.`);
  }
  for (const spec of specs) {
    if (RESERVED_KEYS.includes(spec.key)) problems.push(`The key "${spec.key}" is taken by the page; choose another.`);
    if (spec.min >= spec.max) problems.push(`"${spec.label}": the lowest value must be below the highest.`);
    else if (spec.default < spec.min || spec.default > spec.max)
      problems.push(`"${spec.label}": the default must lie between the lowest and the highest value.`);
    if (spec.unit === 'percent' && spec.max > 100) problems.push(`"${spec.label}": a percent is at most 100.`);
    if (spec.unit === 'count' && !(Number.isInteger(spec.default) && Number.isInteger(spec.min) && Number.isInteger(spec.max)))
      problems.push(`"${spec.label}": a count takes whole numbers only.`);
    if (!used.has(spec.key)) problems.push(`"${spec.label}" (${spec.key}) is in no gain: use it in a gain's factors or remove it.`);
  }
  for (const gain of model.gains) {
    for (const factor of gain.factors) {
      if (!keys.includes(factor)) problems.push(`The gain "${gain.label}" names "${factor}", which is no input or assumption of this model.`);
    }
  }
  if (model.setup.default > model.setup.max) problems.push('The set-up cost must not be above its highest value.');
  return problems;
}

/** One formatter for every number of a language: toLocaleString with options made a new one for each (0.8 ms of each page's build). */
const visitorNumbers = new Map<string, Intl.NumberFormat>();

/**
 * A number as a visitor of the language would write it: 20000 → "20,000", 0.5 → "0.5"; in another language its
 * decimal mark, and its thousands grouped by a space, as French and Spanish style guides write them and as
 * checkValue reads them (fr-CA, es: "20 000", "0,5").
 */
export function formatNumber(value: number, locale = 'en-US'): string {
  let format = visitorNumbers.get(locale);
  if (!format) visitorNumbers.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  if (locale === 'en-US') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? '\u00a0' : part.value))
    .join('');
}

/** A number as the address and the fields hold it: no grouping ("20000"). */
export const numberText = (value: number): string => String(value);

/** A field's number, or the message beside it. */
export type Checked = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly message: string };

const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * A field's text read as the number of its spec: digits with an optional decimal point (a "$", a "%", spaces and
 * thousands' commas are let through), a whole number for a count, within the spec's limits. Anything else (empty,
 * negative, words, exponents, beyond the limits) is a message, never a number, in the words' language.
 */
export function checkValue(spec: ValueSpec, text: string, { t, locale }: PaybackWords = ENGLISH_WORDS): Checked {
  const cleaned = locale === undefined ? text.trim().replace(/^\$/, '').replace(/%$/, '').replace(/[\s,]/g, '') : localNumberText(text);
  if (cleaned === '') return { ok: false, message: t('Please enter a number.') };
  const range = t('Please enter a number from {min} to {max}.', { min: formatNumber(spec.min, locale), max: formatNumber(spec.max, locale) });
  if (cleaned.startsWith('-') && NUMBER.test(cleaned.slice(1))) return { ok: false, message: range };
  if (!NUMBER.test(cleaned))
    return { ok: false, message: t('Please enter a number, e.g. {example}.', { example: formatNumber(spec.default, locale) }) };
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value < spec.min || value > spec.max) return { ok: false, message: range };
  if (spec.unit === 'count' && !Number.isInteger(value)) return { ok: false, message: t('Please enter a whole number.') };
  return { ok: true, value };
}

/**
 * A number as a visitor of another language than English types it, written as JavaScript reads numbers: the marks
 * around it let through ("1 500 $", "1 500 $ US", "US$1500", "60 %"), its spaces dropped, thousands grouped by a
 * point or a comma read as such ("1.500" and "1,500" are 1500, as Spanish and Mexican writers group them), and else
 * a comma or a point as the decimal mark ("0,5" and "0.5" are a half).
 */
function localNumberText(text: string): string {
  const bare = text
    .trim()
    .replace(/^(US)?\$/, '')
    .replace(/\s*(\$(\s*US)?|US\$|%)$/, '')
    .replace(/\s/g, '');
  return /^-?\d{1,3}([.,]\d{3})+$/.test(bare) ? bare.replace(/[.,]/g, '') : bare.replace(',', '.');
}

/** The text of every number of a model as its defaults give it. */
export function defaultTexts(model: PaybackModel): Record<string, string> {
  return Object.fromEntries(specsOf(model).map((spec) => [spec.key, numberText(spec.default)]));
}

/** Every number of a model read from its fields: the numbers when all are accepted, and each refused field's message. */
export function checkAll(
  model: PaybackModel,
  texts: Readonly<Record<string, string>>,
  words: PaybackWords = ENGLISH_WORDS,
): { readonly values: Record<string, number> | null; readonly errors: Record<string, string> } {
  const values: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const spec of specsOf(model)) {
    const checked = checkValue(spec, texts[spec.key] ?? '', words);
    if (checked.ok) values[spec.key] = checked.value;
    else errors[spec.key] = checked.message;
  }
  return { values: Object.keys(errors).length === 0 ? values : null, errors };
}

/** What a plan costs: its price for the billing chosen, paid each month or once a year. */
export interface Payments {
  readonly billing: Billing;
  /** The monthly price, or the yearly price. */
  readonly amount: number;
}

/** A plan's cost a month: its monthly price, or its yearly price spread over twelve months; null for a price that is no price. */
export function monthlyCost(payments: Payments): number | null {
  if (!Number.isFinite(payments.amount) || payments.amount <= 0) return null;
  return payments.billing === 'monthly' ? payments.amount : payments.amount / 12;
}

/** What has been paid for the plan by the end of a month: each month's price, or each year's at its first month. */
export function paidBy(payments: Payments, month: number): number {
  return payments.billing === 'monthly' ? payments.amount * month : payments.amount * Math.ceil(month / 12);
}

/** One month of the estimate: what the service has gained and what it has cost so far, and the difference. */
export interface MonthRow {
  readonly month: number;
  readonly gained: number;
  readonly paid: number;
  readonly total: number;
}

export interface Estimate {
  /** Each gain a month, in the model's order. */
  readonly gains: ReadonlyArray<{ readonly label: string; readonly amount: number }>;
  /** The gain a month, all gains together. */
  readonly gain: number;
  /** The plan's cost a month. */
  readonly cost: number;
  /** The one-time set-up cost. */
  readonly setup: number;
  /** Months 1 to 36. */
  readonly months: readonly MonthRow[];
  /** The month from which the running total stays at zero or above through month 36; null when there is none. */
  readonly payback: number | null;
}

/** A number of a model as its gains use it: a percent as its fraction. */
function factorOf(spec: ValueSpec | undefined, value: number): number {
  return spec?.unit === 'percent' ? value / 100 : value;
}

/** The estimate of accepted numbers against a plan's payments (monthlyCost must have accepted them). */
export function estimate(model: PaybackModel, values: Readonly<Record<string, number>>, payments: Payments): Estimate {
  const specs = new Map(specsOf(model).map((spec) => [spec.key, spec]));
  const gains = model.gains.map((gain) => ({
    label: gain.label,
    amount: gain.factors.reduce((product, key) => product * factorOf(specs.get(key), values[key] ?? 0), 1),
  }));
  const gain = gains.reduce((sum, term) => sum + term.amount, 0);
  const setup = values[SETUP_KEY] ?? model.setup.default;
  const months = Array.from({ length: MONTHS }, (_, index) => {
    const month = index + 1;
    const gained = gain * month;
    const paid = setup + paidBy(payments, month);
    return { month, gained, paid, total: gained - paid };
  });
  return { gains, gain, cost: monthlyCost(payments) ?? 0, setup, months, payback: paybackMonth(months.map((row) => row.total)) };
}

/** The first month (1-based) from which every running total is at zero or above; null when the last is below. */
export function paybackMonth(totals: readonly number[]): number | null {
  let from: number | null = null;
  for (let index = totals.length - 1; index >= 0; index -= 1) {
    if ((totals[index] ?? -1) < 0) break;
    from = index + 1;
  }
  return from;
}

/** What the address holds: the numbers' texts, the plan and the billing (each when the address names it). */
export interface AddressState {
  readonly texts: Readonly<Record<string, string>>;
  readonly plan: number | null;
  readonly billing: Billing;
}

/**
 * The estimate after the visitor chose in the pricing above it: the billing period and the plan they changed there
 * since `followed` (the pricing's choice the estimate last took) become the estimate's; what they did not change
 * there, and the numbers, stay as on screen (the estimate's own choice or the address's).
 */
export function followPricing(state: AddressState, choice: PricingChoice, followed: PricingChoice): AddressState {
  return {
    ...state,
    billing: choice.billing !== null && choice.billing !== followed.billing ? choice.billing : state.billing,
    plan: choice.plan !== null && choice.plan !== followed.plan ? choice.plan : state.plan,
  };
}

/** Longer than any number a field accepts: an address cannot fill a field with pages of text. */
const MAX_TEXT = 20;

/**
 * The estimate a query names, over `over` (the defaults, or what is on screen): each number's text as it was typed
 * (so a refused one comes back with its message), the plan's id (the page falls back to its default plan when that
 * plan is not on sale), and yearly or monthly billing.
 */
export function readAddress(search: string, model: PaybackModel, over: AddressState): AddressState {
  const params = new URLSearchParams(search);
  const texts = { ...over.texts };
  for (const spec of specsOf(model)) {
    const text = params.get(spec.key);
    if (text !== null) texts[spec.key] = text.slice(0, MAX_TEXT);
  }
  const plan = Number(params.get(PLAN_PARAM));
  const billing = params.get(BILLING_PARAM);
  return {
    texts,
    plan: Number.isSafeInteger(plan) && plan > 0 ? plan : over.plan,
    billing: billing === 'yearly' || billing === 'monthly' ? billing : over.billing,
  };
}

/**
 * The query of an estimate: the numbers, plan and billing that differ from the defaults, so a link is as short as
 * it can be; the address's other parameters (a campaign's, say) stay.
 */
export function writeAddress(search: string, model: PaybackModel, state: AddressState, defaults: AddressState): string {
  const params = new URLSearchParams(search);
  for (const spec of specsOf(model)) {
    const text = state.texts[spec.key] ?? '';
    if (text === defaults.texts[spec.key]) params.delete(spec.key);
    else params.set(spec.key, text);
  }
  if (state.plan === null || state.plan === defaults.plan) params.delete(PLAN_PARAM);
  else params.set(PLAN_PARAM, String(state.plan));
  if (state.billing === defaults.billing) params.delete(BILLING_PARAM);
  else params.set(BILLING_PARAM, state.billing);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A sum of money as the estimate shows it: whole dollars, never "-$0"; in another language, US dollars as it writes them. */
export function formatMoney(amount: number, locale?: string): string {
  const dollars = Math.round(amount) + 0;
  return dollars < 0 ? `−${formatPriceIn(-dollars, locale)}` : formatPriceIn(dollars, locale);
}

/** The payback in words: "1 month", "7 months", or that there is none within 36 months. */
export function paybackText(payback: number | null, { t }: PaybackWords = ENGLISH_WORDS): string {
  if (payback === null) return t('Not within {months} months', { months: String(MONTHS) });
  return payback === 1 ? t('1 month') : t('{count} months', { count: String(payback) });
}
