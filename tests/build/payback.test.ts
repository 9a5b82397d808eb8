/** The payback estimate of the service pages, as a visitor without JavaScript gets it: the server's default estimate. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { measurePage } from '../../scripts/quality/budgets';
import { checkAll, defaultTexts, estimate, formatMoney, paybackText, specsOf, type PaybackModel } from '../../src/features/payback';
import { SERVICE_SLUGS } from '../support/content';
import { BUILD_DIR, read } from './dist';
import { attribute, element, elements, labelOf, textOf } from './html';

/** A service's front matter: its API id and its payback model, if any. */
function frontMatter(slug: string): { serviceId: number; payback?: PaybackModel } {
  const text = readFileSync(new URL(`../../content/services/${slug}.md`, import.meta.url), 'utf8');
  return parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') as { serviceId: number; payback?: PaybackModel };
}

const WITH_MODEL = SERVICE_SLUGS.filter((slug) => frontMatter(slug).payback);
const WITHOUT_MODEL = SERVICE_SLUGS.filter((slug) => !frontMatter(slug).payback);

const sectionOf = (page: string) => elements(page, /^<section id="payback"/)[0];

describe('the payback estimate of a service page', () => {
  it('is on every service page with a model, under the pricing, and on none without', () => {
    expect(WITH_MODEL.length).toBeGreaterThanOrEqual(4);
    expect(WITHOUT_MODEL.length).toBeGreaterThan(0);
    for (const slug of WITH_MODEL) {
      const page = read(`/services/${slug}`);
      const section = sectionOf(page);
      expect(section, slug).toBeDefined();
      expect(labelOf(page, section ?? '')).toBe('What would it return?');
      expect(page.indexOf('<section id="payback"'), slug).toBeGreaterThan(page.indexOf('<section id="pricing"'));
    }
    for (const slug of WITHOUT_MODEL) {
      const page = read(`/services/${slug}`);
      expect(sectionOf(page), slug).toBeUndefined();
      expect(page, slug).not.toContain('What would it return?');
    }
  });

  it.each(WITH_MODEL)('%s: prerenders the default estimate, priced as its pricing shows the recommended plan, never NaN', (slug) => {
    const { serviceId, payback } = frontMatter(slug);
    const model = payback as PaybackModel;
    const page = read(`/services/${slug}`);
    const section = sectionOf(page) ?? '';
    const text = textOf(section);
    expect(text).not.toMatch(/NaN|Infinity|undefined|Loading/);

    // Each number is a field with its default, disabled until the island runs.
    const inputs = elements(section, /^<input\b[^>]*type="text"/);
    expect(inputs.map((input) => [attribute(input, 'name'), attribute(input, 'value')])).toEqual(
      specsOf(model).map((spec) => [spec.key, String(spec.default)]),
    );
    expect(attribute(element(section, /^<fieldset\b/), 'disabled')).not.toBeNull();
    // Every assumption shows where it comes from.
    for (const assumption of model.assumptions) expect(text).toContain(assumption.source);

    // The recommended plan's card in the pricing gives the price the estimate counts.
    const pricing = element(page, /^<section id="pricing"/);
    const recommended = elements(pricing, /^<article\b/).find((card) => card.includes('Recommended')) ?? '';
    const planName = labelOf(page, recommended) ?? '';
    const price = Number(/\$([\d,]+) \/ month/.exec(textOf(recommended))?.[1]?.replace(/,/g, ''));
    expect(price).toBeGreaterThan(0);
    const selected = element(section, /^<option\b[^>]*selected/);
    expect(textOf(selected)).toBe(planName);

    const values = checkAll(model, defaultTexts(model)).values ?? {};
    const result = estimate(model, values, { billing: 'monthly', amount: price });
    const figures = elements(element(section, /^<dl\b/), /^<div\b/).map((pair) => [textOf(element(pair, /^<dt\b/)), textOf(element(pair, /^<dd\b/))]);
    expect(figures).toEqual([
      [`${planName} plan`, `${formatMoney(price)} a month`],
      ['Gain', `${formatMoney(result.gain)} a month`],
      ['Months to pay back', paybackText(result.payback)],
      ['After 36 months', formatMoney(result.months.at(-1)?.total ?? 0)],
    ]);

    // The chart is described by its caption; the table holds the 36 months.
    const figure = element(section, /^<figure\b/);
    expect(labelOf(page, figure)).toMatch(/^Running total over 36 months/);
    expect(attribute(element(figure, /^<svg\b/), 'aria-hidden')).toBe('true');
    expect(elements(element(section, /^<tbody\b/), /^<tr\b/)).toHaveLength(36);

    const talk = elements(section, /^<a\b/).find((link) => textOf(link) === 'Talk to us about these numbers') ?? '';
    expect(attribute(talk, 'href')).toBe(`/request-a-demo?service=${serviceId}`);
  });

  it('adds at most 6 KB of gzip JavaScript of its own to a service page', async () => {
    const [withModel, withoutModel] = await Promise.all([
      measurePage(BUILD_DIR, `services/${WITH_MODEL[0]}.html`),
      measurePage(BUILD_DIR, `services/${WITHOUT_MODEL[0]}.html`),
    ]);
    expect(withModel.js - withoutModel.js).toBeGreaterThan(0);
    expect(withModel.js - withoutModel.js).toBeLessThanOrEqual(6 * 1024);
  });
});
