/** The `google-pay` Trusted Types policy: Google's wallet script passes, and no other script address does. */
import { describe, expect, it } from 'vitest';
import { GOOGLE_PAY_SCRIPT, payScriptOnly } from './google-pay';

describe('the google-pay policy', () => {
  it("lets through Google's wallet script", () => {
    expect(payScriptOnly('https://pay.google.com/gp/p/js/pay.js')).toBe(GOOGLE_PAY_SCRIPT);
  });

  it('refuses any other script address, with the error a sink raises', () => {
    for (const url of [
      'https://evil.example/pay.js',
      'https://pay.google.com/gp/p/js/pay.js?x=1',
      'https://pay.google.com.evil.example/gp/p/js/pay.js',
      'http://pay.google.com/gp/p/js/pay.js',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      '/_astro/anything.js',
      '',
    ]) {
      expect(() => payScriptOnly(url), url).toThrow('The Trusted Types policy "google-pay" refuses');
    }
  });
});
