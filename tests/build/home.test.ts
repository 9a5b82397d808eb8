/** The home page as built: the hero's outbound links and its trial links, and the Organization JSON-LD. */
import { describe, expect, it } from 'vitest';
import { TEST_BUILD_ENV } from '../env';
import { jsonLd, read } from './dist';
import { attribute, heroOf, linksNamed } from './html';

const WATCH_URL = `https://www.youtube.com/watch?v=${TEST_BUILD_ENV.PUBLIC_HERO_VIDEO_ID}`;

describe('the home page', () => {
  it('opens Watch on YouTube on the video site in a new tab; the free trial link is a mail link', () => {
    const page = read('/');
    const [watch, ...others] = linksNamed(page, 'Watch on YouTube');
    expect(others).toEqual([]);
    expect(attribute(watch ?? '', 'href')).toBe(WATCH_URL);
    expect(attribute(watch ?? '', 'target')).toBe('_blank');
    expect(attribute(watch ?? '', 'rel')).toMatch(/noopener/);

    const trial = linksNamed(page, 'Contact Us for a Free Trial');
    expect(trial).toHaveLength(1);
    expect(attribute(trial[0] ?? '', 'href')).toMatch(/^mailto:[^@?\s]+@[^?\s]+/);
  });

  it('leads from the hero to /request-trial with "Start a free trial", where the mail link stays', () => {
    const hero = heroOf(read('/'));
    expect(linksNamed(hero, 'Contact Us for a Free Trial').map((link) => attribute(link, 'href'))).toEqual([expect.stringMatching(/^mailto:/)]);
    expect(linksNamed(hero, 'Start a free trial').map((link) => attribute(link, 'href'))).toEqual(['/request-trial']);
  });

  it('has Organization JSON-LD', () => {
    expect(jsonLd(read('/'))).toContainEqual(
      expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Organization', name: 'ParkCloud' }),
    );
  });
});
