/** The `notyf` Trusted Types policy: notices' markup passes, and nothing else reaches notyf's innerHTML. */
import { describe, expect, it } from 'vitest';
import { noticeHtml } from '.';
import { isNoticeMarkup, noticeMarkupOnly, trustedNoticeHtml } from './notyf-policy';

describe('the notyf policy', () => {
  it('lets through every notice noticeHtml() builds, hostile text included', () => {
    const notices = [
      { kind: 'success', title: 'Thank You' },
      { kind: 'error', title: '<img src=x onerror="alert(1)">', message: `</span><script>alert('x')</script> & more` },
      { kind: 'error', title: 'Émoji 🚗 “quotes” \u202e', message: '&#60; already escaped?' },
    ] as const;
    for (const notice of notices) expect(trustedNoticeHtml(noticeHtml(notice))).toBe(noticeHtml(notice));
  });

  it('refuses any other markup, with the error a sink raises', () => {
    const refused = [
      '<img src=x onerror=alert(1)>',
      '<strong class="notice__title"><img src=x onerror=alert(1)></strong>',
      '<strong class="notice__title" onclick="alert(1)">Hi</strong>',
      '<strong class="notice__title">Hi</strong><script>alert(1)</script>',
      '<strong class="notice__title">Tom & Jerry</strong>',
      '<strong class="notice__title">Hi</strong><span class="notice__text">a</span><span class="notice__text">b</span>',
      '<span class="notice__text">No title</span>',
      'plain text',
      '',
    ];
    for (const html of refused) {
      expect(isNoticeMarkup(html), html).toBe(false);
      expect(() => noticeMarkupOnly(html), html).toThrow(TypeError);
      expect(() => trustedNoticeHtml(html), html).toThrow('The Trusted Types policy "notyf" refuses');
    }
  });
});
