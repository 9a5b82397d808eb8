/**
 * The failed results every form's [§8](docs/CONTRACT.md#8-notices) mapping is tried with (src/lib/api/outcome.ts), and the checks every
 * mapping must pass: no data is the generic failure, a malformed body never crashes, and the server's text
 * stays data that a toast shows as text.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ApiResult } from '../../src/lib/api/http';
import { failureNotices, GENERIC_FAILURE, type FailureMapping } from '../../src/lib/api/outcome';
import { noticeHtml } from '../../src/lib/notices';
import { answerInput } from './hostile';

export const response = (status: number, body: unknown): ApiResult => ({ kind: 'response', ok: status >= 200 && status < 300, status, body });
export const failure = (status: number, message: string, detail?: Record<string, string[]>) =>
  response(status, { status, data: null, errors: detail ? { message, detail } : { message } });

export const INVALID = 'The given data was invalid';
export const WITH_DETAIL = failure(422, INVALID, {
  email: ['The email has already been taken.', 'A second message that is not shown.'],
  first_name: ['The first name may only contain letters and spaces.'],
});
export const WITHOUT_DETAIL = failure(422, INVALID);
export const SERVER_ERROR = failure(500, 'Server Error');
export const NO_BODY = response(500, null);
export const NETWORK: ApiResult = { kind: 'network' };
export const TIMEOUT: ApiResult = { kind: 'timeout' };

const HOSTILE_MESSAGE = '<img src=x onerror="window.__xss=1">Bad <b>input</b>';
const HOSTILE_DETAIL = '<script>window.__xss=2</script>Nope';
export const HOSTILE = failure(422, HOSTILE_MESSAGE, { email: [HOSTILE_DETAIL] });

/** Registers the checks every form's failure mapping passes (call it inside the form's `describe`). */
export function itFailsLikeEveryForm(mapping: FailureMapping): void {
  it("says the generic failure (or the form's own words) when no data came back", () => {
    // Only login has words of its own for no answer ([§8](docs/CONTRACT.md#8-notices) Login); its test says them.
    const expected = mapping.withoutAnswer ?? [{ kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' }];
    for (const result of [NO_BODY, NETWORK, TIMEOUT, response(422, null)]) {
      expect(failureNotices(result, mapping)).toEqual(expected);
    }
    expect(GENERIC_FAILURE).toEqual({ kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' });
  });

  it('reads malformed bodies as no data, never crashing', () => {
    for (const body of ['<html>Bad gateway</html>', 42, [], { errors: 'nope' }, { errors: { message: 7, detail: 'x' } }]) {
      expect(() => failureNotices(response(500, body), mapping)).not.toThrow();
    }
  });

  it('shows hostile server text as text, never as markup, in the toast', () => {
    const notices = failureNotices(HOSTILE, mapping);
    const texts = notices.flatMap((notice) => [notice.title, notice.message ?? '']);
    expect(texts.some((text) => text.includes(HOSTILE_MESSAGE) || text.includes(HOSTILE_DETAIL))).toBe(true);
    for (const notice of notices) {
      const html = noticeHtml(notice);
      expect(html).not.toMatch(/<(img|script|b)\b/);
      expect(html.replace(/<\/?(strong|span)( class="notice__(title|text)")?>/g, '')).not.toMatch(/[<>"']/);
    }
  });
  itReadsAnyFailure(mapping);
}

/** The words [§8](docs/CONTRACT.md#8-notices) gives the failures of the forms, besides the server's own text. */
export const FAILURE_WORDS: readonly string[] = [
  'Sorry',
  'Sorry!',
  'Something went wrong!',
  'Please try again with valid details !',
  'Validation Errors!',
  'Please enter required details',
  'Invalid Data',
  'Sorry, Something went Wrong!',
  'Please Try again letter!',
];

/** Every string in a JSON value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}

/**
 * Registers the property every form's failure mapping holds: whatever JSON a failure of any status carries, it
 * ends in notices whose every text is [§8](docs/CONTRACT.md#8-notices)'s words or the server's own text (with the '!' a title adds).
 */
export function itReadsAnyFailure(mapping: FailureMapping): void {
  it('reads any failed answer, whatever its JSON, as notices in the specification’s words or the server’s own', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), answerInput(WITH_DETAIL.kind === 'response' ? WITH_DETAIL.body : null), (status, body) => {
        const notices = failureNotices(response(status, body), mapping);
        expect(notices.length).toBeGreaterThan(0);
        const server = stringsOf(body);
        const allowed = new Set([...FAILURE_WORDS, ...server, ...server.map((text) => `${text}!`)]);
        for (const notice of notices) {
          expect(notice.kind).toBe('error');
          expect(notice.title.trim()).not.toBe('');
          expect(allowed).toContain(notice.title);
          if (notice.message !== undefined) expect(allowed).toContain(notice.message);
        }
      }),
    );
  });
}
