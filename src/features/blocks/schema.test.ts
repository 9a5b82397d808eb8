import { describe, expect, it } from 'vitest';
import { landingBlocks, landingProblems, pageBlockProblems, pageBlocks } from './schema';

const hero = { type: 'hero', heading: 'Parking for campuses', action: 'demo' } as const;
const text = { type: 'text', body: 'Twenty characters of text at least.' } as const;
const newsletter = { type: 'newsletter' } as const;
const carousel = { type: 'carousel', heading: 'What we do' } as const;
const videoHero = { type: 'videoHero' } as const;

describe('a landing’s blocks', () => {
  it('accept a hero followed by any sections', () => {
    expect(
      landingBlocks.safeParse([hero, text, { type: 'cta', heading: 'Try it', text: 'Start a free trial today, no card.', action: 'trial' }]).success,
    ).toBe(true);
  });

  it('start with their one hero', () => {
    expect(landingProblems([text, hero])).toEqual([
      { index: 0, message: 'must be the Hero: a landing page starts with its hero, which holds the page’s heading.' },
    ]);
    expect(landingProblems([hero, text, hero])).toEqual([
      { index: 2, message: 'is a second Hero block; a page has one at most. Remove one of them.' },
    ]);
    const parsed = landingBlocks.safeParse([text, hero]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([[0]]);
  });

  it('hold each once-a-page block once', () => {
    const pricing = { type: 'pricing', service: 'monthly-parking-system' } as const;
    expect(landingProblems([hero, pricing, text, pricing])).toEqual([
      { index: 3, message: 'is a second Pricing block; a page has one at most. Remove one of them.' },
    ]);
  });

  it('refuse a type no block has, and the home page’s own blocks', () => {
    expect(landingBlocks.safeParse([hero, { type: 'gallery' }]).success).toBe(false);
    expect(landingBlocks.safeParse([hero, newsletter]).success).toBe(false);
  });

  it('refuse an empty list', () => {
    expect(landingBlocks.safeParse([]).success).toBe(false);
  });
});

describe('a page’s blocks', () => {
  it('may not hold a landing’s hero', () => {
    expect(pageBlocks.safeParse([hero]).success).toBe(false);
  });

  it('keep the home page’s hero first and its required sections', () => {
    expect(pageBlockProblems('home', [videoHero, carousel, text, newsletter])).toEqual([]);
    expect(pageBlockProblems('home', [videoHero, text])).toEqual([
      { index: -1, message: 'has no Service carousel block; the home page must keep it (move it, but do not remove it).' },
      { index: -1, message: 'has no Newsletter sign-up block; the home page must keep it (move it, but do not remove it).' },
    ]);
    expect(pageBlockProblems('home', [carousel, videoHero, newsletter])).toEqual([
      { index: 0, message: 'must be the Home hero with the video: the home page starts with it.' },
    ]);
  });

  it('give the home hero to the home page only', () => {
    expect(pageBlockProblems('about-us', [text, videoHero])).toEqual([
      { index: 1, message: 'is the home page’s hero; only content/pages/home.md may have it.' },
    ]);
    expect(pageBlockProblems('about-us', [text, newsletter])).toEqual([]);
  });

  it('are refused, all at once, on a page that leaves at once', () => {
    expect(pageBlockProblems('logout', [text, newsletter])).toEqual([
      {
        index: -1,
        message:
          'are not shown on this page: /logout signs the visitor out and goes to the home page at once, so no one would see them. Remove the blocks from this file.',
      },
    ]);
    expect(pageBlockProblems('log-out', [text])).toHaveLength(1);
    expect(pageBlockProblems('logout', [])).toEqual([]);
    expect(pageBlockProblems('payment', [text])).toEqual([]);
  });

  it('refuse a demo form on a page that has one of its own, or has just taken one', () => {
    const demo = { type: 'demo' } as const;
    expect(pageBlockProblems('whitelabel', [text, demo])).toEqual([
      { index: 1, message: 'is one demo request form too many: /whitelabel has its own demo request form, for the branded app. Remove this block.' },
    ]);
    for (const page of ['request-a-demo', 'software-defined-parcs', 'thank-you']) expect(pageBlockProblems(page, [demo])).toHaveLength(1);
    expect(pageBlockProblems('whitelabel', [text])).toEqual([]);
    expect(pageBlockProblems('about-us', [demo])).toEqual([]);
    expect(pageBlockProblems('contact-us', [demo])).toEqual([]);
  });
});
