import { describe, expect, it } from 'vitest';
import { CONTACT_SETTING, SECURITY_TXT_PATH, securityTxt } from './security-txt';

const builtAt = new Date('2026-03-01T10:20:30.456Z');
const site = 'https://www.parkcloud.example';

/** The file's fields in order, as [name, value]. */
const fieldsOf = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.split(/: (.*)/s).slice(0, 2));

describe('security.txt', () => {
  it('has Contact, Expires, Preferred-Languages and Canonical, in that order, one per line', () => {
    const text = securityTxt({ contact: 'mailto:security@parkcloud.example', site, builtAt });
    expect(text).toBe(
      [
        'Contact: mailto:security@parkcloud.example',
        'Expires: 2027-03-01T10:20:30Z',
        'Preferred-Languages: en',
        'Canonical: https://www.parkcloud.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('expires at most a year after the build, in RFC 3339 UTC, for any build date (leap years too)', () => {
    for (const date of ['2027-03-01T00:00:00Z', '2028-02-29T23:59:59Z', '2027-12-31T12:00:00Z', '2028-03-01T00:00:00Z']) {
      const built = new Date(date);
      const expires =
        fieldsOf(securityTxt({ contact: 'https://parkcloud.example/security', site, builtAt: built })).find(([name]) => name === 'Expires')?.[1] ??
        '';
      expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const aYearLater = new Date(built);
      aYearLater.setUTCFullYear(built.getUTCFullYear() + 1);
      expect(new Date(expires).getTime(), date).toBeGreaterThan(built.getTime());
      expect(new Date(expires).getTime(), date).toBeLessThanOrEqual(aYearLater.getTime());
    }
  });

  it("takes the contact as the settings give it, an https: page too, and its Canonical from the site's origin", () => {
    const text = securityTxt({ contact: 'https://parkcloud.example/report', site: new URL('http://127.0.0.1:4321'), builtAt });
    expect(fieldsOf(text)).toContainEqual(['Contact', 'https://parkcloud.example/report']);
    expect(fieldsOf(text)).toContainEqual(['Canonical', `http://127.0.0.1:4321${SECURITY_TXT_PATH}`]);
  });

  it('fails without a contact, naming the setting and its file', () => {
    for (const contact of [undefined, '', '   ']) {
      expect(() => securityTxt({ contact, site, builtAt })).toThrow(CONTACT_SETTING);
    }
    expect(CONTACT_SETTING).toBe('securityContact in content/settings/site.yaml');
  });

  it('fails on a contact that is neither mailto: nor https:, naming the setting', () => {
    for (const contact of ['security@parkcloud.example', 'http://parkcloud.example/report', 'mailto:nobody', 'tel:+12125550142']) {
      expect(() => securityTxt({ contact, site, builtAt }), contact).toThrow(CONTACT_SETTING);
    }
  });
});
