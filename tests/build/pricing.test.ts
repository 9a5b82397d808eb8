/** The prices built into the service pages, as a visitor without JavaScript gets them. */
import { describe, expect, it } from 'vitest';
import { serviceName } from '../support/content';
import { read } from './dist';
import { attribute, element, elements, labelOf, textOf } from './html';

describe('a service page without JavaScript', () => {
  it('carries the plans with both prices, users and support, its controls disabled until the island runs', () => {
    const page = read('/services/touchless-parking-system');
    const pricing = element(page, /^<section id="pricing"/);
    const cards = elements(pricing, /^<article\b/);
    expect(cards.map((card) => textOf(element(card, /^<h\d\b/)))).toEqual(['Starter', 'Professional', 'Enterprise']);
    const enterprise = cards.find((card) => labelOf(page, card) === 'Enterprise') ?? '';
    for (const text of ['$899 / month', 'or $8,990 / year', '100 users', '24 X 7 Technical Support']) expect(textOf(enterprise)).toContain(text);
    expect(pricing).not.toMatch(/plan--skeleton|\saria-busy[\s=>]/);
    // Nothing works without the island: its controls say so.
    const choose = elements(pricing, /^<button\b/).filter((button) => textOf(button) === 'Choose plan');
    expect(choose).toHaveLength(3);
    for (const button of choose) expect(attribute(button, 'disabled'), button).not.toBeNull();
    const period = element(pricing, /^<fieldset\b/);
    expect(textOf(element(period, /^<legend\b/))).toBe('Billing period');
    expect(elements(period, /^<input\b[^>]*value="yearly"/)).toHaveLength(1);
    expect(attribute(period, 'disabled')).not.toBeNull();
  });
});

describe("the service's name the pricing island carries", () => {
  it("is the site's name of the service id, never the API's full_name, so it holds when the live call fails", () => {
    // The sandbox names service 1 'Monthly Parking Management' and service 3 'Touchless Parking'.
    for (const [slug, apiName] of [
      ['monthly-parking-system', 'Monthly Parking Management'],
      ['touchless-parking-system', 'Touchless Parking'],
    ] as const) {
      const island = element(read(`/services/${slug}`), /^<astro-island\b[^>]*component-url="[^"]*PricingPlans/);
      const props = attribute(island, 'props') ?? '';
      expect(props, slug).toContain(`"serviceName":[0,"${serviceName(slug)}"]`);
      expect(props, slug).not.toContain(apiName);
    }
  });
});
