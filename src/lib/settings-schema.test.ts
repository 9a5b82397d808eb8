import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { settingsSchema } from './settings-schema';

/** The repository's settings, which pass the schema. */
const settings = parse(readFileSync(new URL('../../content/settings/site.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('the security contact setting', () => {
  it('takes a mailto: address or an https: page', () => {
    expect(settingsSchema.safeParse(settings).success).toBe(true);
    expect(settingsSchema.safeParse({ ...settings, securityContact: 'https://parkcloud.example/security' }).success).toBe(true);
  });

  it('is required, and refuses a bare address, an http: page or a phone number, naming the field', () => {
    const { securityContact: _, ...without } = settings;
    const broken = ['security@parkcloud.example', 'http://parkcloud.example/security', 'tel:+12125550142', 'mailto:security'];
    for (const candidate of [without, ...broken.map((securityContact) => ({ ...settings, securityContact }))]) {
      const result = settingsSchema.safeParse(candidate);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['securityContact']);
    }
  });
});
