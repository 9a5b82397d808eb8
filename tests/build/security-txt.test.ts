/**
 * /.well-known/security.txt as the build wrote it, read as RFC 9116 fields: the contact of the site's settings,
 * an Expires in the future and at most a year away, its language and its Canonical address on this site. Its
 * content type over HTTP is checked with the other files' (served.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../env';
import { contentData } from '../support/content';
import { exists, read, sitemapUrls } from './dist';

const PATH = '/.well-known/security.txt';

/** The file's fields in order, as [name, value]; a line that is neither a field, a comment nor empty fails. */
function fields(text: string): Array<[name: string, value: string]> {
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line);
      if (!match) throw new Error(`${PATH} has a line that is not an RFC 9116 field: ${JSON.stringify(line)}`);
      return [match[1] ?? '', match[2] ?? ''];
    });
}

describe('security.txt', () => {
  it('is built at its well-known path, ends in a newline, and is left out of the sitemap', () => {
    expect(exists(PATH)).toBe(true);
    expect(read(PATH).endsWith('\n')).toBe(true);
    expect(sitemapUrls().filter((url) => url.includes('.well-known'))).toEqual([]);
  });

  it("has the settings' contact, one Expires, English and its own address on this site as Canonical", () => {
    const found = fields(read(PATH));
    expect(found.map(([name]) => name)).toEqual(['Contact', 'Expires', 'Preferred-Languages', 'Canonical']);
    const value = (name: string) => found.find(([field]) => field === name)?.[1];
    expect(value('Contact')).toBe(contentData('settings/site.yaml')['securityContact']);
    expect(value('Contact')).toMatch(/^(mailto|https):/);
    expect(value('Preferred-Languages')).toBe('en');
    expect(value('Canonical')).toBe(`${SITE_ORIGIN}${PATH}`);
  });

  it('expires in the future, at most a year from now, written as RFC 3339 (ISO 8601) in UTC', () => {
    const expires = fields(read(PATH)).find(([name]) => name === 'Expires')?.[1] ?? '';
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const now = new Date();
    const aYearFromNow = new Date(now);
    aYearFromNow.setUTCFullYear(now.getUTCFullYear() + 1);
    expect(Date.parse(expires)).toBeGreaterThan(now.getTime());
    expect(Date.parse(expires)).toBeLessThanOrEqual(aYearFromNow.getTime());
  });
});
