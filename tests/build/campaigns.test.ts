/**
 * A campaign's dates as the build leaves them, with the tests' own landings (tests/fixtures/content/landings): one
 * over since 2020 (expired-offer: expiresTo /request-a-demo) and one not live until 2099 (coming-soon). The over one
 * is no page, in no list, and its address answers 301 to its expiresTo, ahead of the catch-all; the one to come is
 * a page of this preview-like build that says when it goes live (production leaves it out:
 * tests/own-build/production-build.test.ts), kept out of the search index as drafts are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentData } from '../support/content';
import { exists, read, serve, sitemapUrls, type Served } from './dist';
import { SITE } from './head';

const OVER = '/expired-offer';
const TO_COME = '/coming-soon';
const over = contentData(`landings${OVER}.md`) as { title: string; expires: string; expiresTo: string };
const toCome = contentData(`landings${TO_COME}.md`) as { title: string; publishFrom: string };

describe('a landing whose expires day has passed', () => {
  let site: Served;
  beforeAll(async () => {
    site = await serve();
  });
  afterAll(() => site.close());

  it('is no page of the build, and in none of its lists', () => {
    expect(exists(OVER)).toBe(false);
    expect(sitemapUrls()).not.toContain(`${SITE}${OVER}`);
    expect(read('/llms.txt')).not.toContain(over.title);
    expect(read('/llms.txt')).not.toContain(OVER);
  });

  it('redirects permanently to its expiresTo, before the rule that sends unknown addresses home', async () => {
    const rules = read('/_redirects').trim().split('\n');
    const rule = rules.findIndex((line) => line.split(/\s+/).join(' ') === `${OVER} ${over.expiresTo} 301`);
    expect(rule).toBeGreaterThanOrEqual(0);
    expect(rule).toBeLessThan(rules.findIndex((line) => line.startsWith('/* ')));
    const answer = await site.get(OVER);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(over.expiresTo);
  });
});

describe('a landing whose publishFrom day is still to come, in a preview build', () => {
  const page = read(TO_COME);

  it('is built, and says on the page the day it goes live', () => {
    const note = /<p class="landing-scheduled[^"]*" role="note"[^>]*>([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
    expect(
      note
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Preview: this page goes live on January 1, 2099; until then the live site does not show it.');
    expect(note).toMatch(new RegExp(`<time datetime="${toCome.publishFrom}"[^>]*>January 1, 2099</time>`));
  });

  it('is kept out of the search index, as a draft is', () => {
    expect(page).not.toContain('data-pagefind-body');
  });
});
