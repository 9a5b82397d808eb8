/**
 * The kernel's part of turning a result into [§8](docs/CONTRACT.md#8-notices)'s notices (each form's own entry is tested beside the form:
 * src/features/*\/*.test.ts), and the escaping that keeps the server's text as text in the toasts.
 */
import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE, failureNotices, serverFieldErrors, succeeded, type FailureMapping } from '../../src/lib/api/outcome';
import { escapeHtml, noticeHtml } from '../../src/lib/notices';
import { NETWORK, NO_BODY, response, TIMEOUT, WITH_DETAIL, WITHOUT_DETAIL } from './failure-cases';

const HOSTILE_MESSAGE = '<img src=x onerror="window.__xss=1">Bad <b>input</b>';
const HOSTILE_DETAIL = '<script>window.__xss=2</script>Nope';

describe('succeeded', () => {
  it('is true only for the listed statuses', () => {
    expect(succeeded(response(201, { status: 201 }))).toBe(true);
    expect(succeeded(response(200, { status: 200 }))).toBe(false);
    expect(succeeded(response(200, { status: 200 }), [200, 201])).toBe(true);
    expect(succeeded(WITH_DETAIL, [201, 422])).toBe(false);
    expect(succeeded(NETWORK)).toBe(false);
    expect(succeeded(TIMEOUT, [200, 201])).toBe(false);
  });

  it('needs a JSON body: a 2xx with HTML or nothing is the "no data" case', () => {
    expect(succeeded(response(201, null))).toBe(false);
    expect(succeeded(response(200, null), [200, 201])).toBe(false);
  });
});

describe('failureNotices: no data, network failure and timeout', () => {
  it('is "Sorry, Something went Wrong!" / "Please Try again letter!" whatever the form would say', () => {
    const saysSomething: FailureMapping = () => [{ kind: 'error', title: 'The form’s own notice' }];
    for (const result of [NO_BODY, NETWORK, TIMEOUT, response(422, null)]) {
      expect(failureNotices(result, saysSomething)).toEqual([
        { kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' },
      ]);
    }
    expect(GENERIC_FAILURE).toEqual({ kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' });
  });
});

describe('serverFieldErrors', () => {
  it("is the server's first message of each field", () => {
    expect(serverFieldErrors(WITH_DETAIL)).toEqual({
      email: 'The email has already been taken.',
      first_name: 'The first name may only contain letters and spaces.',
    });
    expect(serverFieldErrors(WITHOUT_DETAIL)).toEqual({});
    expect(serverFieldErrors(NETWORK)).toEqual({});
  });
});

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
