/** The escaping that keeps the server's text as text in the toasts. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, noticeHtml } from '.';

const HOSTILE_MESSAGE = '<img src=x onerror="window.__xss=1">Bad <b>input</b>';
const HOSTILE_DETAIL = '<script>window.__xss=2</script>Nope';

describe('hostile server text', () => {
  it('escapeHtml turns every markup character into an entity', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
    expect(escapeHtml('Plain text')).toBe('Plain text');
  });

  it('noticeHtml shows the title and the message as escaped text', () => {
    expect(noticeHtml({ kind: 'error', title: HOSTILE_MESSAGE, message: HOSTILE_DETAIL })).toBe(
      '<strong class="notice__title">&#60;img src=x onerror=&#34;window.__xss=1&#34;&#62;Bad &#60;b&#62;input&#60;/b&#62;</strong>' +
        '<span class="notice__text">&#60;script&#62;window.__xss=2&#60;/script&#62;Nope</span>',
    );
    expect(noticeHtml({ kind: 'success', title: 'Thank You' })).toBe('<strong class="notice__title">Thank You</strong>');
  });
});
