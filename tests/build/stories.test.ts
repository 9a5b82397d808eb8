/**
 * Customers' stories as built (the shipped sample stories, which this non-production test build publishes):
 * /customers and every story page, the footer's link, the proof strip on the home page and on the pages of the
 * services a story uses (and on no other), and "Start a free trial" in every service page's hero. That a
 * production build leaves the samples out is held by tests/own-build/production-build.test.ts; axe and the sideways check on
 * these pages by the route sweep (tests/e2e/browse-every-page.spec.ts), the unknown story's redirect by
 * tests/build/served.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { contentField, SERVICE_SLUGS, serviceName, STORIES } from '../support/content';
import { read } from './dist';
import { attribute, element, elements, heroOf, labelOf, linksNamed, textOf } from './html';

/** The href of the one link named `name` in some HTML. */
function hrefOf(html: string, name: string): string | null {
  const links = linksNamed(html, name);
  expect(links, `links named "${name}"`).toHaveLength(1);
  return attribute(links[0] ?? '', 'href');
}

/** Whether some element of the HTML has exactly this text. */
const hasElementWithText = (html: string, text: string) =>
  elements(html, /^<(p|span|strong|h\d|a|li|dd|dt|figcaption)\b/).some((el) => textOf(el) === text);

/** A page's proof strip: the section named "Operators who run on …" or "… at work". */
const stripOf = (page: string) =>
  elements(page, /^<section\b/).filter((section) => /^Operators who run on|at work$/.test(labelOf(page, section) ?? ''));

describe('the stories', () => {
  it('are read from content/stories', () => {
    expect(STORIES.length).toBeGreaterThanOrEqual(3);
    for (const story of STORIES) expect(story.services.length, story.slug).toBeGreaterThan(0);
  });
});

describe('/customers and the story pages', () => {
  it('/customers lists every story, each linking to its page', () => {
    const page = read('/customers');
    expect(textOf(element(page, /^<h1\b/))).toBe(contentField('pages/customers.md', 'heading'));
    const cards = elements(element(page, /^<main\b/), /^<article\b/);
    expect(cards).toHaveLength(STORIES.length);
    for (const [index, story] of STORIES.entries()) {
      const card = cards[index] ?? '';
      expect(textOf(element(card, /^<h2\b/))).toBe(story.heading);
      expect(hrefOf(card, `Read the story of ${story.customer}`)).toBe(`/customers/${story.slug}`);
    }
    expect(hrefOf(page, 'Start a free trial')).toBe('/request-trial');
  });

  for (const story of STORIES) {
    it(`/customers/${story.slug} tells the story with its results, quote and services`, () => {
      const page = read(`/customers/${story.slug}`);
      expect(textOf(element(page, /^<h1\b/))).toBe(story.heading);
      expect(hasElementWithText(page, story.customer), story.customer).toBe(true);
      const results = element(page, /^<section\b[^>]*aria-label="Results"/);
      expect(elements(results, /^<dt\b/).length).toBeGreaterThanOrEqual(2);
      expect(elements(results, /^<blockquote\b/)).toHaveLength(1);
      expect(textOf(element(results, /^<figcaption\b/))).toContain(story.customer);
      const [used, ...others] = elements(page, /^<aside\b/);
      expect(others, 'one complementary region').toEqual([]);
      expect(labelOf(page, used ?? '')).toBe('Services used');
      expect(elements(used ?? '', /^<li\b/)).toHaveLength(story.services.length);
      for (const slug of story.services) {
        const links = elements(used ?? '', /^<a\b/).filter((link) => textOf(link) === serviceName(slug));
        expect(
          links.map((link) => attribute(link, 'href')),
          slug,
        ).toEqual([`/services/${slug}`]);
      }
      expect(hasElementWithText(page, story.sample ? 'Sample customer story' : 'Customer story')).toBe(true);
    });
  }

  it('the footer links to the stories', () => {
    expect(hrefOf(element(read('/about-us'), /^<footer\b/), "Customers' Stories")).toBe('/customers');
  });
});

describe('proof strip', () => {
  it('the home page shows up to three stories, each linking to its page', () => {
    const page = read('/');
    const [strip, ...others] = stripOf(page);
    expect(others).toEqual([]);
    const cards = elements(strip ?? '', /^<article\b/);
    expect(cards).toHaveLength(Math.min(3, STORIES.length));
    for (const [index, story] of STORIES.slice(0, 3).entries()) {
      expect(textOf(element(cards[index] ?? '', /^<h\d\b/))).toBe(story.heading);
      expect(hrefOf(cards[index] ?? '', `Read the story of ${story.customer}`)).toBe(`/customers/${story.slug}`);
    }
    expect(hrefOf(strip ?? '', "All customers' stories")).toBe('/customers');
  });

  for (const slug of SERVICE_SLUGS) {
    const using = STORIES.filter((story) => story.services.includes(slug));
    it(`/services/${slug} shows ${using.length > 0 ? `the stories that use it (${using.length})` : 'no strip (no story uses it)'}`, () => {
      const page = read(`/services/${slug}`);
      expect(textOf(element(page, /^<h1\b/))).toBe(serviceName(slug));
      if (using.length === 0) {
        expect(page).not.toContain('data-proof-strip');
        return;
      }
      const [strip, ...others] = stripOf(page);
      expect(others).toEqual([]);
      expect(labelOf(page, strip ?? '')).toBe(`${serviceName(slug)} at work`);
      const headings = elements(strip ?? '', /^<article\b/).map((card) => textOf(element(card, /^<h\d\b/)));
      expect(headings).toEqual(using.slice(0, 3).map((story) => story.heading));
    });
  }
});

describe('Start a free trial', () => {
  for (const slug of SERVICE_SLUGS) {
    it(`/services/${slug} has it in the hero`, () => {
      expect(hrefOf(heroOf(read(`/services/${slug}`)), 'Start a free trial')).toBe('/request-trial');
    });
  }
});
