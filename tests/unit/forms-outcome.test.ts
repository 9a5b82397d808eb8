/**
 * The mapping of every kind of result to the notices of §8, for every catalogue entry, and the escaping
 * that keeps the server's text as text in the toasts.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/lib/api/http';
import { GENERIC_FAILURE, failureNotices, serverFieldErrors, succeeded, type FailureKind } from '../../src/lib/api/outcome';
import { escapeHtml, noticeHtml } from '../../src/lib/notices';

const response = (status: number, body: unknown): ApiResult => ({ kind: 'response', ok: status >= 200 && status < 300, status, body });
const failure = (status: number, message: string, detail?: Record<string, string[]>) =>
  response(status, { status, data: null, errors: detail ? { message, detail } : { message } });

const INVALID = 'The given data was invalid';
const WITH_DETAIL = failure(422, INVALID, {
  email: ['The email has already been taken.', 'A second message that is not shown.'],
  first_name: ['The first name may only contain letters and spaces.'],
});
const WITHOUT_DETAIL = failure(422, INVALID);
const SERVER_ERROR = failure(500, 'Server Error');
const NO_BODY = response(500, null);
const NETWORK: ApiResult = { kind: 'network' };
const TIMEOUT: ApiResult = { kind: 'timeout' };

const HOSTILE_MESSAGE = '<img src=x onerror="window.__xss=1">Bad <b>input</b>';
const HOSTILE_DETAIL = '<script>window.__xss=2</script>Nope';
const HOSTILE = failure(422, HOSTILE_MESSAGE, { email: [HOSTILE_DETAIL] });

const KINDS: FailureKind[] = ['demo', 'plan', 'trial', 'contact', 'newsletter', 'login', 'password', 'payment'];

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
  it.each(KINDS)('%s → "Sorry, Something went Wrong!" / "Please Try again letter!"', (kind) => {
    for (const result of [NO_BODY, NETWORK, TIMEOUT, response(422, null)]) {
      expect(failureNotices(result, kind)).toEqual([{ kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' }]);
    }
    expect(GENERIC_FAILURE).toEqual({ kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' });
  });
});

describe('failureNotices per catalogue entry', () => {
  it('demo: one toast per field of a 422, the message with "Please enter required details" without detail, else "Validation Errors!"', () => {
    expect(failureNotices(WITH_DETAIL, 'demo')).toEqual([
      { kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' },
      { kind: 'error', title: `${INVALID}!`, message: 'The first name may only contain letters and spaces.' },
    ]);
    expect(failureNotices(WITHOUT_DETAIL, 'demo')).toEqual([{ kind: 'error', title: INVALID, message: 'Please enter required details' }]);
    expect(failureNotices(SERVER_ERROR, 'demo')).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
    expect(failureNotices(response(500, { data: { errors: 'Queue is down' } }), 'demo')).toEqual([
      { kind: 'error', title: 'Validation Errors!', message: 'Queue is down' },
    ]);
    expect(failureNotices(response(500, { status: 500 }), 'demo')).toEqual([GENERIC_FAILURE]);
  });

  it('plan: one toast per field of a 422, the title alone without detail', () => {
    expect(failureNotices(WITH_DETAIL, 'plan')).toHaveLength(2);
    expect(failureNotices(WITHOUT_DETAIL, 'plan')).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(failureNotices(SERVER_ERROR, 'plan')).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
  });

  it("trial: 'Invalid Data' when a 422 has no detail", () => {
    expect(failureNotices(WITH_DETAIL, 'trial')[0]).toEqual({ kind: 'error', title: `${INVALID}!`, message: 'The email has already been taken.' });
    expect(failureNotices(WITHOUT_DETAIL, 'trial')).toEqual([{ kind: 'error', title: `${INVALID}!`, message: 'Invalid Data' }]);
    expect(failureNotices(SERVER_ERROR, 'trial')).toEqual([{ kind: 'error', title: 'Validation Errors!', message: 'Server Error' }]);
  });

  it('contact: one notice naming the failure (the field messages go on the fields)', () => {
    expect(failureNotices(WITH_DETAIL, 'contact')).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(failureNotices(WITHOUT_DETAIL, 'contact')).toEqual([{ kind: 'error', title: `${INVALID}!` }]);
    expect(failureNotices(SERVER_ERROR, 'contact')).toEqual([{ kind: 'error', title: 'Server Error!' }]);
  });

  it("newsletter: 'Sorry' with errors.detail.email[0], else the message", () => {
    expect(failureNotices(WITH_DETAIL, 'newsletter')).toEqual([{ kind: 'error', title: 'Sorry', message: 'The email has already been taken.' }]);
    expect(failureNotices(WITHOUT_DETAIL, 'newsletter')).toEqual([{ kind: 'error', title: 'Sorry', message: INVALID }]);
    expect(failureNotices(SERVER_ERROR, 'newsletter')).toEqual([{ kind: 'error', title: 'Sorry', message: 'Server Error' }]);
  });

  it("login: 'Something went wrong!' with errors.message, else 'Please try again with valid details !'", () => {
    expect(failureNotices(WITH_DETAIL, 'login')).toEqual([{ kind: 'error', title: 'Something went wrong!', message: INVALID }]);
    expect(failureNotices(failure(401, 'The user credentials were incorrect.'), 'login')).toEqual([
      { kind: 'error', title: 'Something went wrong!', message: 'The user credentials were incorrect.' },
    ]);
    expect(failureNotices(response(500, { status: 500 }), 'login')).toEqual([
      { kind: 'error', title: 'Something went wrong!', message: 'Please try again with valid details !' },
    ]);
  });

  it('password: titled with errors.message, the first field message under it', () => {
    expect(failureNotices(WITH_DETAIL, 'password')).toEqual([{ kind: 'error', title: INVALID, message: 'The email has already been taken.' }]);
    expect(failureNotices(failure(422, 'This password reset token is invalid.'), 'password')).toEqual([
      { kind: 'error', title: 'This password reset token is invalid.' },
    ]);
    expect(failureNotices(SERVER_ERROR, 'password')).toEqual([{ kind: 'error', title: 'Server Error' }]);
    expect(failureNotices(response(500, { status: 500 }), 'password')).toEqual([GENERIC_FAILURE]);
  });

  it("payment: 'Sorry!' with errors.message", () => {
    expect(failureNotices(WITH_DETAIL, 'payment')).toEqual([{ kind: 'error', title: 'Sorry!', message: INVALID }]);
    expect(failureNotices(SERVER_ERROR, 'payment')).toEqual([{ kind: 'error', title: 'Sorry!', message: 'Server Error' }]);
  });

  it('reads malformed bodies as no data, never crashing', () => {
    for (const body of ['<html>Bad gateway</html>', 42, [], { errors: 'nope' }, { errors: { message: 7, detail: 'x' } }]) {
      for (const kind of KINDS) expect(() => failureNotices(response(500, body), kind)).not.toThrow();
    }
    expect(failureNotices(response(500, { errors: { message: '   ' } }), 'contact')).toEqual([GENERIC_FAILURE]);
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
  it.each(KINDS)('%s passes it through unchanged, as data', (kind) => {
    const texts = failureNotices(HOSTILE, kind).flatMap((notice) => [notice.title, notice.message ?? '']);
    expect(texts.some((text) => text.includes(HOSTILE_MESSAGE) || text.includes(HOSTILE_DETAIL))).toBe(true);
  });

  it('escapeHtml turns every markup character into an entity', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
    expect(escapeHtml('Plain text')).toBe('Plain text');
  });

  it.each(KINDS)('noticeHtml of %s leaves no markup of the server in the toast', (kind) => {
    for (const notice of failureNotices(HOSTILE, kind)) {
      const html = noticeHtml(notice);
      expect(html).not.toMatch(/<(img|script|b)\b/);
      expect(html.replace(/<\/?(strong|span)( class="notice__(title|text)")?>/g, '')).not.toMatch(/[<>"']/);
    }
  });

  it('noticeHtml shows the title and the message as escaped text', () => {
    expect(noticeHtml({ kind: 'error', title: HOSTILE_MESSAGE, message: HOSTILE_DETAIL })).toBe(
      '<strong class="notice__title">&#60;img src=x onerror=&#34;window.__xss=1&#34;&#62;Bad &#60;b&#62;input&#60;/b&#62;</strong>' +
        '<span class="notice__text">&#60;script&#62;window.__xss=2&#60;/script&#62;Nope</span>',
    );
    expect(noticeHtml({ kind: 'success', title: 'Thank You' })).toBe('<strong class="notice__title">Thank You</strong>');
  });
});
