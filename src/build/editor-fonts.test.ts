import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutCdnFonts } from './editor-fonts';

describe('the editor bundle', () => {
  it('drops only the CDN @font-face rules from the editor bundle', () => {
    const css =
      "a{color:red}@font-face {font-family:'X';src:url(https://cdn.jsdelivr.net/x.woff2) format('woff2')}b{}@font-face{font-family:'Y';src:url(/y.woff2)}";
    expect(withoutCdnFonts(css)).toEqual({ code: "a{color:red}b{}@font-face{font-family:'Y';src:url(/y.woff2)}", removed: 1 });
  });

  it('the installed @sveltia/cms still has the CDN fonts the build removes', () => {
    const bundle = readFileSync(new URL('../../node_modules/@sveltia/cms/npm/index.js', import.meta.url), 'utf8');
    expect(withoutCdnFonts(bundle).removed).toBeGreaterThan(0);
    expect(withoutCdnFonts(bundle).code).not.toContain('cdn.jsdelivr.net');
  });
});
